'use client';

export type HeartLabels = { add: string; remove: string; loginPrompt: string; login: string };

type Props = {
  pressed: boolean;
  label: string;
  busy?: boolean;
  onClick?: () => void;
  /** On a card the heart floats over the picture; on the product page it sits by the title. */
  placement: 'card' | 'page';
};

/** The heart itself: a 44px toggle button, filled when the product is a favourite. */
export function HeartButton({ pressed, label, busy = false, onClick, placement }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      onClick={onClick}
      data-testid="favorite-heart"
      // Component classes (globals.css): a list repeats this button on every card, in the HTML and the payload.
      className={`heart heart-${placement} ${pressed ? 'text-danger' : 'text-text-muted'}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-6"
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.6 8 3.4 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.5 0 5.3 3.5 4.2 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
}
