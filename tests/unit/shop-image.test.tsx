import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopImage } from '@/components/ui/shop-image';

const NAME = '0123456789abcdef0123456789abcdef';

describe('ShopImage', () => {
  it('offers a demo SVG as WebP copies under its own address, lazily', () => {
    const html = renderToStaticMarkup(
      <ShopImage
        src="/images/products/pizza-1-1.svg"
        alt="پیتزا"
        width={600}
        height={600}
        sizes="10rem"
      />,
    );
    expect(html).toBe(
      '<img alt="پیتزا" loading="lazy" decoding="async" src="/images/products/pizza-1-1.svg" width="600" height="600" srcSet="/images/products/pizza-1-1@320.webp 320w, /images/products/pizza-1-1@640.webp 640w" sizes="10rem"/>',
    );
  });

  it('draws a demo SVG that is the largest paint as it is, preloaded under its address', () => {
    const html = renderToStaticMarkup(
      <ShopImage src="/images/banners/gaz-1.svg" alt="" width={1200} height={400} priority />,
    );
    expect(html).not.toContain('srcSet');
    expect(html).toContain('src="/images/banners/gaz-1.svg"');
  });

  it('offers an upload as AVIF then WebP copies sized to how wide it is drawn', () => {
    const html = renderToStaticMarkup(
      <ShopImage
        src={`/api/v1/upload/${NAME}.jpg`}
        alt="عکس"
        width={160}
        height={160}
        sizes="10rem"
      />,
    );
    const copies = (format: string) =>
      `/api/v1/upload/${NAME}/160.${format} 160w, /api/v1/upload/${NAME}/320.${format} 320w`;
    expect(html).toContain(`<source type="image/avif" srcSet="${copies('avif')}" sizes="10rem"/>`);
    expect(html).toContain(`src="/api/v1/upload/${NAME}/320.webp"`);
    expect(html).toContain(`srcSet="${copies('webp')}" sizes="10rem"`);
    expect(html).toMatch(/^<picture class="contents">.*<\/picture>$/);
  });

  it('fetches the largest paint at once and first', () => {
    const html = renderToStaticMarkup(
      <ShopImage src="/images/banners/gaz-1.svg" alt="" width={1200} height={400} priority />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
