'use client';

import { useState } from 'react';
import { island } from '@/components/ui/island';
import { useCartRefusalText } from '@/lib/i18n/use-cart-refusal-text';
import { cartActions } from '@/stores/cart';
import { useIsCustomer } from '@/stores/user';
import { AddButton } from './add-button';
import type { AddToCartProps } from './server-add-to-cart';
import { useNotifyAdded } from './use-notify-added';

/** A customer's button while the server cart's part is on its way. */
function WaitingAddButton({ label }: AddToCartProps) {
  return <AddButton label={label} disabled busy />;
}

/**
 * A customer's add goes to the server cart through the typed client and the
 * query hooks. They load only once the visitor is known to be a customer, so a
 * guest's product page never downloads them.
 */
const ServerAddToCart = island(
  () => import('./server-add-to-cart').then((m) => m.ServerAddToCart),
  { placeholder: WaitingAddButton },
);

/**
 * Puts the chosen quantity and toppings in the cart; disabled when out of
 * stock. A guest's add that would take the line past the stock or the order
 * limit changes nothing and says why under the button, as the server cart's
 * refusal does for a customer.
 */
export function AddToCart(props: AddToCartProps) {
  const customer = useIsCustomer();
  const notifyAdded = useNotifyAdded();
  const refusalText = useCartRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { product, count, toppings, limits, label, addedMessage } = props;

  if (customer) return <ServerAddToCart {...props} />;
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
