import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';

const MAX_STARS = 5;
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

function StarIcon({ fill, clipId }: { fill: number; clipId: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          {/* Stars fill from the start side, which is the right in RTL. */}
          <rect x={24 - 24 * fill} y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} className="fill-surface-muted stroke-text-muted" strokeWidth="1" />
      <path d={STAR_PATH} className="fill-accent" clipPath={`url(#${clipId})`} />
    </svg>
  );
}

type StarsProps = {
  /** The average, 0–5. */
  value: number;
  /** How many ratings it averages; shown when given. */
  count?: number;
  className?: string;
};

/** A read-only star rating with a spoken summary («امتیاز ۴٫۵ از ۵»). */
export function Stars({ value, count, className = '' }: StarsProps) {
  const t = useTranslations('common');
  const id = useId();
  const clamped = Math.min(MAX_STARS, Math.max(0, value));
  const rounded = Math.round(clamped * 10) / 10;
  const label = t('rating', { value: toPersianDigits(rounded.toString().replace('.', '٫')) });
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span role="img" aria-label={label} className="inline-flex gap-0.5">
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <StarIcon
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are fixed positions
            key={`${id}-${i + 1}`}
            clipId={`${id}-star-${i + 1}`}
            fill={Math.min(1, Math.max(0, clamped - i))}
          />
        ))}
      </span>
      {count !== undefined ? (
        <span className="text-sm text-text-muted">
          ({t('ratingCount', { count: formatNumber(count) })})
        </span>
      ) : null}
    </span>
  );
}
