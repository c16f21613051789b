/**
 * The thin bar at the top of the page while the next page is on its way. It
 * starts the moment Next begins a navigation (instrumentation-client.ts) and
 * ends when the new address is committed (components/layout/navigation-progress.tsx);
 * globals.css draws it, only once the wait passes 200 ms.
 */
const ATTRIBUTE = 'data-navigating';

/**
 * A navigation that never commits a new address (the server sent it back to
 * this very page) must not leave the bar running for ever.
 */
const GIVE_UP_MS = 30_000;

let giveUp: ReturnType<typeof setTimeout> | undefined;

export function endNavigationProgress(): void {
  clearTimeout(giveUp);
  document.documentElement.removeAttribute(ATTRIBUTE);
}

export function startNavigationProgress(url: string): void {
  const target = new URL(url, window.location.href);
  // The same page again (a refresh, a hash): there is nothing to wait for.
  if (target.pathname === window.location.pathname && target.search === window.location.search) {
    return;
  }
  document.documentElement.setAttribute(ATTRIBUTE, '');
  clearTimeout(giveUp);
  giveUp = setTimeout(endNavigationProgress, GIVE_UP_MS);
}
