export function isNearbyHost(hostname: string): boolean;
export function isLoopbackHost(hostname: string): boolean;
export function lanAddress(): string | null;
export function nearbyRequestOrigin(request: {
  host: string | undefined;
  forwardedProto: string | undefined;
  trustProxy: boolean;
}): string | null;
export function trustedProxyHops(setting: string | undefined): number;
