import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@/lib/contract/calls/define-call';
import { ApiError } from '@/server/errors/api-error';
import { type Call, jsonCall } from '@/server/http/call';
import type { AppEnv, Caller } from '@/server/http/context';
import { errorBody } from '@/server/http/envelope';
import { mountCalls } from '@/server/http/mount-calls';

const CUSTOMER_7: Caller = { role: 'customer', customerId: 7, userId: null };
const GUEST: Caller = { role: 'guest', customerId: null, userId: null };

/** A bare Hono app with one caller per token, as the real app resolves them. */
function appWith(calls: Call[], checkAnswers = false) {
  const app = new Hono<AppEnv>({ strict: false }).basePath('/api');
  app.use(async (c, next) => {
    const token = c.req.header('authorization');
    c.set('caller', async () =>
      token === 'customer' ? CUSTOMER_7 : token === 'guest' ? GUEST : null,
    );
    await next();
  });
  mountCalls(app, calls, { checkAnswers });
  app.onError((error, c) =>
    error instanceof ApiError
      ? c.json(errorBody(c.req.path, error.status, error.msg, error.errors), error.status)
      : c.json({ failed: error.name }, 500),
  );
  return app;
}

const seen: string[] = [];
const ownThingContract = defineCall({
  method: 'post',
  path: '/v1/app/customer/:id/things',
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ name: z.string(), owner: z.number() }),
});
const ownThing = jsonCall(ownThingContract, {
  access: 'customer',
  owner: 'id',
  tag: 'test',
  summary: 'A customer-scoped call',
  handler: async ({ caller, body }) => {
    seen.push(body.name);
    return { data: { name: body.name, owner: caller.customerId }, msg: 'ساخته شد' };
  },
});

const request = (path: string, token?: string, body: unknown = { name: 'x' }) =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });

describe('mounting a declared call', () => {
  const app = appWith([ownThing]);

  it('answers the envelope with the handler’s data and message, typed from the schemas', async () => {
    const res = await app.fetch(request('/api/v1/app/customer/7/things', 'customer'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      code: 200,
      msg: 'ساخته شد',
      data: { name: 'x', owner: 7 },
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('settles who asks before reading any input: 401, 403, then 404 for another’s id, then 400', async () => {
    seen.length = 0;
    const bad = { name: '' };
    expect((await app.fetch(request('/api/v1/app/customer/7/things', undefined, bad))).status).toBe(
      401,
    );
    expect((await app.fetch(request('/api/v1/app/customer/7/things', 'guest', bad))).status).toBe(
      403,
    );
    expect(
      (await app.fetch(request('/api/v1/app/customer/8/things', 'customer', bad))).status,
    ).toBe(404);
    expect(
      (await app.fetch(request('/api/v1/app/customer/7/things', 'customer', bad))).status,
    ).toBe(400);
    expect(seen).toEqual([]);
  });

  it('answers with and without the trailing slash', async () => {
    const res = await app.fetch(request('/api/v1/app/customer/7/things/', 'customer'));
    expect(res.status).toBe(200);
  });
});

describe('checking answers against the contract (on in tests)', () => {
  const liesContract = defineCall({
    method: 'get',
    path: '/v1/lies',
    response: z.object({ title: z.string().min(5) }),
  });
  const lying = jsonCall(liesContract, {
    access: 'none',
    tag: 'test',
    summary: 'Answers a title shorter than the contract allows',
    // Types cannot see a refinement: only the runtime check catches this drift.
    handler: async () => ({ data: { title: 'abc' } }),
  });

  it('fails loudly when an answer leaves its declared schema', async () => {
    const res = await appWith([lying], true).fetch(new Request('http://shop.test/api/v1/lies'));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ failed: 'AnswerOutsideContract' });
  });

  it('lets the same answer through when the check is off (production)', async () => {
    const res = await appWith([lying]).fetch(new Request('http://shop.test/api/v1/lies'));
    expect(res.status).toBe(200);
  });
});
