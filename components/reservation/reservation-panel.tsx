'use client';

import 'react-day-picker/style.css';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DayButton, type DayButtonProps } from 'react-day-picker';
import { DayPicker } from 'react-day-picker/persian';
import { Button } from '@/components/ui/button';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { SubmitErrorDialog } from '@/components/ui/submit-error-dialog';
import {
  describeFailure,
  notifySuccess,
  performFailureAction,
  serverMessageOr,
} from '@/lib/api/error-catalogue';
import { requestReservation } from '@/lib/api/reservation';
import { attemptFor, newIdempotencyKey, type SubmitAttempt } from '@/lib/checkout/idempotency';
import type { ProductSummary, ReservationWindow } from '@/lib/contract/catalog';
import { PAYMENT_TYPES, type PaymentType } from '@/lib/contract/order-status';
import { RESERVATION_HOLD_SECONDS, RESERVATION_LIMITS } from '@/lib/contract/reservation';
import { formatNumber } from '@/lib/format/digits';
import { formatJalaliDate, tehranDate } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { isNativeWebView } from '@/lib/payment/open-payment-url';
import { orderPath, PAID_ORDER_PATH } from '@/lib/payment/return-urls';
import { offerPush } from '@/lib/pwa/push-offer';
import {
  daysByState,
  isChoosable,
  isoDay,
  jalaliMonthOf,
  localDay,
  roomFor,
  sameWindow,
  windowFits,
} from '@/lib/reservation/calendar';
import { usePayOrderByCard, usePayOrderFromCredit } from '@/queries/payment';
import { reservationKeys, useHoldSlot, useProductCalendar } from '@/queries/reservation';
import {
  reservationActions,
  useIsCustomer,
  useReservation,
  useStoreHydrated,
} from '@/stores/root-store';

type Props = {
  product: ProductSummary;
  /** The most seats one booking may take (the order limit, else the contract's bound). */
  maxSeats: number;
};

const MONTHS_AHEAD = 3;

/** The library's day button, naming its Gregorian day so journeys and tests can find it. */
function IsoDayButton(props: DayButtonProps) {
  return <DayButton {...props} data-iso={isoDay(props.day.date)} />;
}

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

