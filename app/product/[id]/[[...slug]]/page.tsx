import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { productCrumbs } from '@/components/catalog/crumbs';
import { breadcrumbLd, graph, JsonLd, productLd } from '@/components/catalog/json-ld';
import { ProductView } from '@/components/catalog/product-view';
import { absoluteUrl, isCanonicalSlug, parseId, productPath } from '@/lib/catalog/paths';
import {
  findProduct,
  getAppConfig,
  getCategories,
  getProduct,
  getProductComments,
  getProductSeo,
} from '@/server/storefront/catalog';

type Props = { params: Promise<{ id: string; slug?: string[] }> };

// Rendered at its first visit (never at build: no database then), then served
// from the shared page cache until a tag it read (its `product:{id}` among
// them) is revalidated or 300 s pass (CATALOG_REVALIDATE_SECONDS).
export const revalidate = 300;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseId((await params).id);
  const product = id === undefined ? undefined : await findProduct(id);
  // The page answers the 404 itself; a notFound() here would leave it without a body.
  if (!product) return {};
  const [seo, config] = await Promise.all([getProductSeo(product.id), getAppConfig()]);
  const url = absoluteUrl(productPath(product));
  const image = absoluteUrl(seo.image || product.image);
  return {
    title: seo.title || product.name,
    description: seo.description,
    keywords: seo.keywords,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: seo.title || product.name,
      description: seo.description,
      siteName: config.shop_name,
      locale: 'fa_IR',
      images: [{ url: image, width: 600, height: 600, alt: product.name }],
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const { id: idSegment, slug } = await params;
  const id = parseId(idSegment);
  if (id === undefined) notFound();
  const product = await getProduct(id);
  if (!isCanonicalSlug(slug, product.slug)) permanentRedirect(productPath(product));

  const [comments, categories, config, t] = await Promise.all([
    getProductComments(product.id),
    getCategories(),
    getAppConfig(),
    getTranslations('catalog'),
  ]);
  const crumbs = productCrumbs(product, categories, t('home'));

  return (
    <>
      <JsonLd
        data={graph(productLd(product, config.shop_name, comments.results), breadcrumbLd(crumbs))}
      />
      <ProductView product={product} comments={comments} crumbs={crumbs} />
    </>
  );
}
