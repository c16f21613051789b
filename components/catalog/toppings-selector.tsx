'use client';

import type { Topping } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { QuantityStepper } from './quantity-stepper';

export type ToppingsLabels = {
  legend: string;
  each: string;
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
        {toppings.map((topping) => (
          <li key={topping.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="block">{topping.name}</span>
              <span className="text-sm text-text-muted">
                {labels.each} {formatNumber(topping.price)} {labels.toman}
              </span>
            </span>
            <QuantityStepper
              value={counts.get(topping.id) ?? 0}
              min={0}
              max={topping.max_count}
              onChange={(count) => onChange(topping.id, count)}
              label={topping.name}
              increaseLabel={labels.increase}
              decreaseLabel={labels.decrease}
              disabled={disabled}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
