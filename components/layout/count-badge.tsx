import { toPersianDigits } from '@/lib/format/digits';

type Props = {
  count: number;
  /** Where it sits: the header pins it on the icon's corner. */
  className?: string;
};

/** The round count on the cart link; absent while the cart is empty. */
export function CountBadge({ count, className = '' }: Props) {
  if (count === 0) return null;
  return (
    <span
      data-testid="cart-badge"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-bold text-on-accent ${className}`}
    >
      {toPersianDigits(count)}
    </span>
  );
}
