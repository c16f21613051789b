import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadResult } from '@/lib/contract/upload';
import { createApp } from '@/server/app';
import { noteAnswered } from '../helpers/answered-calls';
import { insertPeopleFixture, okData, PEOPLE_TOKENS } from '../helpers/people-fixture';
import { type LocalS3, startLocalS3 } from '../helpers/s3-server';
import { createTestApp } from '../helpers/test-app';

// Pictures in an S3-compatible bucket (s3rver, started here): what one
// instance stores, any other sharing the bucket serves, with no file on the
// machine that took the upload.
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;
let s3: LocalS3;
let dir: string;
const S3_NAMES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];
const saved = Object.fromEntries(
  ['UPLOAD_DIR', ...S3_NAMES].map((name) => [name, process.env[name]]),
);

beforeAll(async () => {
  s3 = await startLocalS3();
  dir = await mkdtemp(join(tmpdir(), 'shop-uploads-'));
  Object.assign(process.env, s3.env, { UPLOAD_DIR: dir });
  t = await createTestApp();
  await insertPeopleFixture(t.db);
  app = createApp({ getDb: async () => t.db, checkAnswers: true, onCheckedAnswer: noteAnswered });
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await t.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo');
  const response = await app.request('/api/v1/upload', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${PEOPLE_TOKENS.customerA}` },
  });
  return okData(
    { status: response.status, body: await response.json(), headers: response.headers },
    uploadResult,
  );
}

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#16a085' } })
    .jpeg()
    .toBuffer();

describe('pictures kept in an S3-compatible store', () => {
  it('stores the picture and its card copies in the bucket, serves them, and deletes them all', async () => {
    const stored = await upload(await photo(), 'image/jpeg');
    const file = stored.url.split('/').pop() ?? '';
    expect(await s3.keys()).toEqual([file]);
    expect(await readdir(dir)).toEqual([]);

    const served = await app.request(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await served.arrayBuffer()).byteLength).toBe(stored.size);

    const stem = stored.url.replace(/\.jpg$/, '');
    for (const round of [1, 2]) {
      const copy = await app.request(`${stem}/320.webp`);
      expect(copy.status, `round ${round}`).toBe(200);
      const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 320]);
    }
    expect(await s3.keys()).toEqual([file, `variants/${file.replace('.jpg', '')}-320.webp`]);

    okData(
      await t.call('POST', `/api/v1/app/uploads/${stored.id}/delete`, {
        token: PEOPLE_TOKENS.customerA,
      }),
      z.object({ id: z.number() }),
    );
    expect(await s3.keys()).toEqual([]);
    expect((await app.request(stored.url)).status).toBe(404);
    expect((await app.request(`${stem}/320.webp`)).status).toBe(404);
  });

  it('a picture stored through one instance is served by another with a folder of its own', async () => {
    const stored = await upload(await photo(), 'image/jpeg');
    const otherDir = await mkdtemp(join(tmpdir(), 'shop-uploads-other-'));
    process.env.UPLOAD_DIR = otherDir;
    try {
      const other = createApp({ getDb: async () => t.db });
      const served = await other.request(stored.url);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBe(stored.size);
      expect((await other.request(`${stored.url.replace(/\.jpg$/, '')}/160.avif`)).status).toBe(
        200,
      );
      expect(await readdir(otherDir)).toEqual([]);
    } finally {
      process.env.UPLOAD_DIR = dir;
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('a bucket out of reach is a Persian 503 with Retry-After, and no row is written', async () => {
    const endpoint = process.env.S3_ENDPOINT;
    // Port 9 (discard) on this machine refuses at once.
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9';
    try {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'p');
      const before = await t.call('GET', '/api/v1/app/uploads', { token: PEOPLE_TOKENS.customerA });
      const started = Date.now();
      const response = await app.request('/api/v1/upload', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${PEOPLE_TOKENS.customerA}` },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3');
      const body = (await response.json()) as { msg: string };
      expect(body.msg).toMatch(/[\u0600-\u06ff]/);
      const after = await t.call('GET', '/api/v1/app/uploads', { token: PEOPLE_TOKENS.customerA });
      expect(after.body).toEqual(before.body);
    } finally {
      process.env.S3_ENDPOINT = endpoint;
    }
  });
});
