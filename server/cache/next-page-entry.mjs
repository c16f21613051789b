// Every field of Next's cache entries and cache-handler calls the shop reads,
// in one place. They are Next's internal types, not a published interface
// (next/dist/server/response-cache/types.d.ts, IncrementalCachedAppPageValue),
// and any release may change them: package.json pins Next to the minor this was
// checked against, and tests/unit/next-page-entry.test.ts has Next itself write
// an entry through the shop's handler and reads it back through this module:
// it fails when an upgrade moves a field.

/** Next's name for a rendered App Router page, as a value's and a context's kind. */
const APP_PAGE = 'APP_PAGE';
/** The response header Next writes a page's tags into (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The tags a page entry answers to, as Next wrote them when it rendered it.
 * @param {any} value the entry's value, as Next handed it to the handler
 * @returns {string[]}
 */
export function pageTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * Whether Next asks the handler for a page (rather than data).
 * @param {any} ctx the context of the handler's get()
 */
export function asksForPage(ctx) {
  return ctx?.kind === APP_PAGE;
}

/**
 * The tags an entry answers to: a page carries the tags of everything it read;
 * a data entry is asked for with its own tags and the page's implicit ones.
 * @param {any} value @param {any} ctx the context of the handler's get()
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  return [...pageTags(value), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * How long Next means to keep what it stores, when it says.
 * @param {any} ctx the context of the handler's set()
 * @returns {{ revalidate?: number | false } | undefined}
 */
export function cacheControlOf(ctx) {
  return ctx?.cacheControl ?? undefined;
}

/**
 * A stored entry as the shop's server can send it itself: a 200 page with its
 * HTML, the tags it read and the time Next would render it again; null for
 * anything else (data, a redirect, an error page, a page kept forever).
 * @param {{ value: any; lastModified: number; cacheControl?: { revalidate?: number | false } } | null | undefined} entry
 * @returns {{ html: string; tags: string[]; lastModified: number; freshUntil: number } | null}
 */
export function servablePage(entry) {
  const value = entry?.value;
  if (!entry || value?.kind !== APP_PAGE || typeof value.html !== 'string') return null;
  if ((value.status ?? 200) !== 200) return null;
  const revalidate = entry.cacheControl?.revalidate;
  if (typeof revalidate !== 'number') return null;
  return {
    html: value.html,
    tags: pageTags(value),
    lastModified: entry.lastModified,
    freshUntil: entry.lastModified + revalidate * 1000,
  };
}
