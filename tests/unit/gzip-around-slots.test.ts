import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER, paddedOrigin } from '@/lib/site/origin-placeholder.mjs';
import { gzipAroundSlots, slottedGzipBody } from '@/server/front/gzip-around-slots.mjs';
import { cutAtPlaceholders, joinPlaceholders } from '@/server/front/placeholders.mjs';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const ORIGIN = ORIGIN_PLACEHOLDER;

/**
 * A page like a listing: Persian product cards, and every fiftieth one followed
 * by a script with its nonce (a real home page holds about 40 in 216 KB).
 */
function page(rows: number): string {
  const row = (i: number) =>
    `<li class="card"><a href="/product/${i}/gaz-${i * 7}">گز لقمه‌ای پسته‌ای ${i * 13} گرمی</a><span>${(i * 7919) % 1_000_000} تومان</span></li>${
      i % 50 === 0
        ? `<script nonce="${NONCE}">self.__next_f.push([1,"${i}:{\\"nonce\\":\\"${NONCE}\\"}"])</script>`
        : ''
    }${i % 100 === 0 ? `<link href="${ORIGIN}/category/${i}">` : ''}`;
  return `<html dir="rtl"><head><link rel="canonical" href="${ORIGIN}/"></head><body><ul>${Array.from({ length: rows }, (_, i) => row(i)).join('')}</ul></body></html>`;
}

const fresh = (nonce: string, origin: string) =>
  new Map([
    [NONCE, Buffer.from(nonce)],
    [ORIGIN, Buffer.from(origin)],
  ]);

describe('a page compressed once around its slots', () => {
  it('unpacks to the page with each response’s values, near the size of a whole compression', async () => {
    const html = page(1500);
    const cut = cutAtPlaceholders(html, [NONCE, ORIGIN]);
    const slotted = await gzipAroundSlots(cut);
    expect(slotted).not.toBeNull();
    if (!slotted) return;
    for (const [nonce, origin] of [
      ['bm9uY2Utb25lLW9uZS1vbg==', paddedOrigin('http://127.0.0.1:3917') ?? ''],
      ['dHdvLXR3by10d28tdHdvLQ==', paddedOrigin('http://localhost:3917') ?? ''],
    ] as const) {
      expect(origin.length).toBe(ORIGIN.length);
      const body = slottedGzipBody(cut, slotted, fresh(nonce, origin));
      expect(body).not.toBeNull();
      const expected = joinPlaceholders(cut, [
        { from: NONCE, to: nonce },
        { from: ORIGIN, to: origin },
      ]);
      expect(gunzipSync(body ?? Buffer.alloc(0)).equals(expected)).toBe(true);
      // What a slot costs: its own bytes, stored as they are, and a block's framing.
      const slotsCost = cut.slots.reduce((sum, slot) => sum + Buffer.byteLength(slot) + 32, 0);
      expect(body?.length ?? 0).toBeLessThan(gzipSync(expected).length + slotsCost);
    }
  });

  it('refuses a value of another length, a page too small to gain and one holding a stand-in byte', async () => {
    const cut = cutAtPlaceholders(page(50), [NONCE, ORIGIN]);
    const slotted = await gzipAroundSlots(cut);
    if (!slotted) throw new Error('the page should compress');
    expect(slottedGzipBody(cut, slotted, fresh('short', ORIGIN))).toBeNull();
    expect(
      await gzipAroundSlots(cutAtPlaceholders(`<p nonce="${NONCE}">x</p>`, [NONCE])),
    ).toBeNull();
    const odd = cutAtPlaceholders(`${page(50)}\u0001`, [NONCE, ORIGIN]);
    expect(await gzipAroundSlots(odd)).toBeNull();
  });
});
