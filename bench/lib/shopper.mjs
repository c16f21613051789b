// The sale day's shoppers: each logs in as a customer of their own (a code
// read from the demo SMS outbox) and then browses, searches, fills a cart and
// checks out by cash or by card through the sandbox bank, now and then booking
// a seat, until the minute is over. Every call is timed and every answer that
// is not the one a browser expects is kept with its status and Persian msg.
import { randomUUID } from 'node:crypto';

const SEARCH_TERMS = ['گز', 'کیک', 'نان', 'شیرینی', 'پولکی', 'قهوه'];
/** What a browser says it takes, so the shop answers as it answers a browser. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** Longer than any answer should take; a timeout is reported, never waited out. */
const TIMEOUT_MS = 30_000;

/**
 * @typedef {{ times: number[]; ok: number; failures: Map<string, number>; hits: number; cached: number }} StepFigures
 *   hits of `cached`: pages answered from the page cache (x-nextjs-cache: HIT) of those that say
 * @typedef {{ id: number; path: string; sale: boolean }} Product
 * @typedef {{ product_id: number; reserve_date: string; start_time: string; end_time: string }} Slot
 * @typedef {{ front: string; pickupDay: string; products: Product[]; sale: Product[]; slots: Slot[]; thinkMs: number }} Shop
 * @typedef {{ mobile: string; address: string; token?: string }} Shopper
 */

/** Every step's timings and failures, and what was bought. */
export class Recorder {
  constructor() {
    /** @type {Map<string, StepFigures>} */
    this.steps = new Map();
    this.counts = { cash: 0, card: 0, paid: 0, seats: 0, refusedCheckouts: 0 };
  }

  /**
   * @param {string} step @param {number | string} status @param {number} ms @param {string} [msg]
   * @param {string | null} [cache] the page's x-nextjs-cache
   */
  add(step, status, ms, msg, cache = null) {
    let figures = this.steps.get(step);
    if (!figures) {
      figures = { times: [], ok: 0, failures: new Map(), hits: 0, cached: 0 };
      this.steps.set(step, figures);
    }
    if (cache) {
      figures.cached++;
      if (cache === 'HIT') figures.hits++;
    }
    figures.times.push(ms);
    if (msg === undefined) figures.ok++;
    else {
      const key = `${status}\u0000${msg}`;
      figures.failures.set(key, (figures.failures.get(key) ?? 0) + 1);
    }
  }

  /** Per step: calls, p50/p95/p99 ms, and how many were not as expected. */
  table() {
    const percentile = (sorted, p) =>
      sorted.length === 0
        ? null
        : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
    return [...this.steps].map(([step, figures]) => {
      const sorted = [...figures.times].sort((a, b) => a - b);
      return {
        step,
        calls: sorted.length,
        'p50 ms': percentile(sorted, 0.5),
        'p95 ms': percentile(sorted, 0.95),
        'p99 ms': percentile(sorted, 0.99),
        'not 2xx': sorted.length - figures.ok,
        // A page re-rendered because a sale changed what it shows costs far more than a hit.
        'page cache hits':
          figures.cached > 0 ? `${Math.round((100 * figures.hits) / figures.cached)} %` : '',
      };
    });
  }

  /** Every answer that was not the expected one, by step, status and message, most first. */
  failures() {
    const rows = [];
    for (const [step, figures] of this.steps) {
      for (const [key, count] of figures.failures) {
        const [status, msg] = key.split('\u0000');
        rows.push({ step, status, msg, count });
      }
    }
    return rows.sort((a, b) => b.count - a.count);
  }

  /** Answers of 500 and up (connection errors and timeouts apart). */
  serverErrors() {
    return this.failures()
      .filter((row) => Number(row.status) >= 500)
      .reduce((sum, row) => sum + row.count, 0);
  }

