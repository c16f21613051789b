/**
 * What the storefront's sitemap index and its parts are built from (chosen
 * calls: the spec's client has no sitemap). Records, not addresses: the
 * storefront owns its paths and its public origin.
 */
import { sitemapIndex, sitemapPart, sitemapPartParams } from '@/lib/contract/sitemap';
import { type Call, jsonCall } from '@/server/http/call';
import {
  sitemapIndex as readIndex,
  sitemapPart as readPart,
} from '@/server/services/catalog/sitemap';

export const sitemapCalls: Call[] = [
  jsonCall({
    method: 'get',
    path: '/v1/app/sitemap',
    access: 'none',
    tag: 'catalog',
    chosen: true,
    summary:
      'The sitemap’s parts: `pages` and one `products-N` per 50 000 listed products, each with its count and lastmod',
    response: sitemapIndex,
    handler: async ({ db }) => ({ data: await readIndex(db) }),
  }),
  jsonCall({
    method: 'get',
    path: '/v1/app/sitemap/:name',
    access: 'none',
    tag: 'catalog',
    chosen: true,
    summary:
      'The records of one sitemap part (categories, or listed products in id order), each with its lastmod',
    description: 'A part past the end of the catalogue is a 404.',
    params: sitemapPartParams,
    response: sitemapPart,
    handler: async ({ db, params }) => ({ data: await readPart(db, params.name) }),
  }),
];
