import type { ReverseGeocoder } from './types';

/** The built-in adapter: the shop runs on one machine with no map service account. */
export const noneGeocoder: ReverseGeocoder = {
  name: 'none',
  reverse: async () => null,
};
