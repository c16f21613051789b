import { useSyncExternalStore } from 'react';
import { browserViewed, noViewed, subscribeViewed } from './browser-list';

/**
 * The browser's list of products opened, newest first. Empty on the server
 * and while hydrating, so a cached page's HTML never depends on it.
 */
export function useBrowserViewed(): number[] {
  return useSyncExternalStore(subscribeViewed, browserViewed, noViewed);
}
