import { sitemapIndex, sitemapPart, sitemapPartParams } from '@/lib/contract/sitemap';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The sitemap calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const sitemapCalls = {
  index: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/sitemap`,
    response: sitemapIndex,
  }),
  part: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/sitemap/:name`,
    params: sitemapPartParams,
    response: sitemapPart,
  }),
};
