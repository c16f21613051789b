/** Where the service worker is served (public/sw.js), for the whole shop. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** How long a page left untouched waits before the worker registers anyway. */
const UNTOUCHED_MS = 20_000;
const FIRST_USE = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
}

/**
 * Registers the service worker once the page has loaded and the shopper has
 * first used it (a tap, a key, a scroll; or after 20 s untouched), when the
 * main thread is idle: nothing of it competes with a page's loading on a slow
 * phone. A push subscription registers it at once (lib/pwa/push-permission.ts).
 * Production only: the development server's files are not hashed, and a kept
 * copy would outlive an edit.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  let started = false;
  const register = () => {
    registerServiceWorker().catch((error: unknown) =>
      console.warn('[pwa] the service worker was not registered:', error),
    );
  };
  const whenIdle = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    for (const type of FIRST_USE) window.removeEventListener(type, whenIdle, { capture: true });
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 1000);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    timer = setTimeout(whenIdle, UNTOUCHED_MS);
    for (const type of FIRST_USE) {
      window.addEventListener(type, whenIdle, { once: true, passive: true, capture: true });
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
