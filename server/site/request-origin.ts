import { configuredOrigin, localOrigin } from '@/lib/site/public-origin';
import {
  isLoopbackHost,
  lanAddress,
  nearbyRequestOrigin,
  trustedProxyHops,
} from './nearby-host.mjs';

type Env = Record<string, string | undefined>;

/**
 * The origin of an address the API hands out in answer to `request` (the
 * bank's and the city portal's way back, QR codes, a login SMS's WebOTP line):
 * SITE_URL when set; otherwise the address the request came to when it names
 * this machine or its network, so a shop opened at 127.0.0.1 or a phone's
 * view of its LAN address keeps the browser (and its session) on that address;
 * otherwise this machine. A public name from the Host header is never trusted.
 */
export function requestOrigin(request: Request, env: Env = process.env): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  const fromRequest = nearbyRequestOrigin({
    host: request.headers.get('host') ?? undefined,
    forwardedProto: request.headers.get('x-forwarded-proto') ?? undefined,
    trustProxy: trustedProxyHops(env.TRUST_PROXY) > 0,
  });
  return fromRequest ?? localOrigin(env);
}

/**
 * The origin for an address sent to a phone (an SMS link), which cannot open
 * this machine's loopback: SITE_URL; else the request's own origin when a phone
 * could reach it; else the machine's LAN address on the server's port; else
 * (no network at all) this machine.
 */
export function reachableOrigin(request: Request | null, env: Env = process.env): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  if (request) {
    const origin = requestOrigin(request, env);
    if (!isLoopbackHost(new URL(origin).hostname)) return origin;
  }
  const lan = lanAddress();
  const local = localOrigin(env);
  return lan ? `http://${lan}:${new URL(local).port}` : local;
}
