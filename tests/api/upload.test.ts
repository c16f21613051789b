import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadList, uploadResult } from '@/lib/contract/upload';
import { createApp } from '@/server/app';
import { uploads } from '@/server/db/schema';
import { noteAnswered } from '../helpers/answered-calls';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  insertPeopleFixture,
  msgOf,
  okData,
  PEOPLE_TOKENS,
} from '../helpers/people-fixture';
import { type CallResult, createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;
let dir: string;
const saved = process.env.UPLOAD_DIR;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-uploads-'));
  process.env.UPLOAD_DIR = dir;
  t = await createTestApp();
  await insertPeopleFixture(t.db);
  app = createApp({ getDb: async () => t.db, checkAnswers: true, onCheckedAnswer: noteAnswered });
});
afterAll(async () => {
  process.env.UPLOAD_DIR = saved;
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

const A = PEOPLE_TOKENS.customerA;
const B = PEOPLE_TOKENS.customerB;

async function send(
  part: { bytes: Uint8Array; type?: string; name?: string } | null,
  token: string = A,
  field = 'file',
): Promise<CallResult> {
  const form = new FormData();
  if (part) {
    form.append(
      field,
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? '' }),
      part.name ?? 'picture',
    );
  }
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await app.request('/api/v1/upload', { method: 'POST', body: form, headers });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), headers: response.headers };
}

const base = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

/** A real JPEG from a camera that tells too much: owner and where it was taken. */
async function jpegWithGps(): Promise<Buffer> {
  return base()
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-camera-owner', Make: 'Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 38/1 39/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '51/1 40/1 2/1',
      },
    })
    .toBuffer();
}

async function rowCount() {
  const [row] = await t.db.select({ n: count() }).from(uploads);
  return row?.n ?? 0;
}

async function stored() {
  return (await readdir(dir)).length;
}

describe('POST /api/v1/upload', () => {
  it('takes customers only', async () => {
    const bytes = await base().png().toBuffer();
    expectFailure(await send({ bytes, type: 'image/png', name: 'a.png' }, ''), 401);
    expectFailure(
      await send({ bytes, type: 'image/png', name: 'a.png' }, PEOPLE_TOKENS.guest),
      403,
    );
    expectFailure(
      await send({ bytes, type: 'image/png', name: 'a.png' }, PEOPLE_TOKENS.staff),
      403,
    );
    expect(await rowCount()).toBe(0);
  });

  it('re-encodes a JPEG without its EXIF and GPS, and serves it with safe headers', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes('secret-camera-owner')).toBe(true);

    const res = await send({ bytes: original, type: 'image/jpeg', name: 'IMG_2041.JPG' });
    expect(msgOf(res)).toMatch(/[\u0600-\u06ff]/);
    const data = okData(res, uploadResult);
    expect(data).toMatchObject({ content_type: 'image/jpeg', width: 64, height: 48 });
    expect(data.url).toMatch(/^\/api\/v1\/upload\/[0-9a-f]{32}\.jpg$/);

    const served = await app.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(
      /^inline; filename="[0-9a-f]{32}\.jpg"$/,
    );
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(data.size);
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(bytes.includes('secret-camera-owner')).toBe(false);
    expect(bytes.includes('GPS')).toBe(false);
  });

  it('takes PNG and WebP in their own format, and shrinks a huge side to 2048 px', async () => {
    const png = okData(
      await send({
        bytes: await base(3000, 1000).png().toBuffer(),
        type: 'image/png',
        name: 'x.png',
      }),
      uploadResult,
    );
    expect(png).toMatchObject({ content_type: 'image/png', width: 2048, height: 683 });
    const webp = okData(
      await send({ bytes: await base().webp().toBuffer(), name: 'x.webp' }),
      uploadResult,
    );
    expect(webp.content_type).toBe('image/webp');
    // Another field name is taken when the form holds just the one file.
    const named = okData(
      await send({ bytes: await base().png().toBuffer(), type: 'image/png' }, A, 'image'),
      uploadResult,
    );
    expect(named.content_type).toBe('image/png');
    expect(webp.url).toMatch(/\.webp$/);
  });

  it('refuses files that lie about their type, are not pictures, are damaged or too big: Persian 400, nothing stored', async () => {
    const rows = await rowCount();
    const files = await stored();
    const png = await base().png().toBuffer();
    const jpeg = await base().jpeg().toBuffer();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases = [
      { bytes: png, type: 'image/jpeg', name: 'a.jpg' },
      { bytes: png, type: 'image/png', name: 'a.jpg' },
      { bytes: jpeg, type: 'text/html', name: 'a.jpg' },
      { bytes: jpeg, type: 'image/jpeg', name: 'a.html' },
      { bytes: html, type: 'image/jpeg', name: 'a.jpg' },
      { bytes: svg, type: 'image/svg+xml', name: 'a.svg' },
      { bytes: svg, type: 'image/png', name: 'a.png' },
      // JPEG magic numbers and then nothing a decoder can read.
      {
        bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]),
        type: 'image/jpeg',
        name: 'a.jpg',
      },
      { bytes: jpeg.subarray(0, 200), type: 'image/jpeg', name: 'cut.jpg' },
      { bytes: new Uint8Array(6 * 1024 * 1024).fill(0xff), type: 'image/jpeg', name: 'big.jpg' },
      { bytes: new Uint8Array(0), type: 'image/png', name: 'empty.png' },
    ];
    for (const part of cases) {
      const res = await send(part);
      expectBadRequest(res, 'file');
    }
    expectBadRequest(await send(null));
    const two = new FormData();
    two.append('a', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    two.append('b', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const ambiguous = await app.request('/api/v1/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${A}` },
      body: two,
    });
    expect(ambiguous.status).toBe(400);
    const json = await app.request('/api/v1/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${A}`, 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(json.status).toBe(400);
    expect(await rowCount()).toBe(rows);
    expect(await stored()).toBe(files);
  });
});

