import { STATUS_COLORS } from '@/lib/constants';
import { TAB_STATUSES } from '@/lib/contract/order-status';

/** Spec 4's status colours by filter group. */
export type StatusTone = 'primary' | 'red' | 'green' | 'grey';

export function statusTone(status: string): StatusTone {
  if (TAB_STATUSES.created.some((s) => s === status)) return 'primary';
  if (TAB_STATUSES.canceled.some((s) => s === status)) return 'red';
  if (TAB_STATUSES.completed.some((s) => s === status)) return 'green';
  return 'grey';
}

/**
 * The CSS colour of a status: the active group follows the theme's primary
 * colour (light and dark differ), the others are spec 9's fixed colours.
 */
export function statusColor(status: string): string {
  const tone = statusTone(status);
  return tone === 'primary' ? 'var(--color-primary)' : STATUS_COLORS[tone];
}
