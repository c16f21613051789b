import { useTranslations } from 'next-intl';

export type SkeletonType = 'card' | 'list' | 'pulse';

type SkeletonProps = {
  /** The shop's configured placeholder style (app config skeletonType). */
  type: SkeletonType;
  count?: number;
  className?: string;
};

const block = 'rounded-md bg-surface-muted';

function CardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-3">
      <div className={`${block} aspect-square w-full`} />
      <div className={`${block} h-4 w-3/4`} />
      <div className={`${block} h-4 w-1/2`} />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border p-3">
      <div className={`${block} size-16 shrink-0`} />
      <div className="flex flex-1 flex-col gap-2">
        <div className={`${block} h-4 w-2/3`} />
        <div className={`${block} h-4 w-1/3`} />
      </div>
    </div>
  );
}

function PulseSkeleton() {
  return <div className={`${block} h-5 w-full`} />;
}

const shapes = { card: CardSkeleton, list: ListSkeleton, pulse: PulseSkeleton } as const;

const layouts: Record<SkeletonType, string> = {
  card: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4',
  list: 'flex flex-col gap-3',
  pulse: 'flex flex-col gap-2',
};

/** Placeholders while content loads; announced once as «در حال بارگذاری…». */
export function Skeleton({ type, count = 1, className = '' }: SkeletonProps) {
  const t = useTranslations('common');
  const Shape = shapes[type];
  return (
    <div role="status" aria-live="polite" className={`${layouts[type]} ${className}`}>
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
          key={`skeleton-${type}-${i + 1}`}
          aria-hidden="true"
          className="animate-pulse motion-reduce:animate-none"
        >
          <Shape />
        </div>
      ))}
    </div>
  );
}
