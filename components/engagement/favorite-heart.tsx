'use client';

import { island } from '@/components/ui/island';
import { useIsCustomer } from '@/stores/user';
import type { FavoriteHeartProps } from './favorite-heart-customer';
import { HeartButton } from './heart-button';
import { useHeartLabels } from './heart-labels';
import { promptLogin } from './login-prompt';

/** A customer's heart while its queries and toggle are on their way. */
function WaitingHeart({ name, placement }: FavoriteHeartProps) {
  const labels = useHeartLabels();
  return (
    <HeartButton
      pressed={false}
      label={labels.add.replace('{name}', name)}
      placement={placement}
      busy
    />
  );
}

const CustomerHeart = island(
  () => import('./favorite-heart-customer').then((m) => m.CustomerHeart),
  { placeholder: WaitingHeart },
);

/**
 * A product's heart. A guest gets a prompt to log in; a customer's heart
 * (queries and the optimistic toggle) loads only once they are known.
 */
export function FavoriteHeart(props: FavoriteHeartProps) {
  const customer = useIsCustomer();
  const labels = useHeartLabels();
  if (customer) return <CustomerHeart {...props} />;
  return (
    <HeartButton
      pressed={false}
      label={labels.add.replace('{name}', props.name)}
      placement={props.placement}
      busy={false}
      onClick={() => promptLogin(labels.loginPrompt, labels.login)}
    />
  );
}
