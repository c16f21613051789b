import { z } from 'zod';

/**
 * One of the shop's branches, where a pickup order is collected: its address,
 * opening hours (HH:mm, Tehran) and point on the map, each null when the
 * branch has not given it.
 */
export const branch = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Branch = z.infer<typeof branch>;
