import { callPath } from '@/lib/contract/calls/call-path';
import { orderCalls } from '@/lib/contract/calls/order';
import { defaultBaseUrl } from './base-url';
import { transportFailure } from './client';
import { ApiFailure } from './failure';
import { failureOf } from './read-answer';
import { providedApiToken } from './token-source';

/**
 * GET the caller's order invoice as a PDF. Not through send(): the answer is
 * a file, not the JSON envelope; a failure still reads its envelope, so it is
 * described as every other call's.
 */
export async function fetchInvoicePdf(orderId: number, signal?: AbortSignal): Promise<Blob> {
  const path = callPath(orderCalls.invoice, { id: orderId });
  const token = providedApiToken();
  let response: Response;
  try {
    response = await fetch(`${defaultBaseUrl()}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    throw transportFailure(error, signal);
  }
  if (response.ok) return response.blob();
  const body: unknown = await response.json().catch(() => null);
  throw (
    failureOf(path, response.status, body) ??
    new ApiFailure({ kind: 'http', status: response.status })
  );
}
