/** Where the service worker is served (public/sw.js), for the whole shop. */
export const SERVICE_WORKER_PATH = '/sw.js';

export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
}

/**
 * Registers the service worker once the page has loaded and the main thread
 * is idle, so nothing of it competes with a page's first paint. Production
 * only: the development server's files are not hashed, and a kept copy would
 * outlive an edit.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    registerServiceWorker().catch((error: unknown) =>
      console.warn('[pwa] the service worker was not registered:', error),
    );
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
