'use client';

import { useTranslations } from 'next-intl';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import type { ReservationWindow } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import { sameWindow, windowFits } from '@/lib/reservation/calendar';

type Slot = { start_time: string; end_time: string };

/** A window's seats as this shopper sees them: free ones, the ones they hold, or full. */
function WindowRoom({ window }: { window: ReservationWindow }) {
  const t = useTranslations('reservation');
  const count = formatNumber(window.remaining);
  const held = formatNumber(window.held);
  const text =
    window.held === 0
      ? window.remaining > 0
        ? t('seatsLeft', { count })
        : t('full')
      : window.remaining > 0
        ? t('seatsLeftAndHeld', { count, held })
        : t('heldForYou', { count: held });
  return <span data-testid="reservation-window-room">{text}</span>;
}

type Props = {
  day: string;
  windows: ReservationWindow[];
  slot: Slot | null;
  /** The seats asked for: a window without that many free cannot be chosen. */
  count: number;
  onChoose: (window: ReservationWindow) => void;
};

/** The chosen day's windows with their seats left. */
export function ReservationWindows({ day, windows, slot, count, onChoose }: Props) {
  const t = useTranslations('reservation');
  return (
    <ChoiceGroup
      legend={t('windows', { date: formatJalaliDate(day) })}
      testId="reservation-windows"
    >
      {windows.length === 0 ? <p>{t('noWindow')}</p> : null}
      {windows.map((w) => (
        <ChoiceCard
          key={`${w.start_time}-${w.end_time}`}
          name="reservation-window"
          value={`${w.start_time}/${w.end_time}`}
          checked={slot !== null && sameWindow(w, slot)}
          disabled={!windowFits(w, count)}
          onChange={() => onChoose(w)}
          title={t('window', windowEnds(w.start_time, w.end_time))}
          testId="reservation-window"
        >
          <WindowRoom window={w} />
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}
