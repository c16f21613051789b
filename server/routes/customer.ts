/**
 * Profile calls (spec §7 "Customer"; customer calls live under /api/v1/app).
 *
 * | Call | answer |
 * |---|---|
 * | GET  /api/v1/app/customers/{id} | v1 envelope, data: customer |
 * | POST /api/v1/app/customers/{id}/edit | v1 envelope, data: customer |
 * | GET  /api/v3/customers/customer-type/?just_parent&soft_delete | v3 {count, results} |
 *
 * - A customer token only: none 401, guest or staff 403, another customer's id
 *   404 (as if it did not exist), and nothing is written.
 * - The edit refuses credit, points, mobile, id, role and customer ids in the
 *   body with a 400 naming the field (lib/contract/customer.ts).
 * - Customer-scoped answers, failures included, carry `Cache-Control: private, no-store`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { customerEditBody, customerIdParams, customerTypesQuery } from '@/lib/contract/customer';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { apiMessages } from '@/server/http/messages';
import { requireCustomer, requireOwnCustomer } from '@/server/http/require-caller';
import { parseJson, parseParams, parseQuery } from '@/server/http/validate';
import { listCustomerTypes } from '@/server/services/customer/customer-types';
import { editCustomer, getCustomer } from '@/server/services/customer/profile';
import { PRIVATE_NO_STORE, PUBLIC_CATALOG_CACHE } from './catalog';

/** Answers about one customer are never kept by a browser or a proxy, failures included. */
export const privateNoStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', PRIVATE_NO_STORE);
});

/** Shared reference data: cacheable for a minute unless the request carries credentials. */
export const publicUnlessSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  c.header(
    'Cache-Control',
    c.req.header('authorization') ? PRIVATE_NO_STORE : PUBLIC_CATALOG_CACHE,
  );
  c.header('Vary', 'Authorization', { append: true });
});

/**
 * The customer id a customer-scoped path names, once the caller is known to be
 * that customer: who is asking is settled before the input is read, so an
 * anonymous or guest caller learns nothing from a 400.
 */
export async function ownCustomerIdFromPath(c: Context<AppEnv>): Promise<number> {
  await requireCustomer(c);
  const { id } = parseParams(c, customerIdParams);
  await requireOwnCustomer(c, id);
  return id;
}

export const customerRoutes = new Hono<AppEnv>();

customerRoutes.get('/v1/app/customers/:id', privateNoStore, async (c) => {
  const id = await ownCustomerIdFromPath(c);
  return ok(c, await getCustomer(c.var.db, id));
});

customerRoutes.post('/v1/app/customers/:id/edit', privateNoStore, async (c) => {
  const id = await ownCustomerIdFromPath(c);
  const body = await parseJson(c, customerEditBody);
  return ok(c, await editCustomer(c.var.db, id, body), apiMessages.customer.profileSaved);
});

customerRoutes.on(
  'GET',
  ['/v3/customers/customer-type', '/v3/customers/customer-type/'],
  publicUnlessSignedIn,
  async (c) => {
    const { just_parent, soft_delete } = parseQuery(c, customerTypesQuery);
    return c.json(
      await listCustomerTypes(c.var.db, { justParent: just_parent, softDelete: soft_delete }),
    );
  },
);
