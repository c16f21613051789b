import type { StoreEntry } from './page-cache-bridge.mjs';

export function pageTags(value: unknown): string[];
export function asksForPage(ctx: unknown): boolean;
export function tagsOf(value: unknown, ctx: unknown): string[];
export function cacheControlOf(ctx: unknown): { revalidate?: number | false } | undefined;
export function servablePage(
  entry: StoreEntry | null | undefined,
): { html: string; tags: string[]; lastModified: number; freshUntil: number } | null;
