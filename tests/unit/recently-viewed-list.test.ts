import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserViewed,
  RECENTLY_VIEWED_KEY,
  rememberViewed,
  replaceViewed,
  subscribeViewed,
} from '@/lib/recently-viewed/browser-list';
import { parseViewedList, viewedList, withViewed } from '@/lib/recently-viewed/viewed-list';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('the browser’s list of products opened', () => {
  it('puts a product opened first, once, wherever it was', () => {
    expect(withViewed([], 5)).toEqual([5]);
    expect(withViewed([3, 2, 1], 4)).toEqual([4, 3, 2, 1]);
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(withViewed([3, 2, 1], 3)).toEqual([3, 2, 1]);
  });

  it('keeps the twelve newest', () => {
    const full = ids(1, 12);
    expect(withViewed(full, 99)).toEqual([99, ...ids(1, 11)]);
    expect(withViewed(full, 12)).toEqual([12, ...ids(1, 11)]);
    expect(viewedList(ids(1, 30))).toEqual(ids(1, 12));
  });

  it('folds repeats and drops what is not a product id', () => {
    expect(viewedList([4, 4, 2, 4, 2])).toEqual([4, 2]);
    expect(viewedList([1, 0, -2, 1.5, Number.NaN, 2 ** 31, 3])).toEqual([1, 3]);
  });

  it('reads whatever storage holds without failing', () => {
    expect(parseViewedList(null)).toEqual([]);
    expect(parseViewedList('')).toEqual([]);
    expect(parseViewedList('not json')).toEqual([]);
    expect(parseViewedList('{"a":1}')).toEqual([]);
    expect(parseViewedList('42')).toEqual([]);
    expect(parseViewedList('null')).toEqual([]);
    expect(parseViewedList('[3,"4",null,{},[5],3,2]')).toEqual([3, 2]);
    expect(parseViewedList(JSON.stringify(ids(100, 20)))).toEqual(ids(100, 12));
  });
});

describe('the list in localStorage', () => {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => items.clear());

  it('writes each product opened first, under its own key', () => {
    rememberViewed(7);
    rememberViewed(8);
    rememberViewed(7);
    expect(items.get(RECENTLY_VIEWED_KEY)).toBe('[7,8]');
    expect(browserViewed()).toEqual([7, 8]);
  });

  it('answers the same list while storage is unchanged, for React to compare', () => {
    rememberViewed(1);
    expect(browserViewed()).toBe(browserViewed());
  });

  it('starts over from garbage, and forgets the key when cleared', () => {
    items.set(RECENTLY_VIEWED_KEY, '{broken');
    expect(browserViewed()).toEqual([]);
    rememberViewed(3);
    expect(browserViewed()).toEqual([3]);
    replaceViewed([]);
    expect(items.has(RECENTLY_VIEWED_KEY)).toBe(false);
    expect(browserViewed()).toEqual([]);
  });

  it('takes the server’s list after a login, and tells whoever listens', () => {
    const heard = vi.fn();
    const stop = subscribeViewed(heard);
    replaceViewed([9, 9, 4, -1]);
    expect(browserViewed()).toEqual([9, 4]);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    rememberViewed(5);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps working when storage refuses', () => {
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => rememberViewed(2)).not.toThrow();
    expect(browserViewed()).toEqual([]);
  });
});
