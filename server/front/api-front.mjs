// Answers `/api/*` with the shop's Hono app on the shop's own server, ahead of
// Next. Through Next, every call paid for its route pipeline (matching, the
// route module's wrapper, a second Request and Response) on top of the app's
// own work. The app is the one Next bundles for `npm run dev`
// (app/api/[[...route]]/route.ts), bundled on its own (build-api.mjs): the same
// access checks, contract and headers, the client's address read the same way
// (the server puts the connection's address last in X-Forwarded-For first).
import { pathToFileURL } from 'node:url';
import { apiListener } from './api-listener.mjs';
import { buildShopApi, SHOP_API_BUNDLE, shopApiIsStale } from './build-api.mjs';

/**
 * The API's request handler for the shop's server, and the checks /readyz
 * makes of the database and Redis the API uses.
 * @param {{ https: boolean }} served
 */
export async function apiFront(served) {
  // A bundle older than a source it came from (a `next build` without
  // `npm run build`, or an edit since) is made again: it takes half a second.
  if (shopApiIsStale()) await buildShopApi();
  /** @type {{ shopApp: { fetch(request: Request): Response | Promise<Response> }; checkReadiness: () => Promise<import('./operator-front.mjs').Readiness> }} */
  const { shopApp, checkReadiness } = await import(pathToFileURL(SHOP_API_BUNDLE).href);
  return { handle: apiListener(shopApp, served), checkReadiness };
}
