import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiFailure,
  createApiClient,
  failureOf,
  isV3Path,
  readApiResponse,
  transportFailure,
} from '@/lib/api/client';
import { defineCall } from '@/lib/contract/calls/define-call';

const item = z.object({ id: z.number() });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that never answers, and rejects like the real one once its signal aborts. */
function hangingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  return new Promise<Response>((_resolve, reject) => {
    const fail = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal?.aborted) fail();
    signal?.addEventListener('abort', fail);
  });
}

function expectFailure(run: () => unknown): ApiFailure {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiFailure);
    if (error instanceof ApiFailure) return error;
  }
  throw new Error('expected an ApiFailure');
}

describe('the failure rule (spec 8)', () => {
  it('tells v3 paths apart', () => {
    expect(isV3Path('/api/v3/scoring/gift-category/')).toBe(true);
    expect(isV3Path('api/v3/referrals/referral/')).toBe(true);
    expect(isV3Path('/api/v1/app/config')).toBe(false);
    expect(isV3Path('/api/v2/zones/available_times/')).toBe(false);
  });

  it('non-v3: success false with body code 200 is a failure even on HTTP 200', () => {
    const failure = failureOf('/api/v1/app/cart', 200, {
      success: false,
      code: 200,
      msg: 'سبد خالی است',
      data: null,
    });
    expect(failure?.kind).toBe('http');
    expect(failure?.status).toBe(200);
    expect(failure?.msg).toBe('سبد خالی است');
  });

  it('non-v3: success false with body code 400 is a failure even on HTTP 200, with field errors', () => {
    const failure = failureOf('/api/v1/scoring/gift-requests/', 200, {
      success: false,
      code: 400,
      msg: 'اطلاعات نادرست',
      data: null,
      errors: { mobile: ['شماره درست نیست', 'دوم'], name: ['خالی است'] },
    });
    expect(failure?.status).toBe(400);
    expect(failure?.errors).toEqual({ mobile: ['شماره درست نیست', 'دوم'], name: ['خالی است'] });
  });

  it('non-v3: an envelope with success true passes, and an HTTP error without envelope fails', () => {
    expect(
      failureOf('/api/v1/app/config', 200, { success: true, code: 200, msg: 'ok', data: {} }),
    ).toBeNull();
    const failure = failureOf('/api/v1/app/config', 502, null);
    expect(failure?.status).toBe(502);
    expect(failure?.msg).toBeNull();
  });

  it('non-v3: the HTTP failure status is kept when the envelope has one too', () => {
    const failure = failureOf('/api/v1/app/orders', 401, {
      success: false,
      code: 401,
      msg: 'وارد شوید',
      data: null,
    });
    expect(failure?.status).toBe(401);
  });

  it('v3: only the HTTP status decides; 200–399 pass whatever the body says', () => {
    expect(failureOf('/api/v3/referrals/plan', 200, { success: false })).toBeNull();
    expect(failureOf('/api/v3/referrals/plan', 399, null)).toBeNull();
    expect(failureOf('/api/v3/referrals/plan', 400, { referred_user: ['تکراری'] })?.status).toBe(
      400,
    );
    expect(failureOf('/api/v3/referrals/plan', 199, null)?.kind).toBe('http');
    expect(failureOf('/api/v3/referrals/plan', 500, null)?.status).toBe(500);
  });

  it('v3: detail becomes the message and field lists the errors', () => {
    const throttled = failureOf('/api/v3/referrals/referral/', 429, { detail: 'کمی صبر کنید' });
    expect(throttled?.msg).toBe('کمی صبر کنید');
    expect(throttled?.errors).toBeNull();
    const invalid = failureOf('/api/v3/referrals/referral/', 400, {
      non_field_errors: ['این کاربر قبلاً معرفی شده است'],
      plan: ['الزامی است'],
    });
    expect(invalid?.msg).toBe('این کاربر قبلاً معرفی شده است');
    expect(invalid?.errors?.plan).toEqual(['الزامی است']);
  });
});

describe('reading answers through the contract', () => {
  it('unwraps the v1 envelope and keeps the server message', () => {
    const result = readApiResponse(
      '/api/v1/thing',
      200,
      { success: true, code: 200, msg: 'عملیات موفق', data: { id: 7 } },
      item,
    );
    expect(result).toEqual({ data: { id: 7 }, msg: 'عملیات موفق', status: 200 });
  });

  it('takes v3 bodies as they are', () => {
    const result = readApiResponse('/api/v3/thing', 201, { id: 3 }, item);
    expect(result.data).toEqual({ id: 3 });
  });

  it('refuses answers that break the contract', () => {
    const failure = expectFailure(() =>
      readApiResponse(
        '/api/v1/thing',
        200,
        { success: true, code: 200, msg: '', data: { id: 'x' } },
        item,
      ),
    );
    expect(failure.kind).toBe('invalid');
    expect(expectFailure(() => readApiResponse('/api/v3/thing', 200, null, item)).kind).toBe(
      'invalid',
    );
  });

  it('throws the failure before looking at the contract', () => {
    const failure = expectFailure(() =>
      readApiResponse(
        '/api/v1/thing',
        200,
        { success: false, code: 400, msg: 'بد', data: null },
        item,
      ),
    );
    expect(failure.kind).toBe('http');
    expect(failure.status).toBe(400);
  });
});

