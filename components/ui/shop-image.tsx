import type { ComponentProps } from 'react';
import { preload } from 'react-dom';
import { demoSrcSet, PICTURE_MIME, pictureSources } from '@/lib/site/picture-variants';

type Props = Omit<
  ComponentProps<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'fetchPriority' | 'srcSet'
> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * The page's largest paint: fetched at once, first, and announced in the
   * head (a preload) before the browser reaches the picture in the body.
   */
  priority?: boolean;
};

/**
 * The shop's pictures, as plain <img> with their size (no layout shift), lazy
 * unless they are the page's largest paint. next/image would have cost a client
 * component per picture (the home page hydrated eighty of them on a phone).
 * A demo picture (SVG) keeps its address as `src` and is offered as WebP
 * copies in `srcset`, except the page's largest paint, drawn as the SVG itself
 * (see lib/site/picture-variants); an uploaded raster picture
 * is offered as AVIF and WebP copies at card widths, and `sizes` (how wide it
 * is drawn) lets the browser take the smallest copy that fills it.
 */
export function ShopImage({
  alt,
  priority = false,
  loading = priority ? 'eager' : 'lazy',
  decoding = 'async',
  sizes,
  ...props
}: Props) {
  // Left out rather than 'auto' (the default), and rather than an undefined prop,
  // which the RSC payload still spells out ("$undefined") on every card.
  const fetchPriority: Pick<ComponentProps<'img'>, 'fetchPriority'> = priority
    ? { fetchPriority: 'high' }
    : {};
  const image = (copies?: Pick<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'>) => (
    // biome-ignore lint/performance/noImgElement: the one place the shop draws a picture, on purpose (see above)
    <img
      alt={alt}
      loading={loading}
      {...fetchPriority}
      decoding={decoding}
      {...props}
      {...copies}
    />
  );
  const fit = sizes ?? `(max-width: ${props.width}px) 100vw, ${props.width}px`;
  const sources = pictureSources(props.src, props.width);
  if (!sources) {
    if (priority) {
      preload(props.src, { as: 'image', fetchPriority: 'high' });
      return image();
    }
    const demo = demoSrcSet(props.src, props.width);
    return demo ? image({ src: props.src, srcSet: demo, sizes: fit }) : image();
  }
  // Every browser the shop supports decodes AVIF; the preload names its type so one that does not skips it.
  if (priority) {
    preload(sources.largest.avif, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: sources.srcSet.avif,
      imageSizes: fit,
      type: PICTURE_MIME.avif,
    });
  }
  return (
    // `contents`: the picture element adds no box, so the <img> lays out as before.
    <picture className="contents">
      <source type={PICTURE_MIME.avif} srcSet={sources.srcSet.avif} sizes={fit} />
      {image({ src: sources.largest.webp, srcSet: sources.srcSet.webp, sizes: fit })}
    </picture>
  );
}
