import { describe, expect, it } from 'vitest';
import {
  demoSrcSet,
  isPictureWidth,
  parseDemoVariant,
  pictureSources,
} from '@/lib/site/picture-variants';

const NAME = '0123456789abcdef0123456789abcdef';

describe('pictureSources', () => {
  it('offers no upload copies of the demo SVGs or anything not an upload', () => {
    expect(pictureSources('/images/products/pizza-1-1.svg', 600)).toBeNull();
    expect(pictureSources(`/api/v1/upload/${NAME}.gif`, 600)).toBeNull();
    expect(pictureSources(`https://elsewhere.example/api/v1/upload/${NAME}.jpg`, 600)).toBeNull();
  });

  it('offers an upload in AVIF and WebP at the fixed widths up to twice its drawn width', () => {
    const sources = pictureSources(`/api/v1/upload/${NAME}.jpg`, 160);
    expect(sources).toEqual({
      srcSet: {
        avif: `/api/v1/upload/${NAME}/160.avif 160w, /api/v1/upload/${NAME}/320.avif 320w`,
        webp: `/api/v1/upload/${NAME}/160.webp 160w, /api/v1/upload/${NAME}/320.webp 320w`,
      },
      largest: {
        avif: `/api/v1/upload/${NAME}/320.avif`,
        webp: `/api/v1/upload/${NAME}/320.webp`,
      },
    });
    // A 600 px card on a dense screen: every width, the largest 1280.
    expect(pictureSources(`/api/v1/upload/${NAME}.png`, 600)?.largest.webp).toBe(
      `/api/v1/upload/${NAME}/1280.webp`,
    );
  });

  it('offers a demo SVG as two WebP copies sized to a card or a banner', () => {
    expect(demoSrcSet('/images/products/pizza-1-1.svg', 600)).toBe(
      '/images/products/pizza-1-1@320.webp 320w, /images/products/pizza-1-1@640.webp 640w',
    );
    expect(demoSrcSet('/images/posters/bread.cheese-3.svg', 1200)).toBe(
      '/images/posters/bread.cheese-3@640.webp 640w, /images/posters/bread.cheese-3@1280.webp 1280w',
    );
    expect(demoSrcSet(`/api/v1/upload/${NAME}.jpg`, 600)).toBeNull();
    expect(demoSrcSet('https://elsewhere.example/images/products/pizza-1-1.svg', 600)).toBeNull();
  });

  it("reads a demo copy's name back, at the offered widths only", () => {
    expect(parseDemoVariant('pizza-1-1@320.webp')).toEqual({ svg: 'pizza-1-1.svg', width: 320 });
    expect(parseDemoVariant('bread.cheese-3@1280.webp')).toEqual({
      svg: 'bread.cheese-3.svg',
      width: 1280,
    });
    expect(parseDemoVariant('pizza-1-1@321.webp')).toBeNull();
    expect(parseDemoVariant('pizza-1-1.svg')).toBeNull();
  });

  it('knows only its own widths', () => {
    expect(isPictureWidth(320)).toBe(true);
    expect(isPictureWidth(321)).toBe(false);
  });
});
