import { getTranslations } from 'next-intl/server';
import { ShopImage } from '@/components/ui/shop-image';
import { formatNumber } from '@/lib/format/digits';

type Props = { images: string[]; name: string };

/**
 * The product's images in a row that scrolls with snap points; the thumbnails
 * are in-page links to each image, so it works without script. The first image
 * is the page's largest paint, so it is fetched first and never lazily.
 */
export async function Gallery({ images, name }: Props) {
  const t = await getTranslations('product.gallery');
  const many = images.length > 1;
  return (
    <section aria-label={t('label')} className="flex flex-col gap-2">
      {/* Focusable so the row can be scrolled from the keyboard. */}
      <ul
        tabIndex={many ? 0 : undefined}
        aria-label={t('images')}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl border border-border bg-surface-muted [scrollbar-width:none]"
      >
        {images.map((src, index) => (
          <li key={src} id={`product-image-${index + 1}`} className="w-full shrink-0 snap-center">
            <ShopImage
              src={src}
              alt={
                many
                  ? t('alt', {
                      name,
                      index: formatNumber(index + 1),
                      total: formatNumber(images.length),
                    })
                  : name
              }
              width={600}
              height={600}
              priority={index === 0}
              // Full width on a phone, half the page's 72rem beside the details on a desktop.
              sizes="(min-width: 1024px) 36rem, 100vw"
              className="aspect-square h-auto w-full object-contain"
            />
          </li>
        ))}
      </ul>
      {many && (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((src, index) => (
            <li key={src} className="shrink-0">
              <a
                href={`#product-image-${index + 1}`}
                className="block overflow-hidden rounded-lg border border-border hover:border-primary"
              >
                <ShopImage
                  src={src}
                  alt={t('show', { index: formatNumber(index + 1) })}
                  width={64}
                  height={64}
                  className="size-16 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
