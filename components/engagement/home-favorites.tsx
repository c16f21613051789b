'use client';

import { type ReactNode, useCallback } from 'react';
import type { HeartLabels } from './heart-button';
import { useCustomerIsland } from './use-customer-island';

export type HomeFavoritesProps = {
  label: string;
  heartLabels: HeartLabels;
  /** The shop's best liked, rendered on the server: what everyone else sees. */
  children: ReactNode;
};

const loadOwnShelf = () => import('./home-favorites-customer').then((m) => m.OwnFavoritesShelf);

/**
 * The home's favourite shelf: the shop's best liked for everyone, replaced by
 * the customer's own favourites once a signed-in customer's list has any.
 */
export function HomeFavorites(props: HomeFavoritesProps) {
  const load = useCallback(loadOwnShelf, []);
  const { Island } = useCustomerIsland<HomeFavoritesProps>(load);
  if (Island) return <Island {...props} />;
  return props.children;
}
