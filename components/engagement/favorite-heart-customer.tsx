'use client';

import { QueryProvider } from '@/components/ui/query-provider';
import { useFavoriteIds, useFavoriteToggle, useProductFavorite } from '@/queries/engagement';
import { HeartButton } from './heart-button';
import { useHeartLabels } from './heart-labels';

export type FavoriteHeartProps = {
  productId: number;
  name: string;
  placement: 'card' | 'page';
};

function Heart({
  productId,
  name,
  placement,
  pressed,
  known,
}: FavoriteHeartProps & { pressed: boolean; known: boolean }) {
  const toggle = useFavoriteToggle();
  const labels = useHeartLabels();
  const label = (pressed ? labels.remove : labels.add).replace('{name}', name);
  return (
    <HeartButton
      pressed={pressed}
      label={label}
      placement={placement}
      busy={!known}
      onClick={known ? () => toggle.mutate({ productId, on: !pressed }) : undefined}
    />
  );
}

/** On cards: the customer's whole list, loaded once for every heart on the page. */
function ListHeart(props: FavoriteHeartProps) {
  const ids = useFavoriteIds();
  return (
    <Heart
      {...props}
      pressed={ids.data?.includes(props.productId) ?? false}
      known={ids.data !== undefined}
    />
  );
}

/** On the product page: the list is not reloaded there (spec 2); the product says. */
function PageHeart(props: FavoriteHeartProps) {
  const favorite = useProductFavorite(props.productId);
  return <Heart {...props} pressed={favorite.data ?? false} known={favorite.data !== undefined} />;
}

export function CustomerHeart(props: FavoriteHeartProps) {
  return (
    <QueryProvider>
      {props.placement === 'card' ? <ListHeart {...props} /> : <PageHeart {...props} />}
    </QueryProvider>
  );
}
