'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { LineLimits } from '@/lib/cart/browser-cart';
import type { PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { useCartRefusalText } from '@/lib/i18n/use-cart-refusal-text';
import { cartActions, useIsCustomer } from '@/stores/root-store';
import { AddButton } from './add-button';
import { useNotifyAdded } from './use-notify-added';

export type AddToCartProps = {
  product: ProductSummary;
  count: number;
  /** The chosen toppings, with names and prices for the line shown before the server answers. */
  toppings: PricedTopping[];
  /** The product's stock and order limit as the page has them: a guest's cart stops there. */
  limits: LineLimits;
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

/**
 * Puts the chosen quantity and toppings in the cart; disabled when out of
 * stock. A guest's add that would take the line past the stock or the order
 * limit changes nothing and says why under the button, as the server cart's
 * refusal does for a customer.
 */
export function AddToCart(props: AddToCartProps) {
  const customer = useIsCustomer();
  const ServerAddToCart = useServerAddToCart(customer);
  const notifyAdded = useNotifyAdded();
  const refusalText = useCartRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { product, count, toppings, limits, label, addedMessage } = props;

  if (ServerAddToCart) return <ServerAddToCart {...props} />;
  if (customer) return <AddButton label={label} disabled busy />;
  return (
    <>
      <AddButton
        label={label}
        disabled={!product.is_exist}
        onClick={() => {
          const refused = cartActions.add(product, count, toppings, limits);
          if (refused) {
            setRefusal(refusalText(refused, product.name));
            return;
          }
          setRefusal(null);
          notifyAdded(addedMessage, product.name);
        }}
      />
      {refusal ? (
        <p role="alert" className="text-sm text-danger" data-testid="add-to-cart-refused">
          {refusal}
        </p>
      ) : null}
    </>
  );
}
