import { isIPv4, isIPv6 } from 'node:net';

/** Every caller whose address can't be read shares this one bucket. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * How many proxies in front of the app append to X-Forwarded-For (TRUST_PROXY=N;
 * "1"/"true" = one). At least 1: `next start` itself writes the connection's
 * address into X-Forwarded-For when a request arrives without one.
 */
function trustedHops(env: Record<string, string | undefined>): number {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (raw === 'true') return 1;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops > 1 ? Math.min(hops, 10) : 1;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...right];
}

/**
 * One key per client: IPv4 as is; IPv6 by its /64, because one subscriber is
 * handed a whole /64 and could otherwise rotate addresses to dodge the limit.
 */
function addressKey(entry: string): string | null {
  const address = entry.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address) || address.includes('.')) return null;
  const groups = expandIPv6(address.toLowerCase()).slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The address a rate limit counts a request against. Under Next.js a route
 * handler sees no socket, only headers: the client's address is the entry of
 * X-Forwarded-For the nearest trusted hop wrote, counted from the right
 * (entries further left were written by the client and can be forged).
 */
export function clientAddress(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const entry = entries[entries.length - trustedHops(env)];
  return (entry && addressKey(entry)) ?? UNKNOWN_ADDRESS;
}
