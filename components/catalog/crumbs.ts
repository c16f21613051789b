import { categoryPath, productPath } from '@/lib/catalog/paths';
import type { Category } from '@/lib/contract/catalog';
import { categoryAncestry } from './category-options';
import type { Crumb } from './json-ld';

/** Home, then every category from the root down to `categoryId`. */
export function categoryCrumbs(
  categories: Category[],
  categoryId: number,
  homeLabel: string,
): Crumb[] {
  return [
    { name: homeLabel, href: '/' },
    ...categoryAncestry(categories, categoryId).map((category) => ({
      name: category.name,
      href: categoryPath(category),
    })),
  ];
}

/** Home, the product's category trail, then the product itself. */
export function productCrumbs(
  product: {
    id: number;
    name: string;
    slug: string;
    category: { id: number; name: string; slug: string };
  },
  categories: Category[],
  homeLabel: string,
): Crumb[] {
  const trail = categoryCrumbs(categories, product.category.id, homeLabel);
  // A category missing from the list (hidden, say) still belongs in the trail.
  if (trail.length === 1) {
    trail.push({ name: product.category.name, href: categoryPath(product.category) });
  }
  return [...trail, { name: product.name, href: productPath(product) }];
}
