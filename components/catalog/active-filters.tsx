import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { type ListingFilters, toQueryString } from '@/lib/catalog/listing-filters';
import type { Category, SearchProperty } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';

type Props = {
  action: string;
  filters: ListingFilters;
  categories: Category[];
  properties: SearchProperty[];
  /** The free-text query is a filter on /products; on /search it is the search itself. */
  queryIsFilter: boolean;
};

type Chip = { key: string; label: string; without: Partial<ListingFilters> };

/**
 * The filters that are set, above the results, each a link that drops it (and
 * goes back to page 1): what narrows the list stays in view on a phone, where
 * the filters themselves are folded away in a sheet.
 */
export async function ActiveFilters({
  action,
  filters,
  categories,
  properties,
  queryIsFilter,
}: Props) {
  const t = await getTranslations('catalog.filters');
  const category = categories.find((row) => row.id === filters.category);
  const values = new Map(
    properties.flatMap((property) => property.values.map((value) => [value.id, value.value])),
  );
  const min = filters.min === undefined ? undefined : formatNumber(filters.min);
  const max = filters.max === undefined ? undefined : formatNumber(filters.max);
  const chips: Chip[] = [
    ...(queryIsFilter && filters.query
      ? [
          {
            key: 'q',
            label: t('chipQuery', { query: filters.query }),
            without: { query: undefined },
          },
        ]
      : []),
    ...(category
      ? [{ key: 'category', label: category.name, without: { category: undefined } }]
      : []),
    ...(min !== undefined || max !== undefined
      ? [
          {
            key: 'price',
            label:
              min !== undefined && max !== undefined
                ? t('chipPriceRange', { min, max })
                : min !== undefined
                  ? t('chipPriceFrom', { min })
                  : t('chipPriceTo', { max: max ?? '' }),
            without: { min: undefined, max: undefined },
          },
        ]
      : []),
    ...filters.properties.flatMap((id) => {
      const value = values.get(id);
      const rest = filters.properties.filter((other) => other !== id);
      return value ? [{ key: `property-${id}`, label: value, without: { properties: rest } }] : [];
    }),
    ...(filters.inStock
      ? [{ key: 'in-stock', label: t('inStock'), without: { inStock: false } }]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('active')} data-testid="active-filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            prefetch={false}
            scroll={false}
            href={`${action}${toQueryString({ ...filters, ...chip.without, page: 1 })}`}
            aria-label={t('chipRemove', { filter: chip.label })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-primary/40 bg-primary/10 ps-4 pe-3 text-sm hover:bg-primary/20"
          >
            {chip.label}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
