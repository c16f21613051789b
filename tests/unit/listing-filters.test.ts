import { describe, expect, it } from 'vitest';
import { parseListingFilters } from '@/components/catalog/listing-filters';

describe('parseListingFilters', () => {
  it('drops NUL from the typed query, which no name holds and the API refuses', () => {
    expect(parseListingFilters({ q: 'گز\u0000' }).query).toBe('گز');
    expect(parseListingFilters({ q: '\u0000' }).query).toBeUndefined();
  });
});
