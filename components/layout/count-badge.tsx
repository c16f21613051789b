import { toPersianDigits } from '@/lib/format/digits';

/** The round count beside the cart link; absent while the cart is empty. */
export function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      data-testid="cart-badge"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-bold text-on-accent"
    >
      {toPersianDigits(count)}
    </span>
  );
}
