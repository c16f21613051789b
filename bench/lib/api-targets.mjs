// The rows of issue 21's measurement: the static floor of a page, the catalogue
// pages, and the API calls a storefront or an app makes, anonymous and as
// customers (each connection its own customer), with the goal for each
// as a share of bare Node.
import { getJson, pagePaths, staticChunk } from './targets.mjs';

const SEARCH_TERM = 'گز';
const json = { 'content-type': 'application/json' };

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
  throw new Error('none of the newest 30 products can take two units in a cart');
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
      request: { headers: { authorization: `Bearer ${customer.token}` } },
    }));
  const cart = await cartProduct(base);
  const anonymous = { ratio: 0.3, p50: 1 };
  const customerRead = { ratio: 0.1 };
  /** @type {Target[]} */
  const targets = [
    { name: 'static chunk', group: 'floor', path: await staticChunk(base), request: {} },
    { name: 'product page', group: 'page', goal: { ratio: 0.5 }, path: pages.product, request: {} },
    { name: 'home page', group: 'page', goal: { ratio: 0.3 }, path: pages.home, request: {} },
    {
      name: 'category page',
      group: 'page',
      goal: { ratio: 0.3 },
      path: pages.category,
      request: {},
    },
    { name: 'search page', group: 'page', goal: { ratio: 0.3 }, path: pages.search, request: {} },
    {
      name: 'GET app/config',
      group: 'anonymous',
      goal: anonymous,
      path: '/api/v1/app/config',
      request: {},
    },
    {
      name: 'GET app/product/{id}',
      group: 'anonymous',
      goal: anonymous,
      path: `/api/v1/app/product/${id}`,
      request: {},
    },
    { name: 'GET home', group: 'anonymous', goal: anonymous, path: '/api/v1/home', request: {} },
    {
      name: 'POST products/search',
      group: 'anonymous',
      goal: anonymous,
      path: '/api/v1/products/search?page=1&limit=30',
      request: post(searchBody),
    },
    {
      name: 'POST products/search/fast',
      group: 'anonymous',
      goal: anonymous,
      path: '/api/v1/products/search/fast',
      request: post({ name: SEARCH_TERM }),
    },
    {
      name: 'GET categories',
      group: 'anonymous',
      goal: anonymous,
      path: '/api/v1/categories',
      request: {},
    },
    {
      name: 'GET app/product/{id} as customer',
      group: 'customer',
      goal: customerRead,
      perConnection: customerGet(() => `/api/v1/app/product/${id}`),
    },
    {
      name: 'GET app/cart',
      group: 'customer',
      goal: customerRead,
      perConnection: customerGet(() => '/api/v1/app/cart'),
    },
    {
      name: 'GET app/orders',
      group: 'customer',
      goal: customerRead,
      perConnection: customerGet(() => '/api/v1/app/orders'),
    },
    {
      name: 'GET notification/unread_count',
      group: 'customer',
      goal: customerRead,
      perConnection: customerGet(() => '/api/v1/notification/unread_count'),
    },
    {
      name: 'GET scoring/{id}/get/',
      group: 'customer',
      goal: customerRead,
      perConnection: customerGet((customer) => `/api/v1/scoring/${customer.id}/get/`),
    },
    {
      // Each customer adds a unit and takes it back, in turn: their cart holds
      // the product's line at 0 or 1 unit however long the load runs.
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
