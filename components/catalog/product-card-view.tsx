import Link from 'next/link';
import { FavoriteHeart } from '@/components/engagement/favorite-heart';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import { Stars } from '@/components/ui/stars';
import { productPath } from '@/lib/catalog/paths';
import type { ProductSummary } from '@/lib/contract/catalog';

export type ProductCardProps = {
  product: ProductSummary;
  /** The card's heading level, one below the section it sits in. */
  headingLevel?: 2 | 3;
  /** Cards at the top of the first screen load their image at once, ahead of scripts. */
  eager?: boolean;
  /** How wide the card is drawn (the <img> sizes), for a raster picture's copies. */
  sizes: string;
  /**
   * Whether the price carries the `product-price` test id. Off for cards on a
   * product page, where that id belongs to the product's own price.
   */
  markPrice?: boolean;
  /**
   * Whether the card carries a heart. Off for the related cards on a product
   * page: their hearts would load the favourites list, which spec 2 says the
   * product page does not reload.
   */
  heart?: boolean;
};

/**
 * A product in a list. The name is the card's only link and is stretched over
 * the whole card, so the card is one click target and one tab stop. Its one
 * word comes as a prop, so a client island can draw the same card.
 */
export function ProductCardView({
  product,
  headingLevel = 3,
  eager = false,
  sizes,
  markPrice = true,
  heart: withHeart = true,
  outOfStockLabel,
}: ProductCardProps & { outOfStockLabel: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-testid="product-card" className="product-card">
      <div className="relative">
        <ShopImage
          src={product.image}
          alt={product.name}
          width={600}
          height={600}
          priority={eager}
          sizes={sizes}
          className={
            product.is_exist
              ? 'product-card-picture'
              : 'product-card-picture product-card-picture-out'
          }
        />
        {withHeart && <FavoriteHeart productId={product.id} name={product.name} placement="card" />}
        {!product.is_exist && <span className="product-card-out">{outOfStockLabel}</span>}
      </div>
      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link
            href={productPath(product)}
            // A list shows dozens of cards: prefetching each in view cost a
            // request and main-thread work apiece while the page was loading.
            prefetch={false}
            className="product-card-link"
          >
            {product.name}
          </Link>
        </Heading>
        {product.rating_count > 0 && <Stars value={product.rating} count={product.rating_count} />}
        <Price
          price={product.price}
          finalPrice={product.final_price}
          discountPercent={product.discount_percent}
          testId={markPrice ? 'product-price' : undefined}
          className="mt-auto"
        />
      </div>
    </article>
  );
}
