import { getTranslations } from 'next-intl/server';
import { FILTER_PARAM, type ListingFilters } from '@/lib/catalog/listing-filters';
import type { Category, SearchProperty } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { categoryOptions } from './category-options';
import { FILTER_FORM_ID } from './filter-query';

type Props = {
  filters: ListingFilters;
  categories: Category[];
  properties: SearchProperty[];
  priceRange: { min: number; max: number };
};

const field =
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 py-2 text-text focus-visible:outline-2 focus-visible:outline-primary';

/**
 * Every filter as a labelled field of the listing's GET form. Each field names
 * the form by id, so it still belongs to it when drawn in the phone's bottom
 * sheet, outside the form's element.
 */
export async function FilterPanel({ filters, categories, properties, priceRange }: Props) {
  const t = await getTranslations('catalog.filters');
  const chosen = new Set(filters.properties);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-q">{t('name')}</label>
        <input
          // A search from elsewhere (the header) must show its own term, not the first one typed.
          key={filters.query ?? ''}
          id="filter-q"
          name={FILTER_PARAM.query}
          form={FILTER_FORM_ID}
          type="search"
          defaultValue={filters.query ?? ''}
          maxLength={100}
          placeholder={t('namePlaceholder')}
          className={field}
        />
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor="filter-category">{t('category')}</label>
        <select
          id="filter-category"
          name={FILTER_PARAM.category}
          form={FILTER_FORM_ID}
          defaultValue={filters.category === undefined ? '' : String(filters.category)}
          className={field}
        >
          <option value="">{t('allCategories')}</option>
          {categoryOptions(categories).map((option) => (
            <option key={option.id} value={option.id}>
              {`${'— '.repeat(option.depth)}${option.name}`}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1">
          {t('price', {
            min: formatNumber(priceRange.min),
            max: formatNumber(priceRange.max),
          })}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="filter-min" className="text-sm">
              {t('priceMin')}
            </label>
            <input
              id="filter-min"
              name={FILTER_PARAM.min}
              form={FILTER_FORM_ID}
              type="text"
              inputMode="numeric"
              pattern="[0-9۰-۹٬,]*"
              defaultValue={filters.min === undefined ? '' : formatNumber(filters.min)}
              placeholder={formatNumber(priceRange.min)}
              className={field}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="filter-max" className="text-sm">
              {t('priceMax')}
            </label>
            <input
              id="filter-max"
              name={FILTER_PARAM.max}
              form={FILTER_FORM_ID}
              type="text"
              inputMode="numeric"
              pattern="[0-9۰-۹٬,]*"
              defaultValue={filters.max === undefined ? '' : formatNumber(filters.max)}
              placeholder={formatNumber(priceRange.max)}
              className={field}
            />
          </div>
        </div>
      </fieldset>

      {properties.map((property) => (
        // Each property folds away unless one of its values is chosen: a shop
        // may have dozens of values per property.
        <details
          key={property.id}
          open={property.values.some((value) => chosen.has(value.id))}
          className="rounded-lg border border-border px-3 py-2"
        >
          <summary className="cursor-pointer">{property.name}</summary>
          <fieldset className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
            <legend className="sr-only">{property.name}</legend>
            {property.values.map((value) => (
              <label key={value.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={FILTER_PARAM.property}
                  form={FILTER_FORM_ID}
                  value={value.id}
                  defaultChecked={chosen.has(value.id)}
                  className="size-4 shrink-0 accent-primary"
                />
                {value.value}
              </label>
            ))}
          </fieldset>
        </details>
      ))}

      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          name={FILTER_PARAM.inStock}
          form={FILTER_FORM_ID}
          value="true"
          defaultChecked={filters.inStock}
          className="size-4 accent-primary"
        />
        {t('inStock')}
      </label>
    </div>
  );
}
