'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { SubmitErrorDialog } from '@/components/ui/submit-error-dialog';
import { serverMessageOr } from '@/lib/api/error-catalogue';
import type { ProductSummary } from '@/lib/contract/catalog';
import { PAYMENT_TYPES, type PaymentType } from '@/lib/contract/order-status';
import { RESERVATION_HOLD_SECONDS, RESERVATION_LIMITS } from '@/lib/contract/reservation';
import { formatNumber } from '@/lib/format/digits';
import { tehranDate } from '@/lib/format/jalali';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { isoDay, localDay, roomFor, sameWindow, windowFits } from '@/lib/reservation/calendar';
import { reservationKeys, useHoldSlot } from '@/queries/reservation';
import { reservationActions, useReservation } from '@/stores/reservation';
import { useStoreHydrated } from '@/stores/root-store';
import { useIsCustomer } from '@/stores/user';
import { ReservationCalendar } from './reservation-calendar';
import { ReservationWindows } from './reservation-windows';
import { useReserve } from './use-reserve';
import { useShownMonth } from './use-shown-month';
import { WindowWaitlist } from './window-waitlist';

type Props = {
  product: ProductSummary;
  /** The most seats one booking may take (the order limit, else the contract's bound). */
  maxSeats: number;
};

/**
 * A reservable product's booking: a Jalali month whose full, holiday, closed
 * and past days cannot be chosen; the chosen day's windows with their seats
 * left; the seats and extra people; the payment; the live total. The choice
 * lives in the persisted store (spec 3/4), so a guest who logs in finds it
 * again. A logged-in customer's choice holds its seats for a few minutes.
 */
