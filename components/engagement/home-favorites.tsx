'use client';

import { useCallback } from 'react';
import type { HeartLabels } from './heart-button';
import { useCustomerIsland } from './use-customer-island';

export type OwnFavoritesRowProps = {
  /** The row heading's id. */
  id: string;
  /** «علاقه‌مندی‌های شما»: never the shop row's own title. */
  title: string;
  heartLabels: HeartLabels;
};

const loadOwnRow = () => import('./home-favorites-customer').then((m) => m.OwnFavoritesRow);

/**
 * The signed-in customer's own favourites on the home page: a row of its own,
 * under its own title, after the shop's most liked (which stays the same for
 * every visitor). Nothing for a guest, or for a customer with no favourites.
 */
export function OwnFavoritesRow(props: OwnFavoritesRowProps) {
  const load = useCallback(loadOwnRow, []);
  const { Island } = useCustomerIsland<OwnFavoritesRowProps>(load);
  return Island ? <Island {...props} /> : null;
}
