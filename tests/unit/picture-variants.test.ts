import { describe, expect, it } from 'vitest';
import { isPictureWidth, pictureSources } from '@/lib/site/picture-variants';

const NAME = '0123456789abcdef0123456789abcdef';

describe('pictureSources', () => {
  it('draws the demo SVGs and anything not an upload as they are', () => {
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

  it('knows only its own widths', () => {
    expect(isPictureWidth(320)).toBe(true);
    expect(isPictureWidth(321)).toBe(false);
  });
});
