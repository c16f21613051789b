'use client';

import { island } from './island';

/** The map's box keeps its pulse while MapLibre loads, so nothing around it moves. */
function MapPlaceholder() {
  return <div className="size-full animate-pulse bg-surface-muted motion-reduce:animate-none" />;
}

/**
 * MapLibre is large: it loads only when a map is shown, never with a page's
 * first script.
 */
export const LazyMapView = island(() => import('./map-view').then((m) => m.default), {
  placeholder: MapPlaceholder,
});
