import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';

const MAX_STARS = 5;

type StarsProps = {
  /** The average, 0–5. */
  value: number;
  /** How many ratings it averages; shown when given. */
  count?: number;
  className?: string;
};

/**
 * A read-only star rating with a spoken summary («امتیاز ۴٫۵ از ۵»). The five
 * stars are one element (a star mask over a two-colour fill, see globals.css):
 * a list of cards shows hundreds of ratings, and thirty SVG nodes each made
 * the home page's DOM five times larger than it needed to be.
 */
export function Stars({ value, count, className = '' }: StarsProps) {
  const t = useTranslations('common');
  const clamped = Math.min(MAX_STARS, Math.max(0, value));
  const rounded = Math.round(clamped * 10) / 10;
  const label = t('rating', { value: toPersianDigits(rounded.toString().replace('.', '٫')) });
  const fill = { '--rating-fill': `${(clamped / MAX_STARS) * 100}%` } as CSSProperties;
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span role="img" aria-label={label} className="rating-stars" style={fill} />
      {count !== undefined ? (
        <span className="text-sm text-text-muted">
          ({t('ratingCount', { count: formatNumber(count) })})
        </span>
      ) : null}
    </span>
  );
}
