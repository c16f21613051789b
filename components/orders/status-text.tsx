import { statusColor, statusTone } from '@/lib/orders/status';

type Props = { status: string; title: string; className?: string };

/** An order's status title in its group's colour (spec 4; the active group follows the theme). */
export function StatusText({ status, title, className = '' }: Props) {
  return (
    <span
      className={`font-bold ${className}`}
      style={{ color: statusColor(status) }}
      data-testid="order-status"
      data-status={status}
      data-tone={statusTone(status)}
    >
      {title}
    </span>
  );
}
