import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseListingFilters } from '@/lib/catalog/listing-filters';

describe('parseListingFilters', () => {
  it('drops NUL from the typed query, which no name holds and the API refuses', () => {
    expect(parseListingFilters({ q: 'گز\u0000' }).query).toBe('گز');
    expect(parseListingFilters({ q: '\u0000' }).query).toBeUndefined();
  });
});

describe('activeFilterCount', () => {
  const count = (params: Record<string, string | string[]>, queryIsFilter: boolean) =>
    activeFilterCount(parseListingFilters(params), { queryIsFilter });

  it('counts nothing for a bare search or listing, so «حذف فیلترها» is not offered', () => {
    expect(count({ q: 'گز' }, false)).toBe(0);
    expect(count({ q: 'گز', sort: 'cheapest', page: '2' }, false)).toBe(0);
    expect(count({}, true)).toBe(0);
  });

  it('counts each filter once: a price range is one, each property value is one', () => {
    expect(count({ q: 'گز', min: '1000', max: '5000', is_exist: 'true' }, false)).toBe(2);
    expect(count({ category: '3', property: ['7', '9'] }, true)).toBe(3);
    // On /products the typed name is a filter like the others.
    expect(count({ q: 'گز' }, true)).toBe(1);
  });
});
