import { getTranslations } from 'next-intl/server';
import { type ProductCardProps, ProductCardView } from './product-card-view';

/** A product in a list the server draws, with its words from the server's messages. */
export async function ProductCard(props: ProductCardProps) {
  const t = await getTranslations('catalog.card');
  return <ProductCardView {...props} outOfStockLabel={t('outOfStock')} />;
}
