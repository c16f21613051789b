'use client';

import { useTranslations } from 'next-intl';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import type { AvailableTime } from '@/lib/contract/zone';
import { formatNumber } from '@/lib/format/digits';
import { windowEnds } from '@/lib/format/time';

type Props = {
  /** The windows of the chosen day. */
  windows: AvailableTime[];
  date: string | null;
  chosenId: number | null;
  onChoose: (window: AvailableTime) => void;
};

/** The chosen day's windows, «از ساعت ۱۰ تا ۱۳»; a full window cannot be chosen. */
export function TimeWindows({ windows, date, chosenId, onChoose }: Props) {
  const t = useTranslations('checkout.time');
  return (
    <ChoiceGroup legend={t('legend')} testId="checkout-times">
      {date === null ? (
        <p className="text-sm text-text-muted">{t('chooseDate')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {windows.map((window) => {
            const full = window.remaining <= 0;
            return (
              <ChoiceCard
                key={window.id}
                name="time-window"
                value={String(window.id)}
                checked={window.id === chosenId}
                disabled={full}
                onChange={() => onChoose(window)}
                title={t('window', windowEnds(window.start_time, window.end_time))}
                testId="checkout-time"
              >
                {full ? t('full') : t('remaining', { count: formatNumber(window.remaining) })}
              </ChoiceCard>
            );
          })}
        </div>
      )}
    </ChoiceGroup>
  );
}