  /** Connection errors and timeouts: no answer at all. */
  noAnswers() {
    return this.failures()
      .filter((row) => Number.isNaN(Number(row.status)))
      .reduce((sum, row) => sum + row.count, 0);
  }
}

/** The Persian msg of a failed API answer, a page's title, or the start of the body. */
function messageOf(text) {
  try {
    const body = JSON.parse(text);
    if (typeof body.msg === 'string') return body.msg;
    if (typeof body.detail === 'string') return body.detail;
  } catch {}
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
  return (title ?? text).replace(/\s+/g, ' ').trim().slice(0, 120);
}

/**
 * One call, timed; `expect` is the status a browser expects (303 for the bank's
 * redirects, else any 2xx). Resolves with the answer's status, JSON data (if any)
 * and Location, or null when there was no answer.
 * @param {Recorder} recorder @param {string} step @param {string} url @param {RequestInit & { expect?: number }} init
 */
export async function call(recorder, step, url, init = {}) {
  const { expect, ...request } = init;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...request,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const ok = expect ? response.status === expect : response.ok;
    const cache = response.headers.get('x-nextjs-cache');
    recorder.add(step, response.status, ms, ok ? undefined : messageOf(text), cache);
    let data = null;
    if (ok && response.headers.get('content-type')?.includes('json')) data = JSON.parse(text).data;
    return { ok, status: response.status, data, location: response.headers.get('location') };
  } catch (error) {
    const ms = performance.now() - started;
    const name = error?.name === 'TimeoutError' ? 'timeout' : 'no answer';
    recorder.add(step, name, ms, String(error?.cause?.code ?? error?.message ?? error));
    return null;
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A shopper's pause: half to one and a half of the mean, so they do not march in step. */
const think = (shop) => pause(shop.thinkMs * (0.5 + Math.random()));
const path = (location) => {
  const url = new URL(location, 'http://shop.invalid');
  return url.pathname + url.search;
};

/**
 * Logs a shopper in the way a phone does: a code sent to their number, read
 * back from the demo outbox (loopback only, so without the shopper's address),
 * then checked. Each shopper speaks from an address of their own: the login
 * limits are per number and per address.
 * @param {Recorder} recorder @param {string} front @param {Shopper} shopper
 */
export async function logIn(recorder, front, shopper) {
  const json = { 'content-type': 'application/json', 'x-forwarded-for': shopper.address };
  const sent = await call(recorder, 'login: send code', `${front}/api/v1/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile: shopper.mobile }),
  });
  if (!sent?.ok) return false;
  const outbox = await call(
    recorder,
    'login: read outbox',
    `${front}/api/v1/dev/sms-outbox?mobile=${shopper.mobile}`,
  );
  const code = outbox?.data?.results?.[0]?.code;
  if (!code) return false;
  const checked = await call(recorder, 'login: check code', `${front}/api/v1/user/validate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile: shopper.mobile, code }),
  });
  shopper.token = checked?.data?.token?.access_token;
  return Boolean(shopper.token);
}

/**
 * A shopper's sale day until `until` (ms since the epoch): each round opens
 * home and a product page, searches, adds to the cart (a sale product half
 * the time) and checks out — cash or card, collected at the branch — and one
 * round in four holds a seat and books it. A checkout that began is finished
 * after the deadline, so no payment is left half way by the bench itself.
 * @param {Recorder} recorder @param {Shop} shop @param {Shopper} shopper @param {number} until
 */
