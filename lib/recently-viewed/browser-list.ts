import { parseViewedList, viewedList, withViewed } from './viewed-list';

/**
 * Where the browser keeps the products this device opened. A key of its own,
 * not the persisted store: it belongs to the device and stays across logins
 * and logouts, and the store's parts are exactly the spec's six.
 */
export const RECENTLY_VIEWED_KEY = 'recently_viewed_v1';

const listeners = new Set<() => void>();
const NONE: number[] = [];
let cached: { stored: string | null; list: number[] } = { stored: null, list: NONE };

function stored(): string | null {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    // Storage refused (private mode, disabled): the device keeps no list.
    return null;
  }
}

/** The browser's list, newest first; the same array while the stored text is unchanged. */
export function browserViewed(): number[] {
  const text = stored();
  if (text !== cached.stored) cached = { stored: text, list: parseViewedList(text) };
  return cached.list;
}

/** What the server renders and the browser hydrates with: no list. */
export function noViewed(): number[] {
  return NONE;
}

function write(list: number[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(RECENTLY_VIEWED_KEY);
    else window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Without storage the list lives nowhere; the page works the same.
  }
  for (const listener of listeners) listener();
}

/** A product page was opened. */
export function rememberViewed(productId: number): void {
  write(withViewed(browserViewed(), productId));
}

/** The list as the server answered it (after the login's merge), or empty (cleared). */
export function replaceViewed(ids: readonly number[]): void {
  write(viewedList(ids));
}

/** Calls back on every change, from this tab or another. */
export function subscribeViewed(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
