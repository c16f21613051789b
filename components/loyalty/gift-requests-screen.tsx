'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { handleApiError, notifySuccess } from '@/lib/api/error-catalogue';
import type { GiftRequest } from '@/lib/contract/loyalty';
import { formatNumber } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { useSignedOut } from '@/queries/customer';
import { useCancelGiftRequest, useGiftRequests } from '@/queries/loyalty';
import { PageButtons } from './page-buttons';

const STATUS_COLOUR: Record<number, string> = {
  1: 'text-primary',
  2: 'text-success',
  3: 'text-success',
  4: 'text-danger',
  5: 'text-danger',
};

function RequestCard({ item, onCancel }: { item: GiftRequest; onCancel: () => void }) {
  const t = useTranslations('loyalty.requests');
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4"
      data-testid="gift-request"
      data-status={item.status}
    >
      <div className="flex items-start justify-between gap-3">
        <Link href={`/gifts/${item.gift.id}`} className="font-semibold hover:underline">
          {item.gift.title}
        </Link>
        <span
          className={`shrink-0 text-sm font-semibold ${STATUS_COLOUR[item.status] ?? 'text-neutral'}`}
          data-testid="gift-request-status"
        >
          {item.status_title}
        </span>
      </div>
      <p className="text-sm">{t('points', { points: formatNumber(item.points) })}</p>
      <p className="text-sm text-text-muted">
        {t('requestedAt', { date: formatJalaliDate(item.created_at) })}
      </p>
      <p className="text-sm text-text-muted">
        {t('receiver', { name: `${item.first_name} ${item.last_name}`.trim() })}
        {item.branch ? ` · ${t('branch', { branch: item.branch.name })}` : ''}
      </p>
      {item.can_cancel ? (
        <div>
          <Button variant="danger" size="sm" onClick={onCancel} data-testid="gift-request-cancel">
            {t('cancel')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** /profile/gift-requests: the caller's requests, 10 a page, a pending one cancellable after a yes. */
export function GiftRequestsScreen() {
  const t = useTranslations('loyalty');
  const signedOut = useSignedOut();
  const [page, setPage] = useState(1);
  const requests = useGiftRequests(page);
  const cancel = useCancelGiftRequest();
  const [asking, setAsking] = useState<number | null>(null);

  if (signedOut) return <SignedOut />;

  const confirm = async () => {
    if (asking === null) return;
    try {
      const result = await cancel.mutateAsync(asking);
      notifySuccess(result.msg);
    } catch (error) {
      handleApiError(error);
    } finally {
      setAsking(null);
    }
  };

  if (requests.isError) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (!requests.data) return <IslandSkeleton count={3} />;
  if (requests.data.count === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p data-testid="gift-requests-empty">{t('requests.empty')}</p>
        <Link href="/gifts" className={buttonClasses('primary')}>
          {t('requests.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="gift-requests">
        {requests.data.results.map((item) => (
          <RequestCard key={item.id} item={item} onCancel={() => setAsking(item.id)} />
        ))}
      </ul>
      <PageButtons
        page={page}
        pageCount={requests.data.page_count}
        onPage={setPage}
        testId="gift-requests-pager"
      />
      <ConfirmDialog
        open={asking !== null}
        question={t('requests.cancelQuestion')}
        yesLabel={t('requests.yes')}
        noLabel={t('requests.no')}
        busyLabel={t('requests.working')}
        busy={cancel.isPending}
        onNo={() => setAsking(null)}
        onYes={() => void confirm()}
        testId="gift-cancel"
      />
    </div>
  );
}
