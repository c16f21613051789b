'use client';

import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { Topping } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';

export type ToppingsLabels = {
  legend: string;
  each: string;
  /** Per topping id, why its + stops: «حداکثر ۲ عدد از این افزودنی …». */
  atLimit: Record<number, string>;
  toman: string;
  increase: string;
  decrease: string;
};

type Props = {
  toppings: Topping[];
  counts: ReadonlyMap<number, number>;
  onChange: (toppingId: number, count: number) => void;
  labels: ToppingsLabels;
  disabled: boolean;
};

/** The extras a customer may add to one unit, each up to its own maximum. */
export function ToppingsSelector({ toppings, counts, onChange, labels, disabled }: Props) {
  return (
    <fieldset className="rounded-xl border border-border p-3">
      <legend className="px-1 font-semibold">{labels.legend}</legend>
      <ul className="divide-y divide-border">
        {toppings.map((topping) => {
          const count = counts.get(topping.id) ?? 0;
          const limitId = `topping-${topping.id}-limit`;
          const atLimit = count >= topping.max_count && !disabled;
          return (
            <li
              key={topping.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="topping"
            >
              <span>
                <span className="block">{topping.name}</span>
                <span className="text-sm text-text-muted">
                  {labels.each} {formatNumber(topping.price)} {labels.toman}
                </span>
                {/* Said once the + stops, so a held + is never a mystery. */}
                <span
                  id={limitId}
                  aria-live="polite"
                  className="block text-sm font-medium"
                  data-testid="topping-limit"
                >
                  {atLimit ? labels.atLimit[topping.id] : null}
                </span>
              </span>
              <QuantityStepper
                value={count}
                min={0}
                max={topping.max_count}
                onChange={(next) => onChange(topping.id, next)}
                label={topping.name}
                increaseLabel={labels.increase}
                decreaseLabel={labels.decrease}
                increaseNoteId={atLimit ? limitId : undefined}
                disabled={disabled}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
