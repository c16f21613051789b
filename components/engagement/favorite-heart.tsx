'use client';

import { useCallback } from 'react';
import { HeartButton } from './heart-button';
import { useHeartLabels } from './heart-labels';
import { promptLogin } from './login-prompt';
import { useCustomerIsland } from './use-customer-island';

export type FavoriteHeartProps = {
  productId: number;
  name: string;
  placement: 'card' | 'page';
};

const loadCustomerHeart = () => import('./favorite-heart-customer').then((m) => m.CustomerHeart);

/**
 * A product's heart. A guest gets a prompt to log in; a customer's heart
 * (queries and the optimistic toggle) loads only once they are known.
 */
export function FavoriteHeart(props: FavoriteHeartProps) {
  const load = useCallback(loadCustomerHeart, []);
  const { customer, Island } = useCustomerIsland<FavoriteHeartProps>(load);
  const labels = useHeartLabels();
  const { name, placement } = props;
  if (Island) return <Island {...props} />;
  const label = labels.add.replace('{name}', name);
  return (
    <HeartButton
      pressed={false}
      label={label}
      placement={placement}
      busy={customer}
      onClick={customer ? undefined : () => promptLogin(labels.loginPrompt, labels.login)}
    />
  );
}
