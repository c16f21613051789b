'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { FIRST_PAGE } from '@/lib/constants';
import type { Notification, NotificationVariant } from '@/lib/contract/notification';
import { formatNumber } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatTimeOfDay } from '@/lib/format/time';
import { NOTIFICATIONS_PATH, notificationsPagePath, subjectPath } from '@/lib/notifications/paths';
import { useSignedOut } from '@/queries/customer';
import { useMarkAllRead, useMarkRead, useNotifications } from '@/queries/notifications';

/** The stripe on a notification's inline-start edge, by its variant (spec 3). */
const STRIPE: Record<NotificationVariant, string> = {
  info: 'border-s-primary',
  success: 'border-s-success',
  warning: 'border-s-accent',
  error: 'border-s-danger',
};

function NotificationItem({ item }: { item: Notification }) {
  const t = useTranslations('notifications');
  const markRead = useMarkRead();
  const subject = subjectPath(item.link);
  const read = () => {
    if (!item.is_read) markRead.mutate(item.id);
  };
  return (
    <li
      data-testid="notification"
      data-read={item.is_read ? 'true' : 'false'}
      className={`flex flex-col gap-2 rounded-xl border border-s-4 border-border p-4 ${STRIPE[item.variant]} ${item.is_read ? 'bg-surface' : 'bg-surface-raised'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className={`text-base ${item.is_read ? 'font-medium' : 'font-bold'}`}>{item.title}</h2>
        {item.is_read ? null : (
          <span className="shrink-0 rounded-full bg-accent px-2 text-xs leading-6 font-bold text-on-accent">
            {t('unread')}
          </span>
        )}
      </div>
      <p className="text-sm leading-7">{item.message}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={item.created_at} className="text-xs text-text-muted">
          {formatJalaliDate(item.created_at)}، {formatTimeOfDay(item.created_at)}
        </time>
        <div className="flex flex-wrap gap-2">
          {item.is_read ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={read}
              disabled={markRead.isPending}
              data-testid="notification-mark-read"
            >
              {t('markRead')}
            </Button>
          )}
          {subject ? (
            <Link
              href={subject}
              onClick={read}
              className={buttonClasses('secondary', 'sm')}
              data-testid="notification-open"
            >
              {t('open')}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useTranslations('notifications');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pager')} className="flex items-center justify-between gap-2">
      {page > FIRST_PAGE ? (
        <Link
          href={notificationsPagePath(page - 1)}
          rel="prev"
          className={buttonClasses('secondary', 'sm')}
        >
          {t('prev')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-text-muted" aria-current="page">
        {t('page', { page: formatNumber(page), pages: formatNumber(pageCount) })}
      </span>
      {page < pageCount ? (
        <Link
          href={notificationsPagePath(page + 1)}
          rel="next"
          className={buttonClasses('secondary', 'sm')}
        >
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** /profile/notifications: the caller's notifications, ten a page, newest first. */
export function NotificationsScreen({ page }: { page: number }) {
  const t = useTranslations('notifications');
  const signedOut = useSignedOut();
  const list = useNotifications(page);
  const markAll = useMarkAllRead();

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
  if (!list.data) return <IslandSkeleton count={3} />;
  const { results, count, unread_count: unread, page_count: pageCount } = list.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-text-muted" data-testid="notifications-summary">
          {t('count', { count: formatNumber(count) })}
          {unread > 0 ? `، ${t('unreadCount', { count: formatNumber(unread) })}` : ''}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
          data-testid="notifications-mark-all"
        >
          {t('markAll')}
        </Button>
      </div>
      {results.length === 0 ? (
        <div className="flex flex-col items-start gap-3" data-testid="notifications-empty">
          <p>{page > FIRST_PAGE ? t('emptyPage') : t('empty')}</p>
          {page > FIRST_PAGE ? (
            <Link href={NOTIFICATIONS_PATH} className={buttonClasses('secondary', 'sm')}>
              {t('firstPage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul aria-label={t('list')} className="flex flex-col gap-3" data-testid="notifications-list">
          {results.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} />
    </div>
  );
}
