import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ShopImage } from '@/components/ui/shop-image';
import type { Gift } from '@/lib/contract/loyalty';
import { formatNumber } from '@/lib/format/digits';

/** A gift in the list: picture, name, points, and whether any are left. */
export function GiftCard({ gift }: { gift: Gift }) {
  const t = useTranslations('loyalty');
  return (
    <li data-testid="gift-card">
      <Link
        href={`/gifts/${gift.id}`}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-raised hover:border-primary"
      >
        {gift.image ? (
          <ShopImage
            src={gift.image}
            alt=""
            width={600}
            height={600}
            className="aspect-square w-full object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="font-semibold">{gift.title}</p>
          <p className="text-primary" data-testid="gift-points">
            {t('points', { points: formatNumber(gift.points) })}
          </p>
          {gift.in_stock ? null : <p className="text-sm text-danger">{t('gifts.outOfStock')}</p>}
        </div>
      </Link>
    </li>
  );
}
