'use client';

import { useEffect, useState } from 'react';

function siteHeader(): Element | null {
  return document.querySelector('body header');
}

function bottomOf(header: Element | null): number {
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

/**
 * How far down the screen the site's sticky header reaches, in pixels: its
 * height once the page scrolls, more while anything above it is in view.
 * Follows the header's size (its search row, the font swap) and the scroll.
 * Client-only (the toaster mounts without server rendering): the first render
 * already knows where the header ends, so a first toast never flashes over it.
 */
export function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(() => bottomOf(siteHeader()));
  useEffect(() => {
    const header = siteHeader();
    if (!header) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBottom(bottomOf(header)));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(header);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', measure);
    };
  }, []);
  return bottom;
}
