import type { Executor } from '@/server/db/database';
import { sandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';
import { zarinpalGateway } from './zarinpal';

export {
  type GatewayName,
  GatewayRequestError,
  type GatewayStart,
  type GatewayVerdict,
  type PaymentGateway,
} from './types';

type Env = Record<string, string | undefined>;

/** PAYMENT_PROVIDER, lower-cased; unset means the built-in sandbox bank. */
export function paymentProviderName(env: Env = process.env): string {
  return env.PAYMENT_PROVIDER?.trim().toLowerCase() || 'sandbox';
}

/**
 * The gateway PAYMENT_PROVIDER names: `sandbox` (default, the built-in bank
 * page, served at `siteUrl`: the origin the customer is using) or `zarinpal`
 * (ZARINPAL_MERCHANT_ID, optional ZARINPAL_API_URL and ZARINPAL_GATEWAY_URL).
 * null for a misspelt provider: it must not quietly fall back to a bank that
 * takes no money.
 */
export function paymentGatewayFor(
  db: Executor,
  siteUrl: string,
  env: Env = process.env,
): PaymentGateway | null {
  const provider = paymentProviderName(env);
  if (provider === 'sandbox') return sandboxGateway(db, siteUrl);
  if (provider === 'zarinpal') {
    return zarinpalGateway({
      merchantId: env.ZARINPAL_MERCHANT_ID?.trim(),
      apiUrl: env.ZARINPAL_API_URL?.trim(),
      gatewayUrl: env.ZARINPAL_GATEWAY_URL?.trim(),
    });
  }
  console.error(`[payment] unknown PAYMENT_PROVIDER "${provider}"; card payments are off`);
  return null;
}

/**
 * The gateway a callback names, only while it is the one in use: a sandbox
 * callback on a shop taking real money (or the other way round) is never verified.
 */
export function gatewayForCallback(
  db: Executor,
  name: string,
  siteUrl: string,
  env: Env = process.env,
): PaymentGateway | null {
  const gateway = paymentGatewayFor(db, siteUrl, env);
  return gateway?.name === name ? gateway : null;
}
