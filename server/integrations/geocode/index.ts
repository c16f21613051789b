import { createNeshanGeocoder } from './neshan';
import { noneGeocoder } from './none';
import type { ReverseGeocoder } from './types';

export type { GeoPoint, ReverseGeocoder } from './types';

/** GEOCODE_PROVIDER, NESHAN_API_KEY and NESHAN_BASE_URL are read. */
export type GeocodeEnv = Record<string, string | undefined>;

let cached: { key: string; geocoder: ReverseGeocoder } | undefined;

function build(env: GeocodeEnv): ReverseGeocoder {
  const provider = (env.GEOCODE_PROVIDER ?? 'none').trim().toLowerCase();
  if (provider === '' || provider === 'none') return noneGeocoder;
  if (provider === 'neshan') {
    if (env.NESHAN_API_KEY) {
      return createNeshanGeocoder({ apiKey: env.NESHAN_API_KEY, baseUrl: env.NESHAN_BASE_URL });
    }
    console.error('[geocode] GEOCODE_PROVIDER=neshan needs NESHAN_API_KEY; using none');
    return noneGeocoder;
  }
  // A typo in the settings should not turn every zone check into an error page.
  console.error(`[geocode] unknown GEOCODE_PROVIDER "${provider}"; using none`);
  return noneGeocoder;
}

/**
 * The reverse geocoder the settings choose: GEOCODE_PROVIDER=none (default) or
 * neshan (NESHAN_API_KEY, optional NESHAN_BASE_URL). Rebuilt only when the
 * settings change.
 */
export function geocoderFromEnv(env: GeocodeEnv = process.env): ReverseGeocoder {
  const key = [env.GEOCODE_PROVIDER, env.NESHAN_API_KEY, env.NESHAN_BASE_URL].join('\u0000');
  if (cached?.key !== key) cached = { key, geocoder: build(env) };
  return cached.geocoder;
}
