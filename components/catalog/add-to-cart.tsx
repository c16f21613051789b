'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { cartActions, useIsCustomer } from '@/stores/root-store';
import { AddButton } from './add-button';
import { useNotifyAdded } from './use-notify-added';

export type AddToCartProps = {
  product: ProductSummary;
  count: number;
  /** The chosen toppings, with names and prices for the line shown before the server answers. */
  toppings: PricedTopping[];
  label: string;
  addedMessage: string;
};

/**
 * A customer's add goes to the server cart through the typed client and the
 * query hooks. They load only once the visitor is known to be a customer, so a
 * guest's product page never downloads them.
 */
function useServerAddToCart(customer: boolean): ComponentType<AddToCartProps> | null {
  const [loaded, setLoaded] = useState<ComponentType<AddToCartProps> | null>(null);
  useEffect(() => {
    if (!customer || loaded) return;
    let live = true;
    void import('./server-add-to-cart').then((m) => {
      if (live) setLoaded(() => m.ServerAddToCart);
    });
    return () => {
      live = false;
    };
  }, [customer, loaded]);
  return customer ? loaded : null;
}

/** Puts the chosen quantity and toppings in the cart; disabled when out of stock. */
export function AddToCart(props: AddToCartProps) {
  const customer = useIsCustomer();
  const ServerAddToCart = useServerAddToCart(customer);
  const notifyAdded = useNotifyAdded();
  const { product, count, toppings, label, addedMessage } = props;

  if (ServerAddToCart) return <ServerAddToCart {...props} />;
  if (customer) return <AddButton label={label} disabled busy />;
  return (
    <AddButton
      label={label}
      disabled={!product.is_exist}
      onClick={() => {
        cartActions.add(product, count, toppings);
        notifyAdded(addedMessage, product.name);
      }}
    />
  );
}
