// The rows of issue 21's measurement: the static floor of a page, the catalogue
// pages, and the API calls a storefront or an app makes, anonymous and as
// customers (each connection its own customer), with the goal for each
// as a share of bare Node.
import { getJson, pagePaths, staticChunk } from './targets.mjs';

const SEARCH_TERM = 'گز';
/** Every request says what a browser says it takes: the shop answers as it answers a browser. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const json = { ...BROWSER, 'content-type': 'application/json' };

/**
 * @typedef {{ ratio: number; p50?: number }} Goal at least `ratio` × bare Node's
 *   req/s; at one connection, p50 at most `p50` ms
 * @typedef {import('./load.mjs').Call} Call
 * @typedef {{ name: string; group: string; goal?: Goal; path?: string; request?: object; perConnection?: Call[]; prepare?: () => Promise<void> }} Target
 *   prepare runs before each load of the target
 */

/** The search as an app sends it (spec: every filter present, blank when not given). */
const searchBody = {
  category: '',
  name: SEARCH_TERM,
  sort: 'cheapest',
  price: { min: '', max: '' },
  properties: [],
  is_exist: true,
};

/**
 * A product a cart can take and give back one unit of, again and again: in
 * stock with room for three units (a load that stops between an add and its
 * remove leaves one behind), no order limit below that, not reservable (a
 * reservation needs a time).
 * @param {string} base
 */
async function cartProduct(base) {
  const page = await getJson(base, '/api/v1/products?type=newest&limit=30');
  for (const { id } of page.results) {
    const product = await getJson(base, `/api/v1/app/product/${id}`);
    const room = (limit) => limit === null || limit >= 3;
    if (product.is_exist && room(product.stock) && room(product.order_limit)) {
      if (product.extra.reservable !== 'true') return product;
    }
  }
  throw new Error('none of the newest 30 products can take three units in a cart');
}

/**
 * Every row as a Target; the customers' calls carry each customer's token.
 * @param {string} base @param {import('./sessions.mjs').Sessions} sessions
 * @returns {Promise<{ targets: Target[]; productPage: string }>}
 */
export async function apiTargets(base, sessions) {
  const pages = await pagePaths(base);
  const id = pages.productId;
  const post = (body) => ({ method: 'POST', headers: json, body: JSON.stringify(body) });
  /** @param {(customer: import('./sessions.mjs').Customer) => Call} call */
  const asEach = (call) => sessions.customers.map(call);
  /** @param {(customer: import('./sessions.mjs').Customer) => string} path */
  const customerGet = (path) =>
    asEach((customer) => ({
      path: path(customer),
      request: { headers: { ...BROWSER, authorization: `Bearer ${customer.token}` } },
    }));
  const cart = await cartProduct(base);
  /** @returns {Target} */
  const page = (name, path, ratio) => ({
    name,
    group: 'page',
    goal: { ratio },
    path,
    request: { headers: BROWSER },
  });
  /** @returns {Target} anonymous: ≥ 0.3 × and p50 ≤ 1 ms at one connection */
  const anonymous = (name, path, request = { headers: BROWSER }) => ({
    name,
    group: 'anonymous',
    goal: { ratio: 0.3, p50: 1 },
    path,
    request,
  });
  /** @returns {Target} a customer's read, each connection its own customer: ≥ 0.1 × */
  const customerRead = (name, path) => ({
    name,
    group: 'customer',
    goal: { ratio: 0.1 },
    perConnection: customerGet(path),
  });
  /** @type {Target[]} */
  const targets = [
    {
      name: 'static chunk',
      group: 'floor',
      path: await staticChunk(base),
      request: { headers: BROWSER },
    },
    page('product page', pages.product, 0.5),
    page('home page', pages.home, 0.3),
    page('category page', pages.category, 0.3),
    page('search page', pages.search, 0.3),
    anonymous('GET app/config', '/api/v1/app/config'),
    anonymous('GET app/product/{id}', `/api/v1/app/product/${id}`),
    anonymous('GET home', '/api/v1/home'),
    anonymous('POST products/search', '/api/v1/products/search?page=1&limit=30', post(searchBody)),
    anonymous(
      'POST products/search/fast',
      '/api/v1/products/search/fast',
      post({ name: SEARCH_TERM }),
    ),
    anonymous('GET categories', '/api/v1/categories'),
    customerRead('GET app/product/{id} as customer', () => `/api/v1/app/product/${id}`),
    customerRead('GET app/cart', () => '/api/v1/app/cart'),
    customerRead('GET app/orders', () => '/api/v1/app/orders'),
    customerRead('GET notification/unread_count', () => '/api/v1/notification/unread_count'),
    customerRead('GET scoring/{id}/get/', (caller) => `/api/v1/scoring/${caller.id}/get/`),
    {
      // Each customer adds a unit and takes it back, in turn, from a cart
      // emptied before each load: the line stays at 0 or 1 unit (2 at most, if
      // the warm-up stopped between an add and its remove).
      name: 'POST app/cart/add ⇄ remove',
      group: 'cart write',
      goal: { ratio: 0.05 },
      prepare: () => emptyCarts(base, sessions),
      perConnection: asEach((customer) => {
        const headers = { ...json, authorization: `Bearer ${customer.token}` };
        const body = JSON.stringify({ product_id: cart.id });
        return {
          path: '/api/v1/app/cart/add',
          request: {
            requests: [
              { method: 'POST', path: '/api/v1/app/cart/add', headers, body },
              { method: 'POST', path: '/api/v1/app/cart/remove', headers, body },
            ],
          },
        };
      }),
    },
  ];
  return { targets, productPage: base + pages.product };
}

/**
 * Empties every bench customer's cart, so the add ⇄ remove load starts from
 * the same place on every run.
 * @param {string} base @param {import('./sessions.mjs').Sessions} sessions
 */
export async function emptyCarts(base, sessions) {
  for (const customer of sessions.customers) {
    const response = await fetch(`${base}/api/v1/app/cart/clear`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    if (!response.ok)
      throw new Error(`emptying ${customer.mobile}'s cart answered ${response.status}`);
  }
}
