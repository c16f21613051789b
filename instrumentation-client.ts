import { config } from 'zod/v4/core';
import { registerServiceWorkerWhenIdle } from '@/lib/pwa/register-service-worker';
import { startNavigationProgress } from '@/lib/ui/navigation-progress';

/** Next calls this as a navigation begins: a link, router.push or Back. */
export function onRouterTransitionStart(url: string): void {
  startNavigationProgress(url);
}

// The pages' CSP allows no eval: zod would otherwise try `new Function('')` to
// see whether it may compile its checks, and the browser reports a violation.
config({ jitless: true });

// The shop installs as an app and receives pushes through its service worker,
// registered after the page has loaded (public/sw.js).
registerServiceWorkerWhenIdle();
