import { createHmac } from 'node:crypto';
import { pepper } from '@/server/services/auth/pepper';

let placeholder: string | undefined;

/**
 * The nonce pages are rendered with, the same on every instance of one shop so
 * a page cached by one can be served by another. It never reaches a browser:
 * the shop's server (server/front/fresh-nonce.mjs) swaps it, in the CSP header and
 * the body alike, for a fresh random nonce on every response. Derived from the
 * shop's secret pepper, so nobody outside can write a script that carries it.
 * 16 bytes in base64, the length of the fresh nonce, so the swap keeps every
 * Content-Length true.
 */
export function scriptNonce(): string {
  placeholder ??= createHmac('sha256', pepper())
    .update('csp-script-nonce')
    .digest()
    .subarray(0, 16)
    .toString('base64');
  return placeholder;
}
