import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeSentData, customerAuthData, guestAuthData } from '@/lib/contract/auth';
import { authTokens, customers, otpCodes, rateLimitBuckets, smsOutbox } from '@/server/db/schema';
import { resolveCaller } from '@/server/http/auth';
import { hashCode } from '@/server/services/auth/otp';
import { type CallResult, createTestApp } from '../helpers/test-app';
import {
  type AuthTestApp,
  client,
  codeSentTo,
  envelopeOf,
  expectFailure,
  nextMobile,
  otherCode,
  steppedClock,
} from './auth-support';

let t: AuthTestApp;
let clock: ReturnType<typeof steppedClock>;
const consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => {});

beforeAll(async () => {
  t = await createTestApp();
  clock = steppedClock();
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

async function rowCounts() {
  const [codes] = await t.db.select({ n: count() }).from(otpCodes);
  const [sms] = await t.db.select({ n: count() }).from(smsOutbox);
  const [limits] = await t.db.select({ n: count() }).from(rateLimitBuckets);
  const [people] = await t.db.select({ n: count() }).from(customers);
  const [tokens] = await t.db.select({ n: count() }).from(authTokens);
  return { codes: codes?.n, sms: sms?.n, limits: limits?.n, people: people?.n, tokens: tokens?.n };
}

/** Login, then the code from the outbox. */
async function requestCode(call: ReturnType<typeof client>, mobile: string) {
  const sent = await call('POST', '/api/v1/user/login', { body: { mobile } });
  expect(sent.status).toBe(200);
  return codeSentTo(t, mobile);
}

/** An answer to login with the number blanked out, to compare two numbers' answers. */
function withoutMobile(result: CallResult) {
  const body = envelopeOf(result);
  return { ...body, data: { ...codeSentData.parse(body.data), mobile: '' } };
}

async function codeRows(mobile: string) {
  return t.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile)).orderBy(otpCodes.id);
}

