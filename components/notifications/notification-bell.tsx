'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CountBadge } from '@/components/ui/count-badge';
import { BellIcon } from '@/components/ui/nav-icons';
import { QueryProvider } from '@/components/ui/query-provider';
import { formatNumber } from '@/lib/format/digits';
import { NOTIFICATIONS_PATH } from '@/lib/notifications/paths';
import { usePushConfig, useUnreadCount } from '@/queries/notifications';

function Bell() {
  const t = useTranslations('layout');
  const { count, live } = useUnreadCount();
  usePushConfig();
  return (
    <Link
      href={NOTIFICATIONS_PATH}
      aria-label={count > 0 ? t('bellUnread', { count: formatNumber(count) }) : t('bell')}
      data-testid="header-bell"
      data-live={live ? 'true' : 'false'}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-text hover:bg-surface-muted"
    >
      <BellIcon />
      <CountBadge count={count} testId="header-bell-count" className="absolute top-0.5 end-0.5" />
    </Link>
  );
}

/** Loaded lazily, with the query client it needs: none of it is in a catalogue page's first script. */
export function NotificationBell() {
  return (
    <QueryProvider>
      <Bell />
    </QueryProvider>
  );
}
