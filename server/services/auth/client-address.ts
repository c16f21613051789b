import { isIPv4, isIPv6 } from 'node:net';
import { peerAddressIsAppended } from '@/server/http/peer-address.mjs';
import { trustedProxyHops } from '@/server/site/nearby-host.mjs';

/** Every caller whose address can't be read shares this one bucket. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * How many proxies stand in front of the app (TRUST_PROXY=N; "true" = one;
 * unset = none). Each appends the address it was reached from to
 * X-Forwarded-For, and the shop's server (server/front/serve.mjs) appends the
 * connection's own, so the last N+1 entries are the ones the shop can trust.
 */
function trustedHops(env: Record<string, string | undefined>): number {
  return trustedProxyHops(env.TRUST_PROXY);
}

/**
 * The X-Forwarded-For entries the shop can trust, the client's first and the
 * connection's last. Entries further left were written by the client itself
 * and can say anything. When fewer entries came than there are trusted hops,
 * all of them (the leftmost is then the furthest the shop can see).
 */
function trustedEntries(headers: Headers, env: Record<string, string | undefined>): string[] {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.slice(Math.max(entries.length - 1 - trustedHops(env), 0));
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...right];
}

/** An entry without brackets or zone, and an IPv4-mapped IPv6 address as plain IPv4. */
function plainAddress(entry: string): string {
  const address = entry
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] && isIPv4(mapped[1]) ? mapped[1] : address;
}

/**
 * One key per client: IPv4 as is; IPv6 by its /64, because one subscriber is
 * handed a whole /64 and could otherwise rotate addresses to dodge the limit.
 */
function addressKey(entry: string): string | null {
  const address = plainAddress(entry);
  if (isIPv4(address)) return address;
  if (!isIPv6(address) || address.includes('.')) return null;
  const groups = expandIPv6(address.toLowerCase()).slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function isLoopback(entry: string): boolean {
  const address = plainAddress(entry);
  if (isIPv4(address)) return address.startsWith('127.');
  return isIPv6(address) && expandIPv6(address.toLowerCase()).join(':') === '0:0:0:0:0:0:0:1';
}

/**
 * The address a rate limit counts a request against. Under Next.js a route
 * handler sees no socket, only headers: the client's address is the first
 * trusted entry of X-Forwarded-For.
 */
export function clientAddress(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): string {
  const [entry] = trustedEntries(headers, env);
  return (entry && addressKey(entry)) ?? UNKNOWN_ADDRESS;
}

/**
 * Whether the request came from this machine at every trusted step: the
 * connection and each trusted proxy's view of its client. Never true unless
 * the shop's own server wrote the connection's address (plain `next start`
 * passes a client's X-Forwarded-For on untouched, so it proves nothing).
 */
export function callerIsLoopback(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const entries = trustedEntries(headers, env);
  return peerAddressIsAppended() && entries.length > 0 && entries.every(isLoopback);
}
