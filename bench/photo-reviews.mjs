// A product page with photo reviews against the same page without them
// (issue 24: its first paint must not change), under Lighthouse mobile,
// offline, on one server: four customers' published comments, first as text,
// then edited to carry three photos each, so the photos are all that differs.
// Runs on a copy of the prepared PGlite folder, so the shared bench data stays
// as seeded.
//   node bench/photo-reviews.mjs [--runs 5] [--sizes 1000] [--port 3990]
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { benchOptions } from './lib/options.mjs';
import { preparedDataDir, startServer } from './lib/server.mjs';
import { benchSessions } from './lib/sessions.mjs';
import { newestProduct } from './lib/targets.mjs';
import { lighthouse, runLine } from './lighthouse.mjs';

const PHOTOS_PER_REVIEW = 3;
const REVIEWERS = 4;

const median = (values) => values.toSorted((a, b) => a - b)[(values.length - 1) >> 1];

/** A phone-camera-sized picture, different for each seed, as a customer would upload. */
function cameraPicture(seed) {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 7 + seed * 40) % 256;
    pixels[i + 1] = (y * 5 + seed * 90) % 256;
    pixels[i + 2] = ((x ^ y) + seed * 13) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function call(base, path, token, init = {}) {
  const response = await fetch(base + path, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.msg}`);
  return body.data;
}

/** Each customer writes (or edits) their comment, with three photos of their own or none; staff publish what waits. */
async function writeReviews(base, sessions, productId, withPhotos) {
  for (const [index, customer] of sessions.customers.entries()) {
    const photos = [];
    for (let n = 0; withPhotos && n < PHOTOS_PER_REVIEW; n++) {
      const form = new FormData();
      const bytes = await cameraPicture(index * PHOTOS_PER_REVIEW + n);
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
      photos.push(
        (await call(base, '/api/v1/upload', customer.token, { method: 'POST', body: form })).id,
      );
    }
    const added = await call(base, `/api/v1/product/${productId}/add/comment`, customer.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        star: 5 - (index % 3),
        comment: 'عکس‌های کالا را ببینید؛ همان بود که می‌خواستم.',
        photos,
      }),
    });
    if (added.comment.status !== 'published') {
      await call(base, `/api/v1/staff/comments/${added.comment.id}/moderate`, sessions.staff, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'published' }),
      });
    }
  }
}

/** Every picture the page names fetched once, so neither run pays for making a copy. */
async function warm(base, path) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set(
    [...html.matchAll(/(?:src|srcSet)="([^"]+)"/gi)].flatMap(([, value]) =>
      value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
    ),
  );
  for (const url of urls) if (url?.startsWith('/')) await fetch(new URL(url, base));
  return html;
}

async function measure(base, path, { file, label }, runs) {
  const html = await warm(base, path);
  const reports = [];
  for (let run = 1; run <= runs; run++) {
    const report = await lighthouse(base + path, 'mobile', `${file}-${run}`);
    reports.push(report);
    console.log(`  ${label} run ${run}: ${runLine(report)}`);
  }
  const audit = (key) => median(reports.map((report) => report.audits[key].numericValue));
  return {
    page: label,
    'perf (median)': median(
      reports.map((report) => Math.round(report.categories.performance.score * 100)),
    ),
    'FCP ms': Math.round(audit('first-contentful-paint')),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    'HTML KiB': Math.round(Buffer.byteLength(html) / 1024),
    'bytes KiB': Math.round(audit('total-byte-weight') / 1024),
  };
}

const options = benchOptions({ runs: 5, port: 3990 });
const products = Math.min(...options.sizes);
const dataDir = mkdtempSync(join(tmpdir(), 'photo-reviews-'));
const uploadDir = mkdtempSync(join(tmpdir(), 'photo-reviews-uploads-'));
cpSync(await preparedDataDir(products), dataDir, { recursive: true });
const database = { db: 'pglite', products, dataDir };
const sessions = await benchSessions(database, REVIEWERS);
const server = await startServer(database, options.port, { UPLOAD_DIR: uploadDir });
try {
  const product = await newestProduct(server.base);
  const path = `/product/${product.id}/${encodeURIComponent(product.slug)}`;
  console.log(
    `▶ ${path}: ${options.runs} Lighthouse mobile runs without and with photos on its reviews`,
  );
  mkdirSync('bench/results/lighthouse', { recursive: true });
  await writeReviews(server.base, sessions, product.id, false);
  const before = await measure(
    server.base,
    path,
    { file: 'product-text-reviews', label: `${REVIEWERS} reviews, text only` },
    options.runs,
  );
  await writeReviews(server.base, sessions, product.id, true);
  const after = await measure(
    server.base,
    path,
    {
      file: 'product-photo-reviews',
      label: `the same ${REVIEWERS} × ${PHOTOS_PER_REVIEW} photos`,
    },
    options.runs,
  );
  console.table([before, after]);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(uploadDir, { recursive: true, force: true });
}