describe('transport failures', () => {
  it('sorts thrown errors into spec 8 cases', () => {
    expect(transportFailure(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(transportFailure(new DOMException('x', 'AbortError')).kind).toBe('aborted');
    expect(transportFailure(new Error('boom')).kind).toBe('no-response');
    const controller = new AbortController();
    controller.abort();
    expect(transportFailure(new DOMException('x', 'AbortError'), controller.signal).kind).toBe(
      'cancelled',
    );
  });
});

const thing = defineCall({ method: 'get', path: '/v1/thing', response: item });
const v3Thing = defineCall({ method: 'get', path: '/v3/thing', response: item });
const postThing = defineCall({ method: 'post', path: '/v1/thing', response: item });
const submit = defineCall({
  method: 'post',
  path: '/v1/order/submit/',
  body: z.object({}),
  response: item,
});
const search = defineCall({
  method: 'post',
  path: '/v1/products/search',
  query: z.object({
    page: z.number(),
    limit: z.number(),
    reserve_date: z.string().optional(),
  }),
  body: z.object({ name: z.string() }),
  response: item,
});

describe('the ky client', () => {
  function client(
    fetchImpl: typeof fetch,
    token: string | null = 'guest-token-1234567890',
    timeoutMs?: number,
  ) {
    return createApiClient({
      baseUrl: () => 'http://shop.test',
      getToken: () => token,
      fetch: fetchImpl,
      timeoutMs,
    });
  }

  it('sends the bearer token to the prefixed path with query and JSON body', async () => {
    const seen: Request[] = [];
    const bodies: unknown[] = [];
    const api = client(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request);
      bodies.push(await request.json());
      return json({ success: true, code: 200, msg: 'ok', data: { id: 1 } });
    });
    const { data } = await api.send(search, {
      body: { name: 'گز' },
      query: { page: 2, limit: 30, reserve_date: undefined },
    });
    expect(data).toEqual({ id: 1 });
    const request = seen[0];
    expect(request?.url).toBe('http://shop.test/api/v1/products/search?page=2&limit=30');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe('Bearer guest-token-1234567890');
    expect(bodies).toEqual([{ name: 'گز' }]);
  });

  it('sends no Authorization header without a token', async () => {
    let header: string | null = 'unset';
    const api = client(async (input) => {
      header = input instanceof Request ? input.headers.get('authorization') : null;
      return json({ success: true, code: 200, msg: 'ok', data: { id: 1 } });
    }, null);
    await api.send(thing, {});
    expect(header).toBeNull();
  });

  it('sends extra headers such as an idempotency key, never in place of the token', async () => {
    const seen: Request[] = [];
    const api = client(async (input, init) => {
      seen.push(input instanceof Request ? input : new Request(input, init));
      return json({ success: true, code: 200, msg: 'ok', data: { id: 1 } });
    });
    await api.send(
      submit,
      { body: {} },
      { headers: { 'Idempotency-Key': 'attempt-12345678', Authorization: 'Bearer forged' } },
    );
    const sent = seen[0];
    expect(sent?.headers.get('idempotency-key')).toBe('attempt-12345678');
    expect(sent?.headers.get('authorization')).toBe('Bearer guest-token-1234567890');
  });

  it('applies the failure rule to an HTTP 200 answer', async () => {
    const api = client(async () =>
      json({ success: false, code: 400, msg: 'کد نادرست', data: null }),
    );
    await expect(api.send(thing, {})).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      msg: 'کد نادرست',
    });
  });

  it('reads HTTP error bodies instead of throwing on the status', async () => {
    const api = client(async () => json({ detail: 'یافت نشد' }, 404));
    await expect(api.send(v3Thing, {})).rejects.toMatchObject({
      status: 404,
      msg: 'یافت نشد',
    });
  });

  it('reports a network failure', async () => {
    const api = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.send(thing, {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('reports a timeout as an aborted request', async () => {
    const api = client(hangingFetch, null, 20);
    await expect(api.send(thing, {})).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('reports a caller abort as cancelled', async () => {
    const controller = new AbortController();
    const api = client(hangingFetch);
    const pending = api.send(thing, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('returns the server message with call()', async () => {
    const api = client(async () =>
      json({ success: true, code: 201, msg: 'Successful request', data: { id: 9 } }, 201),
    );
    await expect(api.send(postThing, {})).resolves.toEqual({
      data: { id: 9 },
      msg: 'Successful request',
      status: 201,
    });
  });
});
