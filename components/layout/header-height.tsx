'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps --site-header-height on <html> equal to the sticky header's height;
 * globals.css makes it the page's top scroll padding. Next scrolls a new page
 * to the top only when its content starts outside that padding: without it,
 * a page opened from far down a longer one kept the clamped scroll, with its
 * first lines under the header (cart, login, addresses).
 */
export function HeaderHeight() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const header = marker.current?.closest('header');
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--site-header-height', `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return <span ref={marker} hidden />;
}
