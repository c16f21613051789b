import { type StatusTone, statusTone } from '@/lib/orders/status';

/** Spec 4's colours as theme classes: primary follows light/dark, the rest are spec 9's fixed colours. */
const TONE_CLASS: Record<StatusTone, string> = {
  primary: 'text-primary',
  red: 'text-status-red',
  green: 'text-status-green',
  grey: 'text-status-grey',
};

type Props = { status: string; title: string; className?: string };

/** An order's status title in its group's colour. */
export function StatusText({ status, title, className = '' }: Props) {
  const tone = statusTone(status);
  return (
    <span
      className={`font-bold ${TONE_CLASS[tone]} ${className}`}
      data-testid="order-status"
      data-status={status}
      data-tone={tone}
    >
      {title}
    </span>
  );
}
