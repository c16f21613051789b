'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { weekdayName } from '@/lib/collection/form-rules';
import { WEEKDAYS } from '@/lib/contract/collection';

export type WeekdayChoice = {
  /** The first pickup's weekday: always on, never toggled. */
  first: number | null;
  chosen: ReadonlySet<number>;
  /** The weekdays the chosen window is offered on. */
  offering: ReadonlySet<number>;
  /** Until a window is chosen, every weekday can be toggled. */
  windowChosen: boolean;
};

type Props = {
  repeat: boolean;
  onRepeat: (repeat: boolean) => void;
  weekdays: WeekdayChoice;
  onToggleWeekday: (weekday: number) => void;
};

/** Once, or every week on chosen weekdays that the place offers. */
export function CollectionFrequency({ repeat, onRepeat, weekdays, onToggleWeekday }: Props) {
  const t = useTranslations('collection.form');
  const hintId = useId();
  return (
    <ChoiceGroup legend={t('frequency')} testId="collection-frequency">
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceCard
          name="collection-repeat"
          value="once"
          checked={!repeat}
          onChange={() => onRepeat(false)}
          title={t('onceOnly')}
        >
          {t('onceHint')}
        </ChoiceCard>
        <ChoiceCard
          name="collection-repeat"
          value="weekly"
          checked={repeat}
          onChange={() => onRepeat(true)}
          title={t('repeat')}
        >
          {t('repeatHint')}
        </ChoiceCard>
      </div>
      {repeat ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-text-muted" id={hintId}>
            {t('weekdaysHint')}
          </p>
          <ul aria-label={t('weekdays')} aria-describedby={hintId} className="flex flex-wrap gap-2">
            {WEEKDAYS.map((weekday) => {
              const first = weekday === weekdays.first;
              const on = first || (weekdays.chosen.has(weekday) && weekdays.offering.has(weekday));
              const usable = !weekdays.windowChosen || weekdays.offering.has(weekday);
              return (
                <li key={weekday}>
                  <button
                    type="button"
                    aria-pressed={on}
                    disabled={first || !usable}
                    onClick={() => onToggleWeekday(weekday)}
                    data-testid="collection-weekday"
                    className={`min-h-11 rounded-full border px-4 text-sm disabled:cursor-not-allowed ${
                      on
                        ? 'border-primary bg-primary text-on-primary'
                        : 'border-border bg-surface-raised'
                    } ${!usable ? 'opacity-50' : ''}`}
                  >
                    {weekdayName(weekday)}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </ChoiceGroup>
  );
}
