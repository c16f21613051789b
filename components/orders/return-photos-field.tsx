'use client';

import { useTranslations } from 'next-intl';
import { type ChosenPhoto, PhotosField } from '@/components/ui/photos-field';
import { RETURN_MAX_PHOTOS } from '@/lib/contract/order-return';

type Props = { photos: ChosenPhoto[]; onChange: (photos: ChosenPhoto[]) => void };

/** A return's photos of the goods, up to three. */
export function ReturnPhotosField({ photos, onChange }: Props) {
  const t = useTranslations('orders.return');
  return (
    <PhotosField
      photos={photos}
      onChange={onChange}
      max={RETURN_MAX_PHOTOS}
      labels={{
        title: t('photos'),
        photo: t.raw('photo'),
        remove: t.raw('removePhoto'),
        uploading: t('uploading'),
      }}
      testId="return-photo-input"
    />
  );
}
