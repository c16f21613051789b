'use client';

import { formatNumber } from '@/lib/format/digits';

type Props = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is being counted, read out with the buttons: «تعداد», «خامه». */
  label: string;
  increaseLabel: string;
  decreaseLabel: string;
  /** The id of the text saying why + is held (a limit reached). */
  increaseNoteId?: string;
  disabled?: boolean;
};

/** − count + with Persian digits; the count is announced when it changes. */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  increaseLabel,
  decreaseLabel,
  increaseNoteId,
  disabled = false,
}: Props) {
  const button =
    'grid size-11 place-items-center rounded-lg border border-border text-lg leading-none transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend; this is a small labelled control group
    <div role="group" aria-label={label} className="inline-flex items-center gap-2">
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={disabled || value >= max}
        aria-label={`${increaseLabel} ${label}`}
        aria-describedby={increaseNoteId}
      >
        +
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-medium tabular-nums">
        {formatNumber(value)}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={disabled || value <= min}
        aria-label={`${decreaseLabel} ${label}`}
      >
        −
      </button>
    </div>
  );
}