/**
 * A reservable product's booking: a Jalali month (react-day-picker's Persian
 * calendar: keyboard navigation, Persian digits) whose full, holiday, closed
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

  const [month, setMonth] = useState<Date>(() => localDay(storedTime?.reserve_date ?? today));
  const [day, setDay] = useState<string | null>(storedTime?.reserve_date ?? null);
  const [slot, setSlot] = useState(
    storedTime ? { start_time: storedTime.start_time, end_time: storedTime.end_time } : null,
  );
  const [count, setCount] = useState(stored?.count ?? 1);
  const [payment, setPayment] = useState<PaymentType>('cash');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<SubmitAttempt | null>(null);

  // The persisted choice arrives after the first render (the store hydrates after mount):
  // a guest back from /login finds the day, window and count they chose.
  const hydrated = useStoreHydrated();
  const restored = useRef(false);
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    if (!stored || !storedTime) return;
    setDay(storedTime.reserve_date);
    setMonth(localDay(storedTime.reserve_date));
    setSlot({ start_time: storedTime.start_time, end_time: storedTime.end_time });
    setCount(stored.count);
  }, [hydrated, stored, storedTime]);

  const calendar = useProductCalendar(product.id, jalaliMonthOf(month));
  const hold = useHoldSlot();
  const payByCard = usePayOrderByCard();
  const payFromCredit = usePayOrderFromCredit();
  // Asked with the customer's token, each window says how many of its seats they hold.
  const days = useMemo(() => calendar.data ?? [], [calendar.data]);
  const byDate = useMemo(() => new Map(days.map((d) => [d.date, d])), [days]);
  const marks = useMemo(() => daysByState(days), [days]);
  const chosenDay = day ? byDate.get(day) : undefined;
  const windows = chosenDay?.windows ?? [];
  const chosenWindow = slot ? windows.find((w) => sameWindow(w, slot)) : undefined;
  const ready = day !== null && chosenWindow !== undefined && reservStep === 1 && stored;
  const total = product.final_price * count;
  const firstMonth = localDay(today);
  const lastMonth = new Date(firstMonth.getFullYear(), firstMonth.getMonth() + MONTHS_AHEAD, 1);

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
          setFailure(serverMessageOr(error));
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

  async function pay(orderId: number, order: Parameters<typeof payByCard.mutateAsync>[0]) {
    if (payment === 'card') {
      try {
        await payByCard.mutateAsync(order);
        if (isNativeWebView()) router.push(`/reservation/${orderId}`);
      } catch {
        router.push(orderPath(orderId));
      }
      return;
    }
    if (payment === 'credit') {
      try {
        await payFromCredit.mutateAsync(orderId);
        router.push(`${PAID_ORDER_PATH}?fromOrder=${orderId}`);
      } catch {
        router.push(`/reservation/${orderId}`);
      }
      return;
    }
    router.push(`/reservation/${orderId}`);
  }

  async function reserve() {
    if (!ready || !day || !chosenWindow || busy) return;
    if (!isCustomer) {
      router.push(`/login?next=${encodeURIComponent(pathname)}`);
      return;
    }
    setBusy(true);
    const body = {
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
    };
    const current = attemptFor(attempt.current, JSON.stringify(body), newIdempotencyKey);
    attempt.current = current;
    try {
      const result = await requestReservation(body, current.key);
      attempt.current = null;
      notifySuccess(result.msg);
      offerPush('reservation');
      // Spec 4: on success the reservation list is cleared, then to /reservation/{order_id}.
      reservationActions.succeeded();
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      await pay(result.data.order_id, result.data.order);
    } catch (error) {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      const { action } = describeFailure(error);
      if (action === 'none') setFailure(serverMessageOr(error));
      else performFailureAction(action);
    }
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
      <div className="reservation-calendar flex justify-center" data-testid="reservation-calendar">
        <DayPicker
          mode="single"
          aria-label={t('calendarLabel')}
          month={month}
          onMonthChange={setMonth}
          startMonth={firstMonth}
          endMonth={lastMonth}
          selected={day ? localDay(day) : undefined}
          onSelect={pickDay}
          disabled={(date) => !isChoosable(byDate.get(isoDay(date)))}
          components={{ DayButton: IsoDayButton }}
          modifiers={{ full: marks.full, holiday: marks.holiday, open: marks.open }}
          modifiersClassNames={{
            full: 'rdp-full',
            holiday: 'rdp-holiday',
            open: 'rdp-open',
          }}
          footer={
            calendar.isPending
              ? t('loading')
              : calendar.isError
                ? t('loadFailed')
                : day
                  ? null
                  : t('pickDay')
          }
        />
      </div>
      <ul className="flex flex-wrap gap-4 text-sm text-text-muted" aria-hidden="true">
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-primary/20" /> {t('legendOpen')}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-text-muted/40" /> {t('legendFull')}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-danger/40" /> {t('legendHoliday')}
        </li>
      </ul>

      {day && chosenDay ? (
        <ChoiceGroup
          legend={t('windows', { date: formatJalaliDate(day) })}
          testId="reservation-windows"
        >
          {windows.length === 0 ? <p>{t('noWindow')}</p> : null}
          {windows.map((w) => {
            const fits = windowFits(w, count);
            return (
              <ChoiceCard
                key={`${w.start_time}-${w.end_time}`}
                name="reservation-window"
                value={`${w.start_time}/${w.end_time}`}
                checked={slot !== null && sameWindow(w, slot)}
                disabled={!fits}
                onChange={() => {
                  setSlot(w);
                  choose({ day, window: w, count });
                }}
                title={t('window', windowEnds(w.start_time, w.end_time))}
                testId="reservation-window"
              >
                <WindowRoom window={w} />
              </ChoiceCard>
            );
          })}
        </ChoiceGroup>
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
      <SubmitErrorDialog message={failure} onClose={() => setFailure(null)} />
    </section>
  );
}
