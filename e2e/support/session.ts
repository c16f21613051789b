import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Journeys all come from this machine, and the API limits login calls per
 * client address. Each journey speaks for an address of its own in TEST-NET-2,
 * as a proxy in front would (the journeys' server trusts one hop, TRUST_PROXY=1).
 */
export function journeyAddress(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}

/** A mobile number no demo customer has, so a journey starts as a new customer. */
export function freshMobile(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `093${digits}`;
}

type Envelope<T> = { success: boolean; data: T; msg: string };

/**
 * The newest one-time code the built-in SMS adapter holds for a number. The
 * outbox answers only this machine: the journey asks as itself, not as the
 * client address it may be speaking for elsewhere.
 */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/dev/sms-outbox?mobile=${mobile}`, {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      const body = (await answer.json()) as Envelope<{ results: { code: string | null }[] }>;
      code = body.data.results[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code ?? '';
}

type Validated = {
  token: { access_token: string };
  customer: { id: number };
  user: { role: 'customer'; id: number };
  is_new: boolean;
};

/**
 * Asks for a login code. A demo customer is shared by journeys running side by
 * side: when another journey asked for the same number's code within the
 * resend countdown, wait the Retry-After the shop names and ask again.
 */
async function requestCode(page: Page, mobile: string, headers: Record<string, string>) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = await page.request.post('/api/v1/user/login', { data: { mobile }, headers });
    if (answer.ok()) return;
    expect(answer.status(), await answer.text()).toBe(429);
    const seconds = Number(answer.headers()['retry-after'] ?? 5);
    await page.waitForTimeout((Math.min(seconds, 150) + 1) * 1000);
  }
  throw new Error(`no login code for ${mobile} after three tries`);
}

/** A logged-in journey's customer: the bearer token and who it belongs to. */
export type Session = { token: string; customer: { id: number } };

/**
 * Logs a customer in through the API (code read from the outbox) and leaves
 * the browser as the login screen would: the token in the persisted store and
 * the session cookie set. For journeys whose subject is not the login itself.
 */
export async function loginThroughApi(page: Page, mobile: string): Promise<Session> {
  const headers = { 'x-forwarded-for': journeyAddress() };
  const request = page.request;
  await requestCode(page, mobile, headers);
  const code = await latestCode(request, mobile);
  const answer = await request.post('/api/v1/user/validate', { data: { mobile, code }, headers });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as Envelope<Validated>;
  await page.goto('/');
  // The first visit fetches a guest token; let it land before the login replaces it.
  await page.waitForFunction(
    () => JSON.parse(localStorage.getItem('root_persistent_v4') ?? '{}')?.state?.user?.token,
  );
  await page.evaluate(
    ({ token, customerId, userId, isNew, mobile }) => {
      const key = 'root_persistent_v4';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}');
      stored.state.user = {
        token,
        auth: {
          customer_id: customerId,
          user_id: userId,
          role: 'customer',
          guest: false,
          is_new: isNew,
        },
        loginStep: 1,
        mobile,
      };
      localStorage.setItem(key, JSON.stringify(stored));
      // biome-ignore lint/suspicious/noDocumentCookie: the same cookie the store sets at login
      document.cookie = 'shop_session=1; Path=/; SameSite=Lax';
    },
    {
      token: data.token.access_token,
      customerId: data.customer.id,
      userId: data.user.id,
      isNew: data.is_new,
      mobile,
    },
  );
  await page.reload();
  return { token: data.token.access_token, customer: data.customer };
}