describe('POST /api/v1/user/login', () => {
  it('sends a code and answers the normalised number, its lifetime and the countdown', async () => {
    const call = client(t);
    const result = await call('POST', '/api/v1/user/login', {
      body: { mobile: '+۹۸ ۹۱۲ ۰۰۰ ۰۰۰۱' },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const body = envelopeOf(result);
    expect(body).toMatchObject({
      success: true,
      code: 200,
      msg: 'کد ورود به شمارهٔ موبایل شما پیامک شد',
    });
    expect(codeSentData.parse(body.data)).toEqual({
      mobile: '09120000001',
      expires_in: 120,
      resend_in: 120,
    });

    const code = await codeSentTo(t, '09120000001');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codeRows('09120000001');
    expect(row?.codeHash).toBe(hashCode('09120000001', code));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.attempts).toBe(0);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(120_000);
    // Outside production the outbox adapter prints the code for the developer.
    expect(consoleInfo).toHaveBeenCalledWith(expect.stringContaining(code));
  });

  it('answers a known and an unknown number alike, and creates nobody', async () => {
    const known = nextMobile();
    const unknown = nextMobile();
    await t.db.insert(customers).values({ mobile: known, firstName: 'مریم' });
    const before = await rowCounts();
    const a = await client(t)('POST', '/api/v1/user/login', { body: { mobile: known } });
    const b = await client(t)('POST', '/api/v1/user/login', { body: { mobile: unknown } });
    expect(a.status).toBe(b.status);
    expect([...a.headers.keys()]).toEqual([...b.headers.keys()]);
    expect(withoutMobile(a)).toEqual(withoutMobile(b));
    expect((await rowCounts()).people).toBe(before.people);
    expect(await codeSentTo(t, known)).toMatch(/^\d{6}$/);
    expect(await codeSentTo(t, unknown)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['a bad number', { mobile: '0812345678' }, 'mobile'],
    ['a number as a JSON number', { mobile: 9123456789 }, 'mobile'],
    ['no number', {}, 'mobile'],
    ['an array', [], 'non_field_errors'],
    ['null', null, 'non_field_errors'],
  ])('refuses %s with a Persian field error and writes nothing', async (_, body, field) => {
    const before = await rowCounts();
    const result = await client(t)('POST', '/api/v1/user/login', { body });
    const failure = expectFailure(result, 400);
    expect(failure.errors).toHaveProperty(field);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a body that is not JSON, or too long a number, without a 500', async () => {
    const before = await rowCounts();
    expectFailure(await client(t)('POST', '/api/v1/user/login', { body: '{"mobile":' }), 400);
    expectFailure(
      await client(t)('POST', '/api/v1/user/login', { body: { mobile: '9'.repeat(10_000) } }),
      400,
    );
    expectFailure(await client(t)('POST', '/api/v1/user/resend', { body: 'mobile=0912' }), 400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /api/v1/user/resend', () => {
  it('is refused with 429 and Retry-After until the countdown ends, login included', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const first = await requestCode(call, mobile);
    clock.advance(30);
    const early = await call('POST', '/api/v1/user/resend', { body: { mobile } });
    const failure = expectFailure(early, 429);
    expect(early.headers.get('retry-after')).toBe('90');
    expect(failure.msg).toBe('برای دریافت کد تازه ۹۰ ثانیه دیگر صبر کنید');
    expect(early.headers.get('cache-control')).toBe('no-store');
    const again = await call('POST', '/api/v1/user/login', { body: { mobile } });
    expectFailure(again, 429);
    expect(await codeRows(mobile)).toHaveLength(1);
    expect(await codeSentTo(t, mobile)).toBe(first);

    clock.advance(90);
    const resent = await call('POST', '/api/v1/user/resend', {
      body: { mobile: `+98${mobile.slice(1)}` },
    });
    expect(resent.status).toBe(200);
    expect(codeSentData.parse(envelopeOf(resent).data)).toEqual({
      mobile,
      expires_in: 120,
      resend_in: 120,
    });
    const rows = await codeRows(mobile);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.voidedAt).not.toBeNull();
    expect(rows[1]?.voidedAt).toBeNull();
  });

  it('voids the old code: only the new one signs in', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const oldCode = await requestCode(call, mobile);
    clock.advance(120);
    expect((await call('POST', '/api/v1/user/resend', { body: { mobile } })).status).toBe(200);
    const newCode = await codeSentTo(t, mobile);
    if (oldCode !== newCode) {
      expectFailure(
        await call('POST', '/api/v1/user/validate', { body: { mobile, code: oldCode } }),
        400,
      );
    }
    const ok = await call('POST', '/api/v1/user/validate', { body: { mobile, code: newCode } });
    expect(ok.status).toBe(200);
  });
});

describe('POST /api/v1/user/validate', () => {
  it('creates the customer on first login and issues a new customer token each time', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    const first = await call('POST', '/api/v1/user/validate', { body: { mobile, code } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = envelopeOf(first);
    expect(body).toMatchObject({ success: true, code: 200, msg: 'با موفقیت وارد شدید' });
    const auth = customerAuthData.parse(body.data);
    const [customer] = await t.db.select().from(customers).where(eq(customers.mobile, mobile));
    expect(auth).toEqual({
      token: { access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
      customer: { id: customer?.id },
      guest: false,
      user: { role: 'customer', id: customer?.id },
      is_new: true,
    });
    expect(await resolveCaller(t.db, auth.token.access_token)).toEqual({
      role: 'customer',
      customerId: customer?.id,
      userId: null,
    });
    const [stored] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.customerId, auth.customer.id));
    expect(stored?.tokenHash).not.toBe(auth.token.access_token);
    const lifetimeDays =
      ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(lifetimeDays).toBe(30);

    clock.advance(120);
    const second = await requestCode(call, mobile);
    const again = customerAuthData.parse(
      envelopeOf(await call('POST', '/api/v1/user/validate', { body: { mobile, code: second } }))
        .data,
    );
    expect(again.is_new).toBe(false);
    expect(again.customer.id).toBe(auth.customer.id);
    expect(again.token.access_token).not.toBe(auth.token.access_token);
  });

  it('takes a known customer in with is_new false', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const [known] = await t.db.insert(customers).values({ mobile }).returning({ id: customers.id });
    const code = await requestCode(call, mobile);
    const auth = customerAuthData.parse(
      envelopeOf(
        await call('POST', '/api/v1/user/validate', {
          body: { mobile: `0098${mobile.slice(1)}`, code },
        }),
      ).data,
    );
    expect(auth).toMatchObject({ customer: { id: known?.id }, is_new: false });
  });

  it('reads a code typed in Persian or Arabic digits', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const result = await call('POST', '/api/v1/user/validate', { body: { mobile, code: persian } });
    expect(result.status).toBe(200);
  });

  it('counts a wrong code and says how many tries are left', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    const wrong = await call('POST', '/api/v1/user/validate', {
      body: { mobile, code: otherCode(code) },
    });
    const failure = expectFailure(wrong, 400);
    expect(failure.msg).toBe('کد واردشده درست نیست؛ ۴ بار دیگر می‌توانید تلاش کنید');
    expect(failure.errors).toEqual({ code: [failure.msg] });
    expect((await codeRows(mobile))[0]?.attempts).toBe(1);
    const right = await call('POST', '/api/v1/user/validate', { body: { mobile, code } });
    expect(right.status).toBe(200);
  });

  it('refuses the sixth try on a code, even with the right code, until a new code is sent', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', '/api/v1/user/validate', {
        body: { mobile, code: otherCode(code) },
      });
      messages.push(expectFailure(wrong, 400).msg);
    }
    expect(messages.at(-1)).toBe('کد واردشده درست نیست؛ کد تازه‌ای درخواست کنید');
    expect(messages[3]).toBe('کد واردشده درست نیست؛ ۱ بار دیگر می‌توانید تلاش کنید');
    clock.advance(20);
    const sixth = await call('POST', '/api/v1/user/validate', { body: { mobile, code } });
    expect(expectFailure(sixth, 429).msg).toBe(
      'تلاش‌های نادرست بیش از حد مجاز شد؛ کد تازه‌ای درخواست کنید',
    );
    expect(sixth.headers.get('retry-after')).toBe('100');
    expect((await codeRows(mobile))[0]?.attempts).toBe(5);
    expect(await t.db.select().from(customers).where(eq(customers.mobile, mobile))).toEqual([]);

    clock.advance(100);
    const fresh = await requestCode(call, mobile);
    expect(
      (await call('POST', '/api/v1/user/validate', { body: { mobile, code: fresh } })).status,
    ).toBe(200);
  });

  it('accepts a code until its two minutes are up', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    clock.advance(119);
    expect((await call('POST', '/api/v1/user/validate', { body: { mobile, code } })).status).toBe(
      200,
    );
  });

  it('refuses an expired code', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    clock.advance(120);
    const late = await call('POST', '/api/v1/user/validate', { body: { mobile, code } });
    expect(expectFailure(late, 400).msg).toBe('کد تأیید منقضی شده است؛ کد تازه‌ای درخواست کنید');
    expect((await codeRows(mobile))[0]?.usedAt).toBeNull();
  });

  it('accepts a code once only', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    expect((await call('POST', '/api/v1/user/validate', { body: { mobile, code } })).status).toBe(
      200,
    );
    const reused = await call('POST', '/api/v1/user/validate', { body: { mobile, code } });
    expect(expectFailure(reused, 400).msg).toBe(
      'کد فعالی برای این شماره نیست؛ کد تازه‌ای درخواست کنید',
    );
  });

  it('binds a code to its number', async () => {
    const call = client(t);
    const owner = nextMobile();
    const other = nextMobile();
    const code = await requestCode(call, owner);
    expectFailure(
      await call('POST', '/api/v1/user/validate', { body: { mobile: other, code } }),
      400,
    );
    const otherCodeSent = await requestCode(call, other);
    if (otherCodeSent !== code) {
      expectFailure(
        await call('POST', '/api/v1/user/validate', { body: { mobile: other, code } }),
        400,
      );
    }
    expect(await t.db.select().from(customers).where(eq(customers.mobile, other))).toEqual([]);
  });

  it.each([
    ['letters', { code: '12a456' }],
    ['five digits', { code: '12345' }],
    ['a number', { code: 123456 }],
    ['no code', {}],
  ])('refuses a code of %s as bad input without counting a try', async (_, extra) => {
    const call = client(t);
    const mobile = nextMobile();
    await requestCode(call, mobile);
    const before = await rowCounts();
    const result = await call('POST', '/api/v1/user/validate', { body: { mobile, ...extra } });
    const failure = expectFailure(result, 400);
    expect(failure.errors).toHaveProperty('code');
    expect((await codeRows(mobile))[0]?.attempts).toBe(0);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a bad number as bad input', async () => {
    const result = await client(t)('POST', '/api/v1/user/validate', {
      body: { mobile: 'abc', code: '123456' },
    });
    expect(expectFailure(result, 400).errors).toHaveProperty('mobile');
  });

  it('never turns a guest token into the customer: the login issues a new one', async () => {
    const call = client(t);
    const guest = guestAuthData.parse(
      envelopeOf(await call('POST', '/api/v1/user/login/guest')).data,
    );
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    const auth = customerAuthData.parse(
      envelopeOf(
        await call('POST', '/api/v1/user/validate', {
          token: guest.token.access_token,
          body: { mobile, code },
        }),
      ).data,
    );
    expect(auth.token.access_token).not.toBe(guest.token.access_token);
    expect(await resolveCaller(t.db, guest.token.access_token)).toEqual({
      role: 'guest',
      customerId: null,
      userId: null,
    });
    expect(await resolveCaller(t.db, auth.token.access_token)).toMatchObject({
      role: 'customer',
      customerId: auth.customer.id,
    });
  });
});

