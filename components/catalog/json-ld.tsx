import type { BreadcrumbList, Graph, ItemList, Product, Review } from 'schema-dts';
import { absoluteUrl, productPath } from '@/lib/catalog/paths';
import type { ProductComment, ProductDetail, ProductSummary } from '@/lib/contract/catalog';

export type Crumb = { name: string; href: string };

/** Structured data for search engines, as the Next docs recommend: a plain script tag. */
export function JsonLd({ data }: { data: Graph }) {
  // JSON.stringify leaves '<' alone, so a name holding "</script>" could end the
  // tag early; \u003c is the same character to a JSON parser.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; '<' is escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function breadcrumbLd(crumbs: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href),
    })),
  };
}

/**
 * Prices are whole Toman in this shop, but schema.org wants an ISO 4217
 * currency and the Toman has none: one Toman is ten Iranian Rial, so the offer
 * is stated in IRR as the Toman price × 10.
 */
export const RIAL_PER_TOMAN = 10;

/** The reviews the page shows, as search engines read them beside the aggregate rating. */
function reviewLd(comment: ProductComment): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: comment.author },
    datePublished: comment.created_at.slice(0, 10),
    reviewBody: comment.comment,
    reviewRating: {
      '@type': 'Rating',
      ratingValue: comment.star,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

export function productLd(
  product: ProductDetail,
  shopName: string,
  reviews: readonly ProductComment[],
): Product {
  const url = absoluteUrl(productPath(product));
  const images = (product.images.length > 0 ? product.images : [product.image]).map((src) =>
    absoluteUrl(src),
  );
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description || undefined,
    image: images,
    sku: String(product.id),
    url,
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url,
      price: product.final_price * RIAL_PER_TOMAN,
      priceCurrency: 'IRR',
      availability: product.is_exist
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shopName },
    },
    aggregateRating:
      product.rating_count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.rating * 10) / 10,
            ratingCount: product.rating_count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review: reviews.length > 0 ? reviews.map(reviewLd) : undefined,
  };
}

/** A listing page's products, so crawlers see the list as one. */
export function itemListLd(products: ProductSummary[]): ItemList {
  return {
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(productPath(product)),
      name: product.name,
    })),
  };
}

export function graph(...nodes: (Product | BreadcrumbList | ItemList)[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
