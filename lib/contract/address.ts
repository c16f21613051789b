import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import fa from '@/messages/fa.json';
import { idParam } from './common';
import { bodyRefusing, clearableDigits, looseId, personName, typedText } from './customer';
import { iranLatitude, iranLongitude, zoneRef } from './zone';

const validation = fa.api.validation;

/** A customer keeps at most this many live addresses. */
export const MAX_ADDRESSES = 20;

export const address = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  /** The building number (پلاک). */
  number: z.string(),
  lat: z.number(),
  lng: z.number(),
  postal_code: z.string().nullable(),
  /** The location (city or district) id from /api/v1/locations. */
  location: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  is_preferred: z.boolean(),
  is_in_zone: z.boolean(),
  /** The delivery zone the point lies in (the cheapest when zones overlap). */
  zone: zoneRef.nullable(),
  /** The zone's shipping price in Toman; null outside every zone. */
  shipping_price: z.number().int().nullable(),
  created_at: z.string(),
});
export type Address = z.infer<typeof address>;
export const addressList = z.array(address);

/** POST addresses/{id}/delete answers the id it deleted. */
export const deletedAddress = z.object({ id: z.number().int() });

/** The newest saved address's point: "last user location by customer id". */
export const lastLocation = z.object({ id: z.number().int(), lat: z.number(), lng: z.number() });
export type LastLocation = z.infer<typeof lastLocation>;

/** Fields only the shop sets: an address never changes hands or ids. */
export const PROTECTED_ADDRESS_FIELDS = [
  'id',
  'customer',
  'customer_id',
  'user',
  'user_id',
  'deleted_at',
  'created_at',
] as const;

const buildingNumber = z
  .string()
  .transform((value) => toLatinDigits(value))
  .pipe(typedText(20, false));

const postalCode = clearableDigits((value) => /^\d{10}$/.test(value), validation.postalCode);

const fields = {
  title: typedText(80),
  address: typedText(500),
  number: buildingNumber.optional(),
  lat: iranLatitude,
  lng: iranLongitude,
  postal_code: postalCode,
  location: looseId.optional(),
  /** The recipient; left empty, the customer's own name is used. */
  first_name: personName(true).optional(),
  last_name: personName(true).optional(),
  /** Make this the preferred address (the first one always is). */
  is_preferred: z.boolean().optional(),
};

/** POST addresses/add. */
export const addressAddBody = bodyRefusing(fields, PROTECTED_ADDRESS_FIELDS);
export type AddressAddBody = z.infer<typeof addressAddBody>;

/** POST addresses/{id}/edit: any subset of the fields; lat and lng travel together. */
export const addressEditBody = bodyRefusing(
  {
    ...fields,
    title: fields.title.optional(),
    address: fields.address.optional(),
    lat: fields.lat.optional(),
    lng: fields.lng.optional(),
  },
  PROTECTED_ADDRESS_FIELDS,
).superRefine((body, ctx) => {
  if ((body.lat === undefined) === (body.lng === undefined)) return;
  ctx.addIssue({
    code: 'custom',
    path: [body.lat === undefined ? 'lat' : 'lng'],
    message: validation.pointTogether,
  });
});
export type AddressEditBody = z.infer<typeof addressEditBody>;

export const addressIdParams = z.object({ id: idParam });
