import { createServer, type Server } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerAuthData } from '@/lib/contract/auth';
import { otpCodes, smsOutbox } from '@/server/db/schema';
import { SmsSendError, smsSenderFor } from '@/server/integrations/sms';
import { kavenegarSender } from '@/server/integrations/sms/kavenegar';
import { outboxSender } from '@/server/integrations/sms/outbox';
import { createTestApp } from '../helpers/test-app';
import {
  type AuthTestApp,
  client,
  envelopeOf,
  expectFailure,
  nextMobile,
  steppedClock,
} from './auth-support';

/** A local stand-in for api.kavenegar.com, answering as the real one does. */
type FakeMode = 'ok' | 'rejected' | 'server-error' | 'garbage' | 'hang';
const fake: { mode: FakeMode; requests: URL[]; server?: Server; baseUrl: string } = {
  mode: 'ok',
  requests: [],
  baseUrl: '',
};

const API_KEY = '4F6B-test+key/1';

let t: AuthTestApp;
let clock: ReturnType<typeof steppedClock>;

beforeAll(async () => {
  const server = createServer((req, res) => {
    fake.requests.push(new URL(req.url ?? '/', 'http://fake'));
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (fake.mode === 'hang') return;
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>gateway</html>');
      return;
    }
    if (fake.mode === 'server-error')
      return json(500, { return: { status: 500, message: 'خطای داخلی' } });
    if (fake.mode === 'rejected')
      return json(418, {
        return: { status: 418, message: 'اعتبار حساب شما کافی نیست' },
        entries: null,
      });
    const receptor = new URL(req.url ?? '/', 'http://fake').searchParams.get('receptor');
    return json(200, {
      return: { status: 200, message: 'تایید شد' },
      entries: [
        { messageid: 8792343, receptor, status: 5, statustext: 'ارسال به مخابرات', cost: 120 },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake server has no port');
  fake.server = server;
  fake.baseUrl = `http://127.0.0.1:${address.port}`;
  t = await createTestApp();
  clock = steppedClock();
});

afterAll(async () => {
  clock.reset();
  await t.close();
  fake.server?.closeAllConnections();
  await new Promise((resolve) => fake.server?.close(resolve));
});

afterEach(() => {
  fake.mode = 'ok';
  fake.requests = [];
});

describe('the Kavenegar adapter', () => {
  const sender = (overrides: { apiKey?: string; template?: string; timeoutMs?: number } = {}) =>
    kavenegarSender({
      apiKey: API_KEY,
      template: 'shop-login',
      baseUrl: `${fake.baseUrl}/`,
      timeoutMs: 500,
      ...overrides,
    });

  it('sends a plain message (a restock) through sms/send with the number and the text', async () => {
    const text = '«گز لقمه» دوباره موجود شد: http://localhost:3000/product/12';
    await sender({ template: '' }).sendText({ mobile: '09123456789', text });
    const [request] = fake.requests;
    expect(request?.pathname).toBe(`/v1/${encodeURIComponent(API_KEY)}/sms/send.json`);
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      receptor: '09123456789',
      message: text,
    });
    fake.mode = 'rejected';
    await expect(sender().sendText({ mobile: '09123456789', text })).rejects.toBeInstanceOf(
      SmsSendError,
    );
  });

  it('calls verify lookup with the number, the code and the template', async () => {
    await sender().sendLoginCode({ mobile: '09123456789', code: '042917', host: 'shop.example' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.pathname).toBe(`/v1/${encodeURIComponent(API_KEY)}/verify/lookup.json`);
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      receptor: '09123456789',
      token: '042917',
      template: 'shop-login',
    });
  });

  it.each([['rejected'], ['server-error'], ['garbage'], ['hang']] as const)(
    'fails with SmsSendError when the provider answers %s',
    async (mode) => {
      fake.mode = mode;
      const failure = sender().sendLoginCode({
        mobile: '09123456789',
        code: '042917',
        host: 'shop.example',
      });
      await expect(failure).rejects.toBeInstanceOf(SmsSendError);
      await expect(failure).rejects.not.toThrow(/042917|4F6B/);
    },
  );

  it('fails with SmsSendError when the provider cannot be reached or is not configured', async () => {
    const closed = kavenegarSender({ apiKey: 'k', template: 't', baseUrl: 'http://127.0.0.1:9' });
    await expect(
      closed.sendLoginCode({ mobile: '09123456789', code: '1', host: 'shop.example' }),
    ).rejects.toBeInstanceOf(SmsSendError);
    await expect(
      sender({ apiKey: '' }).sendLoginCode({
        mobile: '09123456789',
        code: '1',
        host: 'shop.example',
      }),
    ).rejects.toThrow(/KAVENEGAR_API_KEY/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('choosing the adapter', () => {
  it('takes the outbox by default and Kavenegar when SMS_PROVIDER says so', async () => {
    expect(smsSenderFor(t.db, {}).provider).toBe('outbox');
    expect(smsSenderFor(t.db, { SMS_PROVIDER: 'Kavenegar' }).provider).toBe('kavenegar');
    const misspelt = smsSenderFor(t.db, { SMS_PROVIDER: 'kavengar' });
    await expect(
      misspelt.sendLoginCode({ mobile: '09123456789', code: '1', host: 'shop.example' }),
    ).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('the outbox adapter', () => {
  it('keeps the message and prints the code only outside production', async () => {
    const lines: string[] = [];
    const mobile = nextMobile();
    await outboxSender(t.db, { logCodes: true, log: (line) => lines.push(line) }).sendLoginCode({
      mobile,
      code: '551234',
      host: 'shop.example',
    });
    await outboxSender(t.db, { logCodes: false, log: (line) => lines.push(line) }).sendLoginCode({
      mobile,
      code: '661234',
      host: '192.168.1.20',
    });
    expect(lines).toEqual([`[sms:outbox] login code for ${mobile}: 551234`]);
    const bodies = await t.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile));
    expect(bodies.map((row) => row.body)).toEqual([
      'کد ورود شما: 551234\nاین کد تا ۲ دقیقه معتبر است.\n\n@shop.example #551234',
      'کد ورود شما: 661234\nاین کد تا ۲ دقیقه معتبر است.\n\n@192.168.1.20 #661234',
    ]);
  });

  it('is not told to print codes in production outside demo mode', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mobile = nextMobile();
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' };
    await smsSenderFor(t.db, env).sendLoginCode({ mobile, code: '771234', host: 'shop.example' });
    expect(info).not.toHaveBeenCalled();
    // A production demo (the embedded database on this machine) prints them for its visitor.
    await smsSenderFor(t.db, { NODE_ENV: 'production' }).sendLoginCode({
      mobile,
      code: '771235',
      host: 'shop.example',
    });
    expect(info).toHaveBeenCalledWith(`[sms:outbox] login code for ${mobile}: 771235`);
    info.mockRestore();
  });
});

describe('login through Kavenegar', () => {
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.SMS_PROVIDER = 'kavenegar';
    process.env.KAVENEGAR_API_KEY = API_KEY;
    process.env.KAVENEGAR_TEMPLATE = 'shop-login';
    process.env.KAVENEGAR_BASE_URL = fake.baseUrl;
  });
  afterAll(() => {
    for (const name of [
      'SMS_PROVIDER',
      'KAVENEGAR_API_KEY',
      'KAVENEGAR_TEMPLATE',
      'KAVENEGAR_BASE_URL',
    ]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  const sentCode = () => fake.requests.at(-1)?.searchParams.get('token') ?? '';

  it('sends the code through the provider, and that code signs in', async () => {
    const call = client(t);
    const mobile = nextMobile();
    expect((await call('POST', '/api/v1/user/login', { body: { mobile } })).status).toBe(200);
    expect(fake.requests.at(-1)?.searchParams.get('receptor')).toBe(mobile);
    const [outbox] = await t.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile));
    expect(outbox?.n).toBe(0);
    const result = await call('POST', '/api/v1/user/validate', {
      body: { mobile, code: sentCode() },
    });
    expect(customerAuthData.parse(envelopeOf(result).data).is_new).toBe(true);
  });

  it('answers a Persian 503 when the provider fails, leaves that code dead and allows a retry at once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const call = client(t);
    const mobile = nextMobile();
    fake.mode = 'rejected';
    const failed = await call('POST', '/api/v1/user/login', { body: { mobile } });
    expect(expectFailure(failed, 503).msg).toBe('ارسال پیامک ممکن نشد؛ کمی بعد دوباره تلاش کنید');
    const lostCode = sentCode();
    expect(lostCode).toMatch(/^\d{6}$/);
    const logged = error.mock.calls.flat().join(' ');
    expect(logged).toContain('kavenegar');
    expect(logged).not.toContain(lostCode);
    expect(logged).not.toContain(API_KEY);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row?.voidedAt).not.toBeNull();
    const attempt = await call('POST', '/api/v1/user/validate', {
      body: { mobile, code: lostCode },
    });
    expect(expectFailure(attempt, 400).msg).toBe(
      'کد فعالی برای این شماره نیست؛ کد تازه‌ای درخواست کنید',
    );

    fake.mode = 'ok';
    expect((await call('POST', '/api/v1/user/resend', { body: { mobile } })).status).toBe(200);
    expect(
      (await call('POST', '/api/v1/user/validate', { body: { mobile, code: sentCode() } })).status,
    ).toBe(200);
    error.mockRestore();
  });

  it('does not void the earlier code when a resend cannot be sent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const call = client(t);
    const mobile = nextMobile();
    await call('POST', '/api/v1/user/login', { body: { mobile } });
    clock.advance(120);
    fake.mode = 'server-error';
    expectFailure(await call('POST', '/api/v1/user/resend', { body: { mobile } }), 503);
    const rows = await t.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.mobile, mobile))
      .orderBy(otpCodes.id);
    expect(rows.map((row) => row.voidedAt === null)).toEqual([true, false]);
    error.mockRestore();
  });
});
