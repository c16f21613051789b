import { z } from 'zod';
import type { GeoPoint, ReverseGeocoder } from './types';

export const NESHAN_DEFAULT_BASE_URL = 'https://api.neshan.org';

export type NeshanOptions = {
  apiKey: string;
  baseUrl?: string;
  /** A slow map service must not hold up the zone check. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** The part of Neshan's v5 reverse answer the shop reads. */
const neshanReverse = z.object({
  status: z.string().optional(),
  formatted_address: z.string().trim().min(1),
});

/**
 * Neshan's reverse geocoding: GET {base}/v5/reverse?lat&lng with the key in the
 * `Api-Key` header; the answer's `formatted_address` is the street address.
 */
export function createNeshanGeocoder(options: NeshanOptions): ReverseGeocoder {
  const baseUrl = (options.baseUrl ?? NESHAN_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3000;
  const fetchImpl = options.fetch ?? fetch;

  async function reverse(point: GeoPoint): Promise<string | null> {
    const url = new URL(`${baseUrl}/v5/reverse`);
    url.searchParams.set('lat', String(point.lat));
    url.searchParams.set('lng', String(point.lng));
    try {
      const response = await fetchImpl(url, {
        headers: { 'Api-Key': options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        console.warn('[geocode] neshan answered', response.status);
        return null;
      }
      const parsed = neshanReverse.safeParse(await response.json());
      if (!parsed.success || (parsed.data.status && parsed.data.status !== 'OK')) return null;
      return parsed.data.formatted_address;
    } catch (error) {
      console.warn(
        '[geocode] neshan request failed',
        error instanceof Error ? error.message : error,
      );
      return null;
    }
  }

  return { name: 'neshan', reverse };
}