describe('served pictures and the caller’s own list', () => {
  it('an unknown or malformed name is a 404', async () => {
    for (const path of [
      '/api/v1/upload/00000000000000000000000000000000.jpg',
      '/api/v1/upload/..%2F..%2Fetc%2Fpasswd',
      '/api/v1/upload/abc.jpg',
    ]) {
      const res = await app.request(path);
      expect([400, 404]).toContain(res.status);
    }
  });

  it('serves a card-sized copy in AVIF or WebP at the asked width, immutable, and only at the offered widths', async () => {
    const photo = okData(
      await send({ bytes: await base(1600, 1200).jpeg().toBuffer(), type: 'image/jpeg' }),
      uploadResult,
    );
    const stem = photo.url.replace(/\.jpg$/, '');
    for (const [variant, type, format, width] of [
      ['320.avif', 'image/avif', 'heif', 320],
      ['480.webp', 'image/webp', 'webp', 480],
    ] as const) {
      // Twice: made on the first request, read back from disk on the second.
      for (const round of [1, 2]) {
        const res = await app.request(`${stem}/${variant}`);
        expect(res.status, `${variant} round ${round}`).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.format).toBe(format);
        expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
      }
    }
    expect((await app.request(photo.url)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const variant of ['333.webp', '320.gif', '320.jpg', '99999.avif']) {
      expect([400, 404]).toContain((await app.request(`${stem}/${variant}`)).status);
    }
    expect(
      (await app.request('/api/v1/upload/00000000000000000000000000000000/320.webp')).status,
    ).toBe(404);
    okData(
      await t.call('POST', `/api/v1/app/uploads/${photo.id}/delete`, { token: A }),
      z.object({ id: z.number() }),
    );
    expect((await app.request(`${stem}/320.avif`)).status).toBe(404);
    expect(await readdir(join(dir, 'variants'))).toEqual([]);
  });

  it('lists and deletes only the caller’s own', async () => {
    const mine = okData(
      await send({ bytes: await base().png().toBuffer(), type: 'image/png', name: 'me.png' }),
      uploadResult,
    );
    const listA = okData(await t.call('GET', '/api/v1/app/uploads', { token: A }), uploadList);
    expect(listA.results.map((u) => u.id)).toContain(mine.id);
    const listB = okData(await t.call('GET', '/api/v1/app/uploads', { token: B }), uploadList);
    expect(listB.results).toEqual([]);
    expectNotFound(await t.call('POST', `/api/v1/app/uploads/${mine.id}/delete`, { token: B }));
    expect((await app.request(mine.url)).status).toBe(200);
    expectBadRequest(await t.call('POST', '/api/v1/app/uploads/x/delete', { token: A }), 'id');
    okData(
      await t.call('POST', `/api/v1/app/uploads/${mine.id}/delete`, { token: A }),
      z.object({ id: z.number() }),
    );
    expect((await app.request(mine.url)).status).toBe(404);
    expect(await readdir(dir)).not.toContain(mine.url.split('/').pop());
  });
});
