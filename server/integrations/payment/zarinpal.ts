import { z } from 'zod';
import {
  GatewayRequestError,
  type GatewayStart,
  type GatewayVerdict,
  type PaymentGateway,
} from './types';

export const ZARINPAL_DEFAULT_API_URL = 'https://payment.zarinpal.com/pg/v4/payment';
export const ZARINPAL_DEFAULT_GATEWAY_URL = 'https://payment.zarinpal.com/pg/StartPay';

/** Verified now, or verified before by an earlier call (a replayed callback). */
const VERIFIED_CODES = new Set([100, 101]);

export type ZarinpalConfig = {
  merchantId: string | undefined;
  /** The REST base holding request.json and verify.json. */
  apiUrl?: string;
  /** The StartPay base the customer is sent to, followed by /{authority}. */
  gatewayUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * Every v4 answer is `{data, errors}`: on success data holds code 100 (and the
 * authority or ref_id) and errors is an empty list; on failure data is an empty
 * list and errors holds the (negative) code and a message.
 */
const answer = z.object({ data: z.unknown(), errors: z.unknown() });
const successData = z.object({
  code: z.number(),
  authority: z.string().min(1).max(64).optional(),
  ref_id: z.union([z.number(), z.string()]).optional(),
});
const failure = z.object({ code: z.number(), message: z.string().optional() });

type Reading =
  | { kind: 'data'; data: z.infer<typeof successData> }
  | { kind: 'refused'; code: number; message: string }
  | { kind: 'unreachable'; detail: string };

/**
 * Zarinpal's v4 REST API (amounts in Toman, currency IRT):
 * POST {api}/request.json {merchant_id, amount, currency, description,
 * callback_url, metadata} → authority, the customer pays at
 * {gateway}/{authority}, Zarinpal sends them to callback_url?Authority&Status,
 * then POST {api}/verify.json {merchant_id, amount, authority} → code 100
 * (verified) or 101 (verified before) with ref_id. A payment left unverified
 * is returned to the customer by Zarinpal.
 */
export function zarinpalGateway(config: ZarinpalConfig): PaymentGateway {
  const apiUrl = (config.apiUrl || ZARINPAL_DEFAULT_API_URL).replace(/\/+$/, '');
  const gatewayUrl = (config.gatewayUrl || ZARINPAL_DEFAULT_GATEWAY_URL).replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function post(endpoint: string, body: Record<string, unknown>): Promise<Reading> {
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}/${endpoint}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'unreachable', detail: `request failed (${errorName(error)})` };
    }
    const parsed = answer.safeParse(await response.json().catch(() => null));
    if (parsed.success) {
      const data = successData.safeParse(parsed.data.data);
      if (data.success) return { kind: 'data', data: data.data };
      const refused = failure.safeParse(parsed.data.errors);
      if (refused.success) {
        return { kind: 'refused', code: refused.data.code, message: refused.data.message ?? '' };
      }
    }
    return { kind: 'unreachable', detail: `HTTP ${response.status}, unreadable answer` };
  }

  return {
    name: 'zarinpal',

    async request(amount, callbackUrl, description, mobile): Promise<GatewayStart> {
      if (!config.merchantId)
        throw new GatewayRequestError('zarinpal', 'ZARINPAL_MERCHANT_ID is not set');
      const reading = await post('request.json', {
        merchant_id: config.merchantId,
        amount,
        currency: 'IRT',
        description,
        callback_url: callbackUrl,
        ...(mobile ? { metadata: { mobile } } : {}),
      });
      if (reading.kind === 'data' && reading.data.code === 100 && reading.data.authority) {
        const authority = reading.data.authority;
        return { authority, paymentUrl: `${gatewayUrl}/${encodeURIComponent(authority)}` };
      }
      throw new GatewayRequestError('zarinpal', readingDetail(reading));
    },

    async verify(authority, amount): Promise<GatewayVerdict> {
      if (!config.merchantId) {
        return { ok: false, reason: 'ZARINPAL_MERCHANT_ID is not set', unreachable: true };
      }
      const reading = await post('verify.json', {
        merchant_id: config.merchantId,
        amount,
        authority,
      });
      if (reading.kind === 'data' && VERIFIED_CODES.has(reading.data.code)) {
        return { ok: true, refId: String(reading.data.ref_id ?? '') };
      }
      if (reading.kind === 'unreachable') {
        return { ok: false, reason: reading.detail, unreachable: true };
      }
      return { ok: false, reason: readingDetail(reading) };
    },
  };
}

function readingDetail(reading: Reading): string {
  if (reading.kind === 'data') return `code ${reading.data.code}`;
  if (reading.kind === 'refused') return `code ${reading.code}: ${reading.message}`;
  return reading.detail;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown';
}
