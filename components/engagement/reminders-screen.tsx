'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import type { ReminderItem } from '@/lib/contract/reminder';
import { formatJalaliDate } from '@/lib/format/jalali';
import { useSignedOut } from '@/queries/customer';
import { useReminderChange, useRemindersPage } from '@/queries/engagement';
import { ProductRow } from './product-row';

function RemoveReminder({ item, label }: { item: ReminderItem; label: string }) {
  const change = useReminderChange(item.product.id);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={change.isPending}
      onClick={() => change.mutate({ on: false, sms: false })}
      data-testid="reminder-remove"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </Button>
  );
}

/** /profile/reminders: what the customer waits for, and what already came back. */
export function RemindersScreen() {
  const t = useTranslations('engagement.reminders');
  const signedOut = useSignedOut();
  const list = useRemindersPage(1);

  if (signedOut) return <SignedOut />;
  if (list.isError) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <IslandSkeleton />;
  if (list.data.results.length === 0) return <p data-testid="reminders-empty">{t('empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="reminders-list">
      {list.data.results.map((item) => (
        <ProductRow
          key={item.product.id}
          product={item.product}
          testId="reminder-row"
          note={
            <span className="flex flex-wrap gap-2 text-sm" data-testid="reminder-state">
              <span className={item.notified_at ? 'text-success' : 'text-text-muted'}>
                {item.notified_at
                  ? t('notified', { date: formatJalaliDate(item.notified_at) })
                  : t('waiting')}
              </span>
              {item.by_sms && <span className="text-text-muted">· {t('bySms')}</span>}
            </span>
          }
          action={<RemoveReminder item={item} label={t('remove', { name: item.product.name })} />}
        />
      ))}
    </ul>
  );
}
