import { describe, expect, it } from 'vitest';
import { cachedQuery, cachedRouteFor, isCachedRoute } from '@/lib/catalog/cached-route';

const route = (address: string) => {
  const url = new URL(address, 'http://shop.test');
  return cachedRouteFor(url.pathname, url.searchParams);
};

describe('the internal address a catalogue page is cached under', () => {
  it('gives home and the category directory one entry, whatever the query', () => {
    expect(route('/')).toBe('/cached/home/~');
    expect(route('/?utm_source=google&gclid=1')).toBe('/cached/home/~');
    expect(route('/categories?x=1')).toBe('/cached/categories/~');
  });

  it('keys a listing by its canonical filters only', () => {
    const plain = route('/search?q=گز&sort=cheapest');
    expect(plain).toMatch(/^\/cached\/search\/[\w-]+$/);
    expect(route('/search?sort=cheapest&utm_campaign=x&q=%DA%AF%D8%B2')).toBe(plain);
    expect(route('/search?q=گز&sort=cheapest&page=1')).toBe(plain);
    expect(route('/search?q=گز&sort=cheapest&page=2')).not.toBe(plain);
    expect(route('/products')).toBe('/cached/products/~');
    expect(route('/products?page=abc&sort=nonsense')).toBe('/cached/products/~');
  });

  it('gets the filters back from the address, Persian and repeated ones included', () => {
    const key = route('/search?q=گز اصفهان&property=3&property=7&is_exist=true')?.split('/').at(-1);
    expect(cachedQuery(key ?? '')).toEqual({
      q: 'گز اصفهان',
      property: ['3', '7'],
      is_exist: 'true',
    });
    expect(cachedQuery('~')).toEqual({});
    expect(cachedQuery('not base64url!')).toEqual({});
  });

  it('keeps a category page number and its slug', () => {
    expect(route('/category/12/نان?page=3&utm=1')).toBe(
      `/cached/category/${Buffer.from('page=3').toString('base64url')}/12/${encodeURIComponent('نان')}`,
    );
    expect(route('/category/12')).toBe('/cached/category/~/12');
  });

  it('keeps a category page’s order, and nothing else of the search’s filters', () => {
    const key = (query: string) => Buffer.from(query).toString('base64url');
    expect(route('/category/12?sort=cheapest&page=2&q=x&is_exist=true')).toBe(
      `/cached/category/${key('sort=cheapest&page=2')}/12`,
    );
    expect(route('/category/12?page=2&sort=cheapest')).toBe(
      route('/category/12?sort=cheapest&page=2'),
    );
    expect(route('/category/12?sort=random')).toBe('/cached/category/~/12');
  });

  it('leaves every other page where it is', () => {
    for (const address of [
      '/product/1/x',
      '/cart',
      '/profile/orders',
      '/category/abc',
      '/searching',
    ]) {
      expect(route(address)).toBeNull();
    }
    expect(isCachedRoute('/cached/home/~')).toBe(true);
    expect(isCachedRoute('/cachedx')).toBe(false);
  });
});
