import { startNavigationProgress } from '@/lib/ui/navigation-progress';

/** Next calls this as a navigation begins: a link, router.push or Back. */
export function onRouterTransitionStart(url: string): void {
  startNavigationProgress(url);
}
