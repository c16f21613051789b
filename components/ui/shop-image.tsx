import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * The shop's pictures, as plain <img> with their size (no layout shift), lazy
 * unless told otherwise. The images are served as they are (images.unoptimized),
 * so next/image brought no resizing, only a client component per picture: the
 * home page hydrated eighty of them on a phone for nothing.
 */
export function ShopImage({ alt, loading = 'lazy', decoding = 'async', ...props }: Props) {
  // biome-ignore lint/performance/noImgElement: the one place the shop draws a picture, on purpose (see above)
  return <img alt={alt} loading={loading} decoding={decoding} {...props} />;
}
