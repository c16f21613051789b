'use client';

import { type ChangeEvent, useId } from 'react';
import { formatNumber } from '@/lib/format/digits';
import { useUploadPicture } from '@/queries/upload';
import { ShopImage } from './shop-image';

export type PhotosFieldLabels = {
  title: string;
  /** "عکس {number}": each photo's name. */
  photo: string;
  /** "حذف عکس {number}". */
  remove: string;
  uploading: string;
};

/** A photo chosen so far: an upload's id and address. */
export type ChosenPhoto = { id: number; url: string };

type Props = {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  max: number;
  labels: PhotosFieldLabels;
  /** The file input's test id. */
  testId: string;
};

const numbered = (template: string, index: number) =>
  template.replace('{number}', formatNumber(index + 1));

/** Up to `max` photos, each uploaded as it is chosen (POST /api/v1/upload) and kept by id. */
export function PhotosField({ photos, onChange, max, labels, testId }: Props) {
  const upload = useUploadPicture();
  const id = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await upload.mutateAsync(file);
    onChange([...photos, { id: result.data.id, url: result.data.url }]);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {labels.title}
      </label>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <ShopImage
                src={photo.url}
                alt={numbered(labels.photo, index)}
                width={80}
                height={80}
                className="size-20 rounded-lg object-cover"
              />
              <button
                type="button"
                className="min-h-11 px-2 text-sm text-danger"
                onClick={() => onChange(photos.filter((kept) => kept.id !== photo.id))}
              >
                {numbered(labels.remove, index)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < max ? (
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => void choose(event).catch(() => undefined)}
          disabled={upload.isPending}
          className="min-h-11 text-sm"
          data-testid={testId}
        />
      ) : null}
      {upload.isPending ? <p role="status">{labels.uploading}</p> : null}
    </div>
  );
}
