/**
 * What the storefront's sitemap index and its parts are built from (chosen
 * calls: the spec's client has no sitemap). Records, not addresses: the
 * storefront owns its paths and its public origin.
 */

import { sitemapCalls } from '@/lib/contract/calls/sitemap';
import { type Call, jsonCall } from '@/server/http/call';
import {
  sitemapIndex as readIndex,
  sitemapPart as readPart,
} from '@/server/services/catalog/sitemap';

export const sitemapRoutes: Call[] = [
  jsonCall(sitemapCalls.index, {
    access: 'none',
    tag: 'catalog',
    chosen: true,
    summary:
      'The sitemap’s parts: `pages` and one `products-N` per 50 000 listed products, each with its count and lastmod',
    handler: async ({ db }) => ({ data: await readIndex(db) }),
  }),
  jsonCall(sitemapCalls.part, {
    access: 'none',
    tag: 'catalog',
    chosen: true,
    summary:
      'The records of one sitemap part (categories, or listed products in id order), each with its lastmod',
    description: 'A part past the end of the catalogue is a 404.',
    handler: async ({ db, params }) => ({ data: await readPart(db, params.name) }),
  }),
];