export function ReservationPanel({ product, maxSeats }: Props) {
  const t = useTranslations('reservation');
  const tPay = useTranslations('reservation.payment');
  const formatToman = useFormatToman();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const isCustomer = useIsCustomer();
  const { reservedList, extraPeople, reservStep } = useReservation();
  // The shop's today in Tehran: the first month shown and the first that can be paged to.
  const [today] = useState(() => tehranDate(new Date()));
  const stored = reservedList[0]?.id === product.id ? reservedList[0] : undefined;
  const storedTime = stored?.times[0];

  const shown = useShownMonth(product.id, storedTime?.reserve_date ?? today);
  const [day, setDay] = useState<string | null>(storedTime?.reserve_date ?? null);
  const [slot, setSlot] = useState(
    storedTime ? { start_time: storedTime.start_time, end_time: storedTime.end_time } : null,
  );
  const [count, setCount] = useState(stored?.count ?? 1);
  const [payment, setPayment] = useState<PaymentType>('cash');
  // A hold the server refused; the request's own refusals are the placing's.
  const [holdFailure, setHoldFailure] = useState<string | null>(null);
  const placing = useReserve();
  const busy = placing.phase !== 'idle';

  // The persisted choice arrives after the first render (the store hydrates after mount):
  // a guest back from /login finds the day, window and count they chose.
  const hydrated = useStoreHydrated();
  const restored = useRef(false);
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    if (!stored || !storedTime) return;
    setDay(storedTime.reserve_date);
    shown.setMonth(localDay(storedTime.reserve_date));
    setSlot({ start_time: storedTime.start_time, end_time: storedTime.end_time });
    setCount(stored.count);
  }, [hydrated, stored, storedTime, shown.setMonth]);

  const hold = useHoldSlot();
  const chosenDay = day ? shown.byDate.get(day) : undefined;
  const windows = chosenDay?.windows ?? [];
  const chosenWindow = slot ? windows.find((w) => sameWindow(w, slot)) : undefined;
  const ready = day !== null && chosenWindow !== undefined && reservStep === 1 && stored;
  const total = product.final_price * count;

  function choose(next: {
    day: string;
    window: { start_time: string; end_time: string };
    count: number;
  }) {
    reservationActions.choose({
      id: product.id,
      count: next.count,
      times: [{ reserve_date: next.day, ...next.window }],
    });
    if (!isCustomer) return;
    hold.mutate(
      { product_id: product.id, count: next.count, reserve_date: next.day, ...next.window },
      {
        onError: (error) => {
          // Nothing changed on the server: the calendar is asked again for what is left.
          setHoldFailure(serverMessageOr(error));
          reservationActions.clearPrice();
          void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
        },
      },
    );
  }

  function pickDay(date: Date | undefined) {
    setDay(date ? isoDay(date) : null);
    setSlot(null);
    reservationActions.clearPrice();
  }

  function changeCount(next: number) {
    setCount(next);
    if (day && chosenWindow && windowFits(chosenWindow, next)) {
      choose({ day, window: chosenWindow, count: next });
    } else {
      reservationActions.clearPrice();
    }
  }

  function reserve() {
    if (!ready || !day || !chosenWindow || busy) return;
    if (!isCustomer) {
      router.push(`/login?next=${encodeURIComponent(pathname)}`);
      return;
    }
    void placing.place({
      products: [
        {
          product_id: product.id,
          count,
          reservations: [
            {
              reserve_date: day,
              start_time: chosenWindow.start_time,
              end_time: chosenWindow.end_time,
            },
          ],
        },
      ],
      extra_people: extraPeople,
      payment_type: payment,
      use_coupon: false,
      send_submit_notification: true,
    });
  }

  return (
    <section
      aria-labelledby="reservation-title"
      data-testid="reservation-panel"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-4"
    >
      <h2 id="reservation-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <ReservationCalendar
        today={today}
        shown={shown}
        day={day}
        onPick={pickDay}
        waitable={isCustomer}
      />

      {day && chosenDay ? (
        <ReservationWindows
          day={day}
          windows={windows}
          slot={slot}
          count={count}
          onChoose={(w) => {
            setSlot(w);
            choose({ day, window: w, count });
          }}
        />
      ) : null}
      {day && chosenDay && isCustomer ? (
        <WindowWaitlist
          productId={product.id}
          day={day}
          windows={windows}
          count={count}
          onFailure={setHoldFailure}
        />
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="font-medium">{t('count')}</span>
        <QuantityStepper
          value={count}
          min={1}
          // The chosen window's free seats and the ones this customer holds; extra people take none.
          max={Math.max(1, Math.min(maxSeats, chosenWindow ? roomFor(chosenWindow) : maxSeats))}
          onChange={changeCount}
          label={t('count')}
          increaseLabel={t('increase')}
          decreaseLabel={t('decrease')}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex flex-col">
          <span className="font-medium">{t('extraPeople')}</span>
          <span className="text-sm text-text-muted">{t('extraPeopleNote')}</span>
        </span>
        <QuantityStepper
          value={extraPeople}
          min={0}
          max={RESERVATION_LIMITS.extraPeople}
          onChange={reservationActions.setExtraPeople}
          label={t('extraPeople')}
          increaseLabel={t('increase')}
          decreaseLabel={t('decrease')}
        />
      </div>

      <ChoiceGroup legend={tPay('legend')} testId="reservation-payment">
        {PAYMENT_TYPES.map((method) => (
          <ChoiceCard
            key={method}
            name="reservation-payment"
            value={method}
            checked={payment === method}
            onChange={() => setPayment(method)}
            title={tPay(method)}
            testId={`reservation-payment-${method}`}
          />
        ))}
      </ChoiceGroup>

      {ready && isCustomer && hold.isSuccess ? (
        <p className="text-sm text-success" data-testid="reservation-held">
          {t('held', { minutes: formatNumber(RESERVATION_HOLD_SECONDS / 60) })}
        </p>
      ) : null}

      <div
        data-action-bar
        className="fixed inset-x-0 bottom-(--tab-bar-height) z-20 flex items-center gap-4 border-t border-border bg-surface px-4 py-2 md:static md:z-auto md:border-0 md:bg-transparent md:p-0"
      >
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm text-text-muted">{t('total')}</span>
          <output data-testid="reservation-total" className="text-lg font-bold" aria-live="polite">
            {formatToman(total)}
          </output>
        </div>
        <Button
          onClick={reserve}
          disabled={!ready || busy}
          data-testid="reservation-submit"
          className="min-w-40"
        >
          {busy ? t('reserving') : isCustomer ? t('reserve') : t('loginToReserve')}
        </Button>
      </div>
      <SubmitErrorDialog
        message={placing.failure ?? holdFailure}
        onClose={() => {
          placing.closeFailure();
          setHoldFailure(null);
        }}
      />
    </section>
  );
}
