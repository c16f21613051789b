import { desc, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { smsOutbox } from '@/server/db/schema';
import type { CallOptions, CallResult, createTestApp } from '../helpers/test-app';

export type AuthTestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The clock stands still at the real time the test began and moves only when
 * the test says, so countdowns and Retry-After values are exact. Date alone is
 * faked (timers stay real, so the database drivers keep working); codes,
 * tokens and rate-limit windows all read it.
 */
export function steppedClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return {
    advance(seconds: number) {
      vi.setSystemTime(Date.now() + seconds * 1000);
    },
    reset() {
      vi.useRealTimers();
    },
  };
}

let mobileSerial = 1000;
/** A number no other test in the file has used (limits are per number). */
export function nextMobile(): string {
  mobileSerial += 1;
  return `0912000${String(mobileSerial).padStart(4, '0')}`;
}

let addressSerial = 0;
/** A client with an address of its own (limits are per address too). */
export function client(t: AuthTestApp, address?: string) {
  addressSerial += 1;
  const xff = address ?? `198.51.100.${addressSerial % 250}`;
  return (method: string, path: string, options: CallOptions = {}) =>
    t.call(method, path, {
      ...options,
      headers: { 'x-forwarded-for': xff, ...options.headers },
    });
}

/** The code in the newest outbox message to a number, as a customer reads it. */
export async function codeSentTo(t: AuthTestApp, mobile: string): Promise<string> {
  const [message] = await t.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = message?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

/** A code of six digits that is certainly not `code`. */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

type Envelope = { success: boolean; code: number; msg: string; data: unknown; errors?: unknown };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'success' in body && 'msg' in body;
}

export function envelopeOf(result: CallResult): Envelope {
  if (!isEnvelope(result.body)) throw new Error(`not an envelope: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A v1 failure: status, code mirrored, a Persian message. */
export function expectFailure(result: CallResult, status: number): Envelope {
  expect(result.status).toBe(status);
  const body = envelopeOf(result);
  expect(body).toMatchObject({ success: false, code: status, data: null });
  expect(body.msg).toMatch(/[\u0600-\u06ff]/);
  return body;
}
