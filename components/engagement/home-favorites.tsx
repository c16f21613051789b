'use client';

import { island } from '@/components/ui/island';
import { useIsCustomer } from '@/stores/user';
import type { OwnFavoritesRowProps } from './home-favorites-customer';

const CustomerRow = island(() =>
  import('./home-favorites-customer').then((m) => m.OwnFavoritesRow),
);

/**
 * The signed-in customer's own favourites on the home page: a row of its own,
 * under its own title, after the shop's most liked (which stays the same for
 * every visitor). Nothing for a guest, or for a customer with no favourites.
 */
export function OwnFavoritesRow(props: OwnFavoritesRowProps) {
  return useIsCustomer() ? <CustomerRow {...props} /> : null;
}
