export function observeRequest(request: {
  method: string | undefined;
  call: string;
  status: number;
  seconds: number;
}): void;
export function countInFlight(delta: number): void;
export function countCacheLookup(cache: 'page' | 'api', hit: boolean): void;
export function countOrderOutcome(outcome: 'placed' | 'repeated'): void;
export function countPaymentOutcome(
  method: 'bank' | 'credit',
  outcome: 'paid' | 'failed' | 'unverified',
): void;
export function markDraining(draining: boolean): void;
export function metricsExposition(): Promise<{ contentType: string; body: string }>;
