'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId } from 'react';
import { ShopImage } from '@/components/ui/shop-image';
import { RETURN_MAX_PHOTOS } from '@/lib/contract/order-return';
import type { UploadResult } from '@/lib/contract/upload';
import { formatNumber } from '@/lib/format/digits';
import { useUploadPicture } from '@/queries/returns';

type Props = { photos: UploadResult[]; onChange: (photos: UploadResult[]) => void };

/** Up to three photos, each uploaded as it is chosen (POST /api/v1/upload) and kept by id. */
export function ReturnPhotosField({ photos, onChange }: Props) {
  const t = useTranslations('orders.return');
  const upload = useUploadPicture();
  const id = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await upload.mutateAsync(file);
    onChange([...photos, result.data]);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {t('photos')}
      </label>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <ShopImage
                src={photo.url}
                alt={t('photo', { number: formatNumber(index + 1) })}
                width={80}
                height={80}
                className="size-20 rounded-lg object-cover"
              />
              <button
                type="button"
                className="min-h-11 px-2 text-sm text-danger"
                onClick={() => onChange(photos.filter((kept) => kept.id !== photo.id))}
              >
                {t('removePhoto', { number: formatNumber(index + 1) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < RETURN_MAX_PHOTOS ? (
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => void choose(event).catch(() => undefined)}
          disabled={upload.isPending}
          className="min-h-11 text-sm"
          data-testid="return-photo-input"
        />
      ) : null}
      {upload.isPending ? <p role="status">{t('uploading')}</p> : null}
    </div>
  );
}
