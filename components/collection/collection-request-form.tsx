'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { LoadFailed } from '@/components/ui/load-failed';
import { notifySuccess } from '@/lib/api/error-catalogue';
import {
  iranWeekdayOf,
  repeatWeekdays,
  weekdaysOffering,
  windowKey,
  windowsOfDay,
} from '@/lib/collection/form-rules';
import { COLLECTIONS_PATH } from '@/lib/collection/paths';
import type { Branch } from '@/lib/contract/branch';
import { tabOfStatus } from '@/lib/contract/order-status';
import { formatNumber } from '@/lib/format/digits';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { useAddresses } from '@/queries/address';
import { useCollectionOptions, useCreateCollectionRequest } from '@/queries/collection';
import { setOrderTab } from '@/stores/orders';
import { CollectionFrequency } from './collection-frequency';
import { CollectionPlaceChoice, type PlaceChoice, placeOf } from './collection-place-choice';
import { PickupDayCalendar } from './pickup-day-calendar';

export type CollectionProduct = { id: number; name: string; final_price: number };

type Props = { product: CollectionProduct; branches: Branch[] };

const MAX_COUNT = 99;

/**
 * A collection request for one collection product: how many, where (a branch,
 * or the driver to one of the customer's addresses), the first pickup day on a
 * Jalali calendar, its window, and once or every week on chosen weekdays.
 * Only what the place offers can be chosen; the server checks it all again.
 */
export function CollectionRequestForm({ product, branches }: Props) {
  const t = useTranslations('collection.form');
  const formatToman = useFormatToman();
  const router = useRouter();
  const dayLabelId = useId();

  const [count, setCount] = useState(1);
  const [placeChoice, setPlaceChoice] = useState<PlaceChoice>({
    deliveryType: 'pickup',
    branchId: branches[0]?.id ?? null,
    addressId: null,
  });
  const [day, setDay] = useState<string | null>(null);
  const [windowChoice, setWindowChoice] = useState<string | null>(null);
  const [repeat, setRepeat] = useState(false);
  const [chosenWeekdays, setChosenWeekdays] = useState<Set<number>>(new Set());
  const [description, setDescription] = useState('');

  const addresses = useAddresses();
  const place = placeOf(placeChoice, addresses.data ?? []);
  const options = useCollectionOptions(place);
  const create = useCreateCollectionRequest();

  const dayWindows = options.data ? windowsOfDay(options.data, day) : [];
  const window = dayWindows.find((item) => windowKey(item) === windowChoice) ?? null;
  const offering = options.data ? weekdaysOffering(options.data, window) : new Set<number>();
  const firstWeekday = day ? iranWeekdayOf(day) : null;
  const weekdays = repeatWeekdays(chosenWeekdays, offering, day);

  // A new place offers other days and windows: what was chosen there no longer holds.
  const resetTime = () => {
    setDay(null);
    setWindowChoice(null);
  };

  const toggleWeekday = (weekday: number) => {
    setChosenWeekdays((current) => {
      const next = new Set(current);
      if (next.has(weekday)) next.delete(weekday);
      else next.add(weekday);
      return next;
    });
  };

  const ready = place !== null && day !== null && window !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !place) return;
    create.mutate(
      {
        products: [{ product_id: product.id, count }],
        pickup_date: day,
        start_time: window.start_time,
        end_time: window.end_time,
        repeat,
        weekdays: repeat ? weekdays : [],
        ...place,
        description,
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.msg);
          setOrderTab(tabOfStatus(result.data.status));
          router.push(COLLECTIONS_PATH);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" data-testid="collection-form">
      <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4">
        <h2 className="text-lg font-bold">{t('product')}</h2>
        <p className="font-medium" data-testid="collection-product">
          {product.name}
        </p>
        <p className="text-sm text-text-muted">
          {t('unitPrice', { price: formatToman(product.final_price) })}
        </p>
        <div className="flex items-center gap-3">
          <span id={`${dayLabelId}-count`}>{t('count')}</span>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('decrease')}
            disabled={count <= 1}
            onClick={() => setCount((value) => Math.max(1, value - 1))}
          >
            −
          </Button>
          <output
            aria-labelledby={`${dayLabelId}-count`}
            aria-live="polite"
            className="min-w-8 text-center text-lg font-bold"
            data-testid="collection-count"
          >
            {formatNumber(count)}
          </output>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('increase')}
            disabled={count >= MAX_COUNT}
            onClick={() => setCount((value) => Math.min(MAX_COUNT, value + 1))}
          >
            +
          </Button>
        </div>
      </section>

      <CollectionPlaceChoice
        branches={branches}
        choice={placeChoice}
        addresses={addresses.data}
        onChange={(next) => {
          setPlaceChoice(next);
          resetTime();
        }}
      />

      <section className="flex flex-col gap-3">
        <h2 id={dayLabelId} className="text-lg font-bold">
          {t('day')}
        </h2>
        <p className="text-sm text-text-muted">{t('dayHint')}</p>
        {options.isError ? (
          <LoadFailed
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void options.refetch()}
          />
        ) : options.data ? (
          <PickupDayCalendar
            days={options.data.days}
            value={day}
            labelledBy={dayLabelId}
            onChange={(chosen) => {
              setDay(chosen);
              setWindowChoice(null);
            }}
          />
        ) : place ? (
          <p className="text-sm text-text-muted">{t('loading')}</p>
        ) : null}
        <p aria-live="polite" data-testid="collection-chosen-day">
          {day
            ? t('chosenDay', { day: `${formatWeekday(day)} ${formatJalaliDate(day)}` })
            : t('noDay')}
        </p>
      </section>

      <ChoiceGroup legend={t('window')} testId="collection-windows">
        {day === null ? (
          <p className="text-sm text-text-muted">{t('chooseDayFirst')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            {dayWindows.map((item) => (
              <ChoiceCard
                key={windowKey(item)}
                name="collection-window"
                value={windowKey(item)}
                checked={windowChoice === windowKey(item)}
                onChange={() => setWindowChoice(windowKey(item))}
                title={t('windowValue', windowEnds(item.start_time, item.end_time))}
              />
            ))}
          </div>
        )}
      </ChoiceGroup>

      <CollectionFrequency
        repeat={repeat}
        onRepeat={setRepeat}
        weekdays={{
          first: firstWeekday,
          chosen: chosenWeekdays,
          offering,
          windowChosen: window !== null,
        }}
        onToggleWeekday={toggleWeekday}
      />

      <label className="flex flex-col gap-1">
        <span>{t('description')}</span>
        <textarea
          value={description}
          maxLength={500}
          rows={2}
          onChange={(event) => setDescription(event.target.value)}
          className="rounded-lg border border-border bg-surface-raised p-3"
        />
      </label>

      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4">
        <p className="font-bold" data-testid="collection-total">
          {t('total', { price: formatToman(product.final_price * count) })}
        </p>
        <p className="text-sm text-text-muted">{t('payAtPickup')}</p>
        {!ready ? <p className="text-sm text-text-muted">{t('incomplete')}</p> : null}
        <Button type="submit" disabled={!ready || create.isPending} data-testid="collection-submit">
          {create.isPending ? t('submitting') : t('submit')}
        </Button>
        <Link href={COLLECTIONS_PATH} className={buttonClasses('ghost', 'sm', 'self-start')}>
          {t('back')}
        </Link>
      </div>
    </form>
  );
}
