'use client';

import dynamic from 'next/dynamic';
import { useIsCustomer } from '@/stores/root-store';

// The bell needs the typed client, a query and a live stream: only customers download them.
const NotificationBell = dynamic(
  () => import('@/components/notifications/notification-bell').then((m) => m.NotificationBell),
  { ssr: false },
);

/** The header's notification bell, for customers only; nothing at all for anyone else. */
export function BellEntry() {
  if (!useIsCustomer()) return null;
  return (
    <li>
      <NotificationBell />
    </li>
  );
}
