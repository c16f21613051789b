import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { CATALOG_REVALIDATE_SECONDS, CATALOG_TAG } from '@/lib/api/cache-tags';
import { RENDER_GRACE_MS } from '@/server/cache/cache-keys.mjs';
import { DATA_SOURCE_KEY } from '@/server/cache/data-source-key';
import { processPageStore } from '@/server/cache/next-cache-handler.mjs';
import type { PageStore } from '@/server/cache/page-cache-bridge.mjs';
import { acceptsGzip, COMPRESS_FROM_BYTES } from '@/server/front/accepts-gzip.mjs';
import { countCacheLookup } from '@/server/observability/prometheus.mjs';
import type { AppEnv } from './context';

/**
 * An anonymous catalogue answer every visitor shares: the tags it answers to
 * (lib/api/cache-tags.ts), from the call's path parameters.
 */
export type SharedAnswer = { tags: (params: Record<string, string>) => string[] };

/** An answer as it is kept: its bytes, compressed once, and the tag of those bytes. */
type ReadyAnswer = {
  kind: 'API_ANSWER';
  type: string;
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
  etag: string;
};

const MAX_AGE_MS = CATALOG_REVALIDATE_SECONDS * 1000;

/** What this process last read of each answer, so a hit is one tag check, not a copy out of Redis. */
const LOCAL_ANSWERS = 500;
const local = new Map<string, { answer: ReadyAnswer; madeAt: number }>();

function remember(key: string, kept: { answer: ReadyAnswer; madeAt: number }) {
  local.delete(key);
  local.set(key, kept);
  if (local.size > LOCAL_ANSWERS) {
    const oldest = local.keys().next().value;
    if (oldest !== undefined) local.delete(oldest);
  }
}

function isReady(value: unknown): value is ReadyAnswer {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'kind') === 'API_ANSWER';
}

/**
 * Seats change without a write (a hold runs out at its time), so an answer that
 * counts a reservation window's room is never shared.
 */
function countsSeats(c: Context<AppEnv>): boolean {
  return Boolean(c.req.query('reserve_date') || c.req.query('reserve_time'));
}

async function keyOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const body = c.req.method === 'POST' ? await c.req.text() : '';
  const digest = createHash('sha256')
    .update(`${c.req.method} ${url.pathname}${url.search}\n${body}`)
    .digest('base64url');
  return `api-answer:${DATA_SOURCE_KEY}:${digest}`;
}

/** The answer kept under `key`, unless a tag it answers to changed since or it is past its age. */
async function readFresh(store: PageStore, key: string, tags: string[]) {
  let kept = local.get(key);
  if (!kept) {
    const entry = await store.read(key);
    if (!entry || !isReady(entry.value)) return null;
    kept = { answer: entry.value, madeAt: entry.lastModified };
  }
  if (Date.now() - kept.madeAt >= MAX_AGE_MS) return null;
  if ((await store.latestRevalidation(tags)) >= kept.madeAt) return null;
  remember(key, kept);
  return kept.answer;
}

function ready(type: string, body: Uint8Array<ArrayBuffer>): ReadyAnswer {
  return {
    kind: 'API_ANSWER',
    type,
    body,
    gzip: body.byteLength >= COMPRESS_FROM_BYTES ? gzipSync(body) : null,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

/** If-None-Match names these bytes (weak comparison, RFC 9110 §13.1.2). */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

function answer(c: Context<AppEnv>, kept: ReadyAnswer): Response {
  const headers = new Headers({ ETag: kept.etag, Vary: 'Accept-Encoding' });
  if (alreadyHeld(c.req.header('if-none-match'), kept.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', kept.type);
  if (kept.gzip && acceptsGzip(c.req.header('accept-encoding'))) {
    headers.set('Content-Encoding', 'gzip');
    return new Response(kept.gzip, { status: 200, headers });
  }
  return new Response(kept.body, { status: 200, headers });
}

/** A cache fault never fails a call: it is answered as if nothing were kept. */
async function orNothing<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.warn('[api] the shared answer cache failed; answering without it', error);
    return fallback;
  }
}

/**
 * Keeps a call's anonymous 200 answers as ready bytes in the store the pages
 * use (this process's, or Redis shared by every instance), under the tags the
 * pages use: a price, stock or comment change revalidates them and the next
 * read on any instance is made afresh. The bytes are those the handler wrote;
 * they are compressed once when kept, and a client that holds them already
 * (If-None-Match) gets a 304.
 */
export function sharedAnswer(shared: SharedAnswer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('authorization') || countsSeats(c)) return next();
    const store = processPageStore();
    const tags = [CATALOG_TAG, ...shared.tags(c.req.param())];
    const key = await keyOf(c);
    const kept = await orNothing(() => readFresh(store, key, tags), null);
    countCacheLookup('api', kept !== null);
    if (kept) {
      c.res = answer(c, kept);
      return;
    }
    // Dated a little before the answer began, as a page is: a change marked
    // just before its transaction commits (an order under an Idempotency-Key
    // revalidates inside the transaction its key is claimed in), or on an
    // instance whose clock runs a little ahead, still outdates it.
    const madeAt = Date.now() - RENDER_GRACE_MS;
    await next();
    if (c.res.status !== 200) return;
    const made = ready(
      c.res.headers.get('content-type') ?? 'application/json',
      new Uint8Array(await c.res.arrayBuffer()),
    );
    c.res = answer(c, made);
    await orNothing(async () => {
      await store.write(key, { value: made, lastModified: madeAt });
      remember(key, { answer: made, madeAt });
    }, undefined);
  };
}
