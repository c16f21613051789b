// What the benchmarks load, found on the running shop so they fit any catalogue size.

const SEARCH_TERM = 'گز';
const json = { 'content-type': 'application/json' };

export async function getJson(base, path) {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()).data;
}

const productPath = (product) => `/product/${product.id}/${encodeURIComponent(product.slug)}`;

/** The newest product, as the product page and product API targets. */
export async function newestProduct(base) {
  const page = await getJson(base, '/api/v1/products?type=newest&limit=1');
  return page.results[0];
}

/** A catalogue page's paths: home, product, category and search (Lighthouse's pages too). */
export async function pagePaths(base) {
  const product = await newestProduct(base);
  // The top-level category holding the most products: a category page at its fullest.
  const categories = await getJson(base, '/api/v1/category/');
  const category = categories.reduce((best, next) =>
    next.product_count > best.product_count ? next : best,
  );
  return {
    home: '/',
    product: productPath(product),
    category: `/category/${category.id}/${encodeURIComponent(category.slug)}`,
    search: `/search?q=${encodeURIComponent(SEARCH_TERM)}&sort=cheapest`,
    products: '/products',
    productId: product.id,
  };
}

/** The first script chunk home's HTML loads: a file served as-is, the floor of what a page can reach. */
export async function staticChunk(base) {
  const html = await (await fetch(`${base}/`)).text();
  const chunk = html.match(/\/_next\/static\/chunks\/[^"'?\s]+\.js/)?.[0];
  if (!chunk) throw new Error('home loads no /_next/static/chunks/*.js file');
  return chunk;
}

/**
 * Every throughput target as { name, path, request, goal }: goal is the share of
 * the static floor's req/s that issue 13 asks of the page.
 */
export async function throughputTargets(base) {
  const pages = await pagePaths(base);
  const post = (body) => ({ method: 'POST', headers: json, body: JSON.stringify(body) });
  return [
    { name: 'static chunk (floor)', path: await staticChunk(base), request: {} },
    { name: 'product page', path: pages.product, request: {}, goal: 0.5 },
    { name: 'home', path: pages.home, request: {}, goal: 0.3 },
    { name: 'category page', path: pages.category, request: {}, goal: 0.3 },
    { name: 'search page', path: pages.search, request: {}, goal: 0.3 },
    { name: '/products', path: pages.products, request: {} },
    {
      name: 'search API',
      path: '/api/v1/products/search?page=1&limit=30',
      request: post({ name: SEARCH_TERM, sort: 'cheapest', is_exist: true }),
    },
    {
      name: 'search API, no term',
      path: '/api/v1/products/search?page=2&limit=30',
      request: post({ sort: 'newest' }),
    },
    { name: 'product API', path: `/api/v1/app/product/${pages.productId}`, request: {} },
  ];
}
