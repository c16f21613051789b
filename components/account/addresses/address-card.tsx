import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import type { Address } from '@/lib/contract/address';
import { toPersianDigits } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

type AddressCardProps = {
  address: Address;
  busy: boolean;
  onSetPreferred: () => void;
  onDelete: () => void;
};

export function AddressCard({ address, busy, onSetPreferred, onDelete }: AddressCardProps) {
  const formatToman = useFormatToman();
  const t = useTranslations('addresses.card');
  const receiver = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const headingId = `address-${address.id}-title`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
      data-testid="address-card"
      data-address-id={address.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-bold">
          {address.title}
        </h2>
        {address.is_preferred ? (
          <span
            className="rounded-md bg-primary px-2 py-0.5 text-xs font-bold text-on-primary"
            data-testid="address-preferred"
          >
            {t('preferred')}
          </span>
        ) : null}
      </div>
      <p>{address.address}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-text-muted">
        {address.number ? (
          <li>{t('number', { number: toPersianDigits(address.number) })}</li>
        ) : null}
        {address.postal_code ? (
          <li>{t('postalCode', { code: toPersianDigits(address.postal_code) })}</li>
        ) : null}
        {receiver ? <li>{t('receiver', { name: receiver })}</li> : null}
        <li data-testid="address-shipping">
          {address.shipping_price === null ? (
            <span className="text-danger">{t('outOfZone')}</span>
          ) : (
            t('shipping', { price: formatToman(address.shipping_price) })
          )}
        </li>
      </ul>
      <div className="flex flex-wrap gap-2">
        {address.is_preferred ? null : (
          <Button variant="secondary" size="sm" disabled={busy} onClick={onSetPreferred}>
            {t('setPreferred')}
          </Button>
        )}
        <Link
          href={`/profile/addresses/${address.id}`}
          className={buttonClasses('secondary', 'sm')}
          aria-describedby={headingId}
        >
          {t('edit')}
        </Link>
        <Button variant="danger" size="sm" onClick={onDelete} aria-describedby={headingId}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
