// Which addresses a request may have come to that the shop can hand back out
// when no SITE_URL names its public origin: this machine and its network
// (a demo opened at 127.0.0.1, localhost, the machine's name or its LAN
// address on a phone). A name on the public internet never qualifies: the
// shop must not write an address a client made up into a bank's return, a
// portal's redirect or an SMS (a login code bound to a stranger's domain).
// Plain JavaScript, so the shop's own Node server reads it too.
import { isIPv4, isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';

/** Names that never leave a local network (RFC 6761, 6762, 8375, and common router suffixes). */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.lan', '.internal', '.home.arpa'];

/** @param {string} address */
function ipv4Octets(address) {
  return address.split('.').map(Number);
}

/** Loopback, RFC 1918, link-local and carrier-grade NAT ranges. @param {string} address */
function isPrivateIPv4(address) {
  const [a = -1, b = -1] = ipv4Octets(address);
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** Loopback, unique-local (fc00::/7) and link-local (fe80::/10). @param {string} address */
function isPrivateIPv6(address) {
  const lower = address.toLowerCase();
  if (lower === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isPrivateIPv4(mapped[1]);
  return /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

/** This machine's own addresses, whatever range they are in. */
function ownAddresses() {
  const addresses = new Set();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) addresses.add(entry.address.toLowerCase());
  }
  return addresses;
}

/**
 * Whether `hostname` (as in a URL: IPv6 in brackets, no port) names this
 * machine or its local network.
 * @param {string} hostname
 */
export function isNearbyHost(hostname) {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === '') return false;
  const bare = name.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return isPrivateIPv4(bare) || ownAddresses().has(bare);
  if (isIPv6(bare)) return isPrivateIPv6(bare) || ownAddresses().has(bare.replace(/%.*$/, ''));
  if (name === 'localhost' || LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix))) return true;
  // A single-label name (`vm`, `shop-laptop`) is resolved on the local network only.
  return /^[a-z0-9-]+$/.test(name);
}

/** Whether `hostname` is this machine seen from itself, which no other device can open. @param {string} hostname */
export function isLoopbackHost(hostname) {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * An address of this machine other devices on its network can reach: the first
 * private IPv4 address of a network interface, else any non-internal IPv4 one.
 * @returns {string | null}
 */
export function lanAddress() {
  const candidates = [];
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) candidates.push(entry.address);
    }
  }
  return candidates.find(isPrivateIPv4) ?? candidates[0] ?? null;
}

/**
 * The origin a request came to, when it is one the shop may hand back out: the
 * Host header's name and port, over https only when a trusted proxy says so.
 * null for a public name or a missing or malformed Host.
 * @param {{ host: string | undefined; forwardedProto: string | undefined; trustProxy: boolean }} request
 */
export function nearbyRequestOrigin({ host, forwardedProto, trustProxy }) {
  // Only a name and a port: anything else (a path, a user, another host after
  // an «@») is a client's invention.
  if (!host || /[/?#@\\\s]/.test(host)) return null;
  let url;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (!isNearbyHost(url.hostname)) return null;
  const https = trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
  return `${https ? 'https' : 'http'}://${url.host}`;
}

/**
 * How many proxies stand in front of the shop, from TRUST_PROXY (N; "true" =
 * one; unset or anything else = none). Their forwarded headers count; a
 * client's own never do.
 * @param {string | undefined} setting
 */
export function trustedProxyHops(setting) {
  const raw = setting?.trim().toLowerCase();
  if (raw === 'true') return 1;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0;
}
