/**
 * A new address added from checkout goes back to checkout with that address
 * chosen; one added from the profile goes back to the address list.
 */
export const CHECKOUT_PATH = '/cart/checkout';
export const ADDRESSES_PATH = '/profile/addresses';

const FROM_CHECKOUT = 'checkout';

/** The new-address form, opened from checkout. */
export const NEW_ADDRESS_FROM_CHECKOUT = `${ADDRESSES_PATH}/new?from=${FROM_CHECKOUT}`;

/** Whether the new-address form was opened from checkout (its `from` query). */
export function openedFromCheckout(from: string | string[] | undefined): boolean {
  return (Array.isArray(from) ? from[0] : from) === FROM_CHECKOUT;
}

/** Where the form goes once an address is saved, and where its «back» leads. */
export function addressFormExit(fromCheckout: boolean, savedId: number | null): string {
  if (!fromCheckout) return ADDRESSES_PATH;
  return savedId === null ? CHECKOUT_PATH : `${CHECKOUT_PATH}?address=${savedId}`;
}

/** The address checkout opens with: the `address` query when it is an id, else none. */
export function chosenAddressId(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
