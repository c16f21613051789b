'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { isApiFailure } from '@/lib/api/client';
import { handleApiError, LOGIN_PATH } from '@/lib/api/error-catalogue';
import { type WheelSpin, wheelPrizeWins } from '@/lib/contract/loyalty';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notify } from '@/lib/ui/toast';
import { useSpin, useWheel } from '@/queries/loyalty';
import { useIsCustomer } from '@/stores/user';
import { landingRotation, sliceAngle, wheelGradient } from './wheel-geometry';

/** How long the wheel turns; a reduced-motion user sees it settle at once. */
const SPIN_MS = 4_000;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * /wheel: the prizes on a wheel painted with a conic gradient. A spin asks
 * the server, which draws and applies the prize; the wheel then turns (a CSS
 * transition, none under prefers-reduced-motion) to land on that prize, and
 * the page says what was won and when the next spin is allowed.
 */
export function WheelScreen() {
  const t = useTranslations('loyalty.wheel');
  const common = useTranslations('loyalty');
  const wheel = useWheel();
  const spin = useSpin();
  const isCustomer = useIsCustomer();
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState(false);
  const [won, setWon] = useState<WheelSpin | null>(null);
  const [nextAt, setNextAt] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const prizes = won?.results ?? wheel.data?.results ?? [];
  const next = nextAt ?? wheel.data?.next_spin_at ?? null;

  const onSpin = async () => {
    setWon(null);
    try {
      const result = await spin.mutateAsync();
      const index = result.data.results.findIndex((prize) => prize.id === result.data.prize.id);
      const reduced = prefersReducedMotion();
      setTurning(true);
      setRotation((current) => landingRotation(current, index, result.data.results.length));
      timer.current = setTimeout(
        () => {
          setTurning(false);
          setWon(result.data);
          setNextAt(result.data.next_spin_at);
          // A prize is good news; a «پوچ» is said plainly, not in a success toast.
          const say = wheelPrizeWins(result.data.prize) ? notify.success : notify.message;
          if (result.msg) say(toPersianDigits(result.msg));
        },
        reduced ? 0 : SPIN_MS,
      );
    } catch (error) {
      if (isApiFailure(error) && error.status === 429) void wheel.refetch();
      handleApiError(error);
    }
  };

  if (wheel.isError) {
    return (
      <LoadFailed
        message={common('loadFailed')}
        retryLabel={common('retry')}
        onRetry={() => void wheel.refetch()}
      />
    );
  }
  if (!wheel.data) return <IslandSkeleton />;
  if (prizes.length === 0) return <p>{t('empty')}</p>;

  const slice = sliceAngle(prizes.length);
  const busy = spin.isPending || turning;

  return (
    <div className="flex flex-col items-center gap-6">
      <p className="text-center">
        {wheel.data.period_days > 1
          ? t('introDays', { days: formatNumber(wheel.data.period_days) })
          : t('intro')}
      </p>
      <div className="relative aspect-square w-full max-w-80">
        {/* The pointer, at the top, where the won slice comes to rest. */}
        <div
          aria-hidden="true"
          className="absolute top-0 z-10 h-0 w-0 border-x-[12px] border-t-[22px] border-x-transparent border-t-text"
          style={{ left: '50%', transform: 'translate(-50%, -4px)' }}
        />
        {/* The wheel turns inside a round clip: a turned square's corners would
            otherwise reach past the screen's edge and make the page scroll sideways. */}
        <div className="size-full overflow-hidden rounded-full shadow-lg">
          <div
            role="img"
            aria-label={t('prizes')}
            data-testid="wheel"
            data-rotation={rotation}
            className="relative size-full rounded-full border-4 border-surface-raised transition-transform duration-[4000ms] ease-[cubic-bezier(0.17,0.67,0.21,1)] motion-reduce:transition-none"
            style={{
              background: wheelGradient(prizes.map((p) => p.color)),
              transform: `rotate(${rotation}deg)`,
            }}
          >
            {prizes.map((prize, i) => (
              <span
                key={prize.id}
                aria-hidden="true"
                className="absolute w-20 text-center text-[0.7rem] leading-tight font-bold text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.7)]"
                style={{
                  left: '50%',
                  top: '50%',
                  // Centred on the wheel, turned to its slice, then moved out along it.
                  transform: `translate(-50%, -50%) rotate(${i * slice + slice / 2}deg) translateY(-6.5rem)`,
                }}
              >
                {prize.title}
              </span>
            ))}
          </div>
        </div>
      </div>
      <ul className="sr-only">
        {prizes.map((prize) => (
          <li key={prize.id}>{prize.title}</li>
        ))}
      </ul>
      <div aria-live="polite" className="flex flex-col items-center gap-2 text-center">
        {won ? (
          <p className="text-lg font-bold" data-testid="wheel-result">
            {t('result', { prize: won.prize.title })}
          </p>
        ) : null}
        {won?.coupon_code ? (
          <p data-testid="wheel-coupon">
            {t('couponLabel')}{' '}
            <bdi dir="ltr" className="font-mono" data-testid="wheel-coupon-code">
              {toPersianDigits(won.coupon_code)}
            </bdi>
          </p>
        ) : null}
        {isCustomer && !turning ? (
          <p data-testid="wheel-next">
            {next ? t('nextAt', { date: formatJalaliDate(next) }) : t('canSpin')}
          </p>
        ) : null}
      </div>
      {isCustomer ? (
        <Button
          onClick={() => void onSpin()}
          disabled={busy || next !== null}
          data-testid="wheel-spin"
        >
          {busy ? t('spinning') : t('spin')}
        </Button>
      ) : (
        <Link href={`${LOGIN_PATH}?next=/wheel`} className={buttonClasses('primary')}>
          {t('login')}
        </Link>
      )}
    </div>
  );
}