export async function shop(recorder, shop, shopper, until) {
  const front = shop.front;
  // Every call speaks from the shopper's own address, as their phone would.
  const browser = { ...BROWSER, 'x-forwarded-for': shopper.address };
  const headers = { ...browser, authorization: `Bearer ${shopper.token}` };
  const json = { ...headers, 'content-type': 'application/json' };
  const post = (body, key) => ({
    method: 'POST',
    headers: key ? { ...json, 'idempotency-key': key } : json,
    body: JSON.stringify(body),
  });
  // Shoppers arrive over the first seconds, not all in the same millisecond.
  await pause(Math.random() * shop.thinkMs * 2);
  while (Date.now() < until) {
    await call(recorder, 'home page', `${front}/`, { headers: browser });
    await think(shop);
    const wanted = Math.random() < 0.5 ? pick(shop.sale) : pick(shop.products);
    await call(recorder, 'product page', front + wanted.path, { headers: browser });
    await think(shop);
    const term = pick(SEARCH_TERMS);
    await call(
      recorder,
      'search',
      `${front}/api/v1/products/search?page=1&limit=30`,
      post({ name: term, sort: 'cheapest', is_exist: true }),
    );
    await think(shop);
    if (Date.now() >= until) break;
    const added = await call(
      recorder,
      'cart add',
      `${front}/api/v1/app/cart/add`,
      post({ product_id: wanted.id, count: 1 }),
    );
    if (added?.ok) {
      await think(shop);
      await checkOut(recorder, shop, post, browser, Math.random() < 0.5 ? 'card' : 'cash');
    }
    if (Math.random() < 0.25 && shop.slots.length > 0 && Date.now() < until) {
      await think(shop);
      await bookSeat(recorder, shop, post);
    }
    await think(shop);
  }
}

/** Submit from the cart for pickup; by card, then pay at the sandbox bank and come back. */
async function checkOut(recorder, shop, post, browser, paymentType) {
  const front = shop.front;
  const query = `reserve_date=${shop.pickupDay}&reserve_time=10:00`;
  const placed = await call(
    recorder,
    `submit (${paymentType})`,
    `${front}/api/v1/order/submit/?${query}`,
    post({ delivery_type: 'pickup', payment_type: paymentType }, randomUUID()),
  );
  if (!placed?.ok) {
    // A refused cart (sold out meanwhile) is emptied, as a shopper would.
    recorder.counts.refusedCheckouts++;
    await call(recorder, 'cart clear', `${front}/api/v1/app/cart/clear`, post({}));
    return;
  }
  recorder.counts[paymentType]++;
  if (paymentType !== 'card') return;
  const orderId = placed.data.order_id;
  await think(shop);
  const started = await call(
    recorder,
    'payment start',
    `${front}/api/v1/order/${orderId}/payment/create`,
    post(
      { success_url: `/paid-order?fromOrder=${orderId}`, fail_url: '/failed-payment' },
      randomUUID(),
    ),
  );
  if (!started?.ok) return;
  const authority = new URL(started.data.payment_url).pathname.split('/').at(-1);
  await call(recorder, 'bank page', `${front}/api/v1/payment/sandbox/${authority}`, {
    headers: browser,
  });
  await think(shop);
  const paid = await call(
    recorder,
    'bank pay',
    `${front}/api/v1/payment/sandbox/${authority}/pay`,
    {
      method: 'POST',
      headers: browser,
      expect: 303,
    },
  );
  if (!paid?.location) return;
  const back = await call(recorder, 'bank return', front + path(paid.location), {
    headers: browser,
    expect: 303,
  });
  if (back?.ok && !back.location?.includes('failed')) recorder.counts.paid++;
}

/** Holds one seat of a slot, then books it (cash): the calendar's two steps. */
async function bookSeat(recorder, shop, post) {
  const slot = pick(shop.slots);
  const held = await call(
    recorder,
    'seat hold',
    `${shop.front}/api/v1/app/reservation/hold/`,
    post({ ...slot, count: 1 }),
  );
  if (!held?.ok) return;
  await think(shop);
  const { product_id, ...when } = slot;
  const booked = await call(
    recorder,
    'seat book',
    `${shop.front}/api/v1/app/reservation/request/`,
    post(
      { payment_type: 'cash', products: [{ product_id, count: 1, reservations: [when] }] },
      randomUUID(),
    ),
  );
  if (booked?.ok) recorder.counts.seats++;
}