describe('POST /api/v1/user/login/guest', () => {
  it('issues a fresh guest token on every call', async () => {
    const call = client(t);
    const first = await call('POST', '/api/v1/user/login/guest', { body: {} });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const a = guestAuthData.parse(envelopeOf(first).data);
    const b = guestAuthData.parse(envelopeOf(await call('POST', '/api/v1/user/login/guest')).data);
    expect(a).toEqual({
      token: { access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
      customer: null,
      guest: true,
      user: { role: 'guest', id: null },
      is_new: false,
    });
    expect(b.token.access_token).not.toBe(a.token.access_token);
    expect(await resolveCaller(t.db, a.token.access_token)).toEqual({
      role: 'guest',
      customerId: null,
      userId: null,
    });
  });
});

describe('POST /api/v1/user/logout', () => {
  it('revokes the token: it is dead for every later call', async () => {
    const call = client(t);
    const mobile = nextMobile();
    const code = await requestCode(call, mobile);
    const auth = customerAuthData.parse(
      envelopeOf(await call('POST', '/api/v1/user/validate', { body: { mobile, code } })).data,
    );
    const profile = `/api/v1/app/customers/${auth.customer.id}`;
    expect((await call('GET', profile, { token: auth.token.access_token })).status).toBe(200);
    const out = await call('POST', '/api/v1/user/logout', { token: auth.token.access_token });
    expect(out.status).toBe(200);
    expect(envelopeOf(out)).toEqual({
      success: true,
      code: 200,
      msg: 'از حساب کاربری خارج شدید',
      data: null,
    });
    expect(await resolveCaller(t.db, auth.token.access_token)).toBeNull();
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.customerId, auth.customer.id));
    expect(row?.revokedAt).not.toBeNull();
    expectFailure(
      await call('POST', '/api/v1/user/logout', { token: auth.token.access_token }),
      401,
    );
    expectFailure(await call('GET', profile, { token: auth.token.access_token }), 401);
  });

  it('logs a guest out too, and answers 401 without a live token', async () => {
    const call = client(t);
    const guest = guestAuthData.parse(
      envelopeOf(await call('POST', '/api/v1/user/login/guest')).data,
    );
    expect(
      (await call('POST', '/api/v1/user/logout', { token: guest.token.access_token })).status,
    ).toBe(200);
    expect(await resolveCaller(t.db, guest.token.access_token)).toBeNull();
    expectFailure(await call('POST', '/api/v1/user/logout'), 401);
    expectFailure(await call('POST', '/api/v1/user/logout', { token: 'x'.repeat(43) }), 401);
    expectFailure(
      await call('POST', '/api/v1/user/logout', { headers: { authorization: 'Basic abc' } }),
      401,
    );
  });
});
