import { getTranslations } from 'next-intl/server';
import { FILTER_PARAM } from '@/lib/catalog/listing-filters';
import { type SearchSort, searchSort } from '@/lib/contract/catalog';

/**
 * The order of the listing, a field of the filter form. With JavaScript a
 * change applies at once; without it, the button beside it submits the form.
 */
export async function SortSelect({ value }: { value: SearchSort | undefined }) {
  const t = await getTranslations('catalog.sort');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="filter-sort" className="whitespace-nowrap text-sm">
        {t('label')}
      </label>
      <select
        id="filter-sort"
        name={FILTER_PARAM.sort}
        defaultValue={value ?? ''}
        className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-sm text-text"
      >
        <option value="">{t('default')}</option>
        {searchSort.options.map((option) => (
          <option key={option} value={option}>
            {t(option)}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-border px-3 py-2 text-sm"
        >
          {t('apply')}
        </button>
      </noscript>
    </div>
  );
}
