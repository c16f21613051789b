import { getTranslations } from 'next-intl/server';
import { CollectionRequestLink } from '@/components/collection/collection-request-link';
import { FavoriteHeart } from '@/components/engagement/favorite-heart';
import { HeartLabelsScope } from '@/components/engagement/heart-labels-scope';
import { ReminderToggle } from '@/components/engagement/reminder-toggle';
import { ClientMessages, SHELL_NAMESPACES } from '@/components/layout/client-messages';
import { ReservationIsland } from '@/components/reservation/reservation-island';
import { Price } from '@/components/ui/price';
import { Stars } from '@/components/ui/stars';
import { maxQuantity } from '@/lib/catalog/live-stock';
import type { ProductComment, ProductDetail, ProductSummary } from '@/lib/contract/catalog';
import { RESERVATION_LIMITS } from '@/lib/contract/reservation';
import { formatNumber } from '@/lib/format/digits';
import { Breadcrumbs } from './breadcrumbs';
import { Gallery } from './gallery';
import type { Crumb } from './json-ld';
import { ProductCarousel } from './product-carousel';
import { ProductComments } from './product-comments';
import { ProductProperties } from './product-properties';
import { ProductPurchase } from './product-purchase';
import { RecentlyViewed } from './recently-viewed';
import { RecordView } from './record-view';
import { StockLine } from './stock-line';

/** Below this many units the page says how many are left. */
const LOW_STOCK = 5;

type Props = {
  product: ProductDetail;
  comments: { results: ProductComment[]; count: number; average: number };
  crumbs: Crumb[];
};

/** The summary a cart line keeps: what the cart needs, without the page's extras. */
function summaryOf(product: ProductDetail): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    price: product.price,
    final_price: product.final_price,
    discount_percent: product.discount_percent,
    is_exist: product.is_exist,
    category_id: product.category_id,
    rating: product.rating,
    rating_count: product.rating_count,
    extra: product.extra,
  };
}

export async function ProductView({ product, comments, crumbs }: Props) {
  const t = await getTranslations('product');
  const reminder = await getTranslations('engagement.reminder');
  const images = product.images.length > 0 ? product.images : [product.image];
  const lowStock =
    product.is_exist && product.stock !== null && product.stock > 0 && product.stock <= LOW_STOCK;

  return (
    <article className="flex flex-col gap-8">
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Gallery images={images} name={product.name} />
        <div className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <h1 data-testid="product-title" className="text-2xl font-bold leading-10">
              {product.name}
            </h1>
            <HeartLabelsScope>
              <FavoriteHeart productId={product.id} name={product.name} placement="page" />
            </HeartLabelsScope>
          </div>
          {product.rating_count > 0 && (
            <Stars value={product.rating} count={product.rating_count} />
          )}
          <Price
            price={product.price}
            finalPrice={product.final_price}
            discountPercent={product.discount_percent}
            size="lg"
            testId="product-price"
          />
          <StockLine
            productId={product.id}
            isExist={product.is_exist}
            labels={{ inStock: t('inStock'), outOfStock: t('outOfStock') }}
          >
            {lowStock && (
              <span className="ms-2 text-sm text-text-muted">
                {t('lowStock', { count: formatNumber(product.stock ?? 0) })}
              </span>
            )}
          </StockLine>
          {product.extra.reservable === 'true' ? (
            // The booking island alone gets the words it needs.
            <ClientMessages
              scope={{ namespaces: [...SHELL_NAMESPACES, 'reservation', 'checkout'] }}
            >
              <ReservationIsland
                product={summaryOf(product)}
                maxSeats={Math.min(
                  RESERVATION_LIMITS.seats,
                  product.order_limit !== null && product.order_limit > 0
                    ? product.order_limit
                    : RESERVATION_LIMITS.seats,
                )}
              />
            </ClientMessages>
          ) : (
            <ProductPurchase
              product={summaryOf(product)}
              toppings={product.toppings}
              maxQuantity={maxQuantity(product)}
              limits={{ stock: product.stock, order_limit: product.order_limit }}
              soldOutAction={
                // A reservable product without room that day is not out of stock: no reminder for it.
                product.stock === 0 && (
                  <ReminderToggle
                    productId={product.id}
                    labels={{
                      ask: reminder('ask'),
                      cancel: reminder('cancel'),
                      waiting: reminder('waiting'),
                      sms: reminder('sms'),
                      loginPrompt: reminder('loginPrompt'),
                      login: reminder('login'),
                    }}
                  />
                )
              }
              labels={{
                legend: t('toppings.legend'),
                each: t('toppings.each'),
                atLimit: Object.fromEntries(
                  product.toppings.map((topping) => [
                    topping.id,
                    t('toppings.atLimit', { count: formatNumber(topping.max_count) }),
                  ]),
                ),
                toman: t('toman'),
                increase: t('increase'),
                decrease: t('decrease'),
                quantity: t('quantity'),
                total: t('total'),
                addToCart: t('addToCart'),
                added: t('added'),
              }}
            />
          )}
          {product.extra.collection === 'true' && product.is_exist ? (
            <CollectionRequestLink productId={product.id} />
          ) : null}
        </div>
      </div>

      {product.description && (
        <section aria-labelledby="product-description" className="flex flex-col gap-3">
          <h2 id="product-description" className="text-lg font-bold">
            {t('description')}
          </h2>
          <p className="whitespace-pre-line leading-8">{product.description}</p>
        </section>
      )}

      <ProductProperties properties={product.properties} />

      <ProductComments
        productId={product.id}
        comments={comments.results}
        count={comments.count}
        average={comments.average}
      />

      {product.related.length > 0 && (
        <section aria-labelledby="product-related" className="flex flex-col gap-3">
          <h2 id="product-related" className="text-lg font-bold">
            {t('related')}
          </h2>
          <ProductCarousel
            products={product.related}
            label={t('related')}
            markPrices={false}
            hearts={false}
          />
        </section>
      )}

      <RecentlyViewed exclude={product.id} />
      <RecordView productId={product.id} />
    </article>
  );
}
