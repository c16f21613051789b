/** The gateways the shop knows; each payment row names the one it went through. */
export type GatewayName = 'sandbox' | 'zarinpal';

/** The bank has a transaction for the customer: send them to paymentUrl. */
export type GatewayStart = { authority: string; paymentUrl: string };

/**
 * The bank's own word on a transaction. ok only when it was paid with exactly
 * the amount asked. A failure the bank could not be asked about at all
 * (network, timeout, an unreadable answer) is `unreachable`: the money may have
 * moved, so the payment must stay open for a later attempt instead of failing.
 */
export type GatewayVerdict =
  | { ok: true; refId: string }
  | { ok: false; reason: string; unreachable?: boolean };

/**
 * A card gateway: request → the customer pays on the bank's page → the bank
 * sends the browser to callbackUrl?Authority=…&Status=OK|NOK → verify.
 * Amounts are whole Toman.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  request(
    amount: number,
    callbackUrl: string,
    description: string,
    mobile?: string,
  ): Promise<GatewayStart>;
  verify(authority: string, amount: number): Promise<GatewayVerdict>;
}

/**
 * The bank refused or could not be reached when a payment was asked for.
 * `detail` is for the server log and never carries a credential.
 */
export class GatewayRequestError extends Error {
  constructor(
    readonly gateway: string,
    readonly detail: string,
  ) {
    super(`${gateway}: ${detail}`);
    this.name = 'GatewayRequestError';
  }
}
