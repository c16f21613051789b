'use client';

import { island } from '@/components/ui/island';
import { useIsCustomer } from '@/stores/user';

// The bell needs the typed client, a query and a live stream: only customers download them.
const NotificationBell = island(() =>
  import('@/components/notifications/notification-bell').then((m) => m.NotificationBell),
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
