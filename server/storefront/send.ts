import 'server-only';
import { isApiFailure } from '@/lib/api/failure';
import { createSender, type SendOptions, type Transport } from '@/lib/api/send';
import { shopApp } from '@/server/shop-app';

export type ServerSendOptions = SendOptions & {
  /** Next's fetch cache, for a call to API_URL (the in-process app keeps nothing). */
  cache?: RequestCache;
};

/**
 * The API as the storefront's server side reaches it: the same request a
 * browser would send (path, method, JSON body), to API_URL when it is set,
 * else handed to the in-process Hono app with no network hop.
 */
const overTheApp: Transport<ServerSendOptions> = async (request, options = {}) => {
  const search = new URLSearchParams(request.searchParams).toString();
  const path = search ? `${request.path}?${search}` : request.path;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = {
    method: request.method.toUpperCase(),
    headers,
    body: request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
    signal: options.signal,
    ...(options.cache ? { cache: options.cache } : {}),
  };
  const base = process.env.API_URL;
  const response = base
    ? await fetch(`${base.replace(/\/$/, '')}${path}`, init)
    : await shopApp.request(path, init);
  return { status: response.status, body: await response.json().catch(() => null) };
};

/** send(call, input) for server components: the browser's contract, answers read the same way. */
export const sendFromServer = createSender(overTheApp);

/** A 404 from the API: the record is not there (or the built-in adapter is not in use). */
export function isNotFound(error: unknown): boolean {
  return isApiFailure(error) && error.kind === 'http' && error.status === 404;
}
