import { toPersianDigits } from '@/lib/format/digits';

type Props = {
  count: number;
  /** The header's badge and the phone tab bar's are told apart by QA. */
  testId: string;
  className?: string;
};

/** The round count beside the cart link; absent while the cart is empty. */
export function CountBadge({ count, testId, className = '' }: Props) {
  if (count === 0) return null;
  return (
    <span
      data-testid={testId}
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-bold text-on-accent ${className}`}
    >
      {toPersianDigits(count)}
    </span>
  );
}
