// The shop's service worker (registered by lib/pwa/register-service-worker.ts
// once the shopper first uses a loaded page).
//
// What it keeps: the offline page and the notification icons (at install),
// and Next's hashed files under /_next/static/ (scripts, styles, fonts) the
// first time a page uses them: a hashed file never changes, so the copy is
// served from then on. What it never keeps: any page's HTML (a customer's
// cart, checkout, orders and account are theirs alone, and a catalogue page
// must show today's price and stock) and any /api/ answer. Pages go to the
// network; only when the network fails does the offline page stand in.
// Everything else (API calls, page data, images, other origins) passes by
// untouched.
//
// Plain JavaScript with no build step: Next 16 builds with Turbopack, which
// has no service-worker entry of its own (see README, "Installs like an app").
// Raise VERSION when the offline page or the list below changes, so phones
// fetch them again.

const VERSION = 'v1';
const PRECACHE = `shop-precache-${VERSION}`;
const STATIC = `shop-static-${VERSION}`;
const OFFLINE_PAGE = '/offline';
const PRECACHED = [OFFLINE_PAGE, '/icons/icon-192.png', '/icons/badge-96.png'];
/** Hashed files kept at most; the oldest go first (older builds' files, mostly). */
const STATIC_LIMIT = 150;
const NOTIFICATION_ICON = '/icons/icon-192.png';
const NOTIFICATION_BADGE = '/icons/badge-96.png';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      // Past the HTTP cache: the copies kept must be this version's.
      await cache.addAll(PRECACHED.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([PRECACHE, STATIC]);
      for (const name of await caches.keys()) {
        if (name.startsWith('shop-') && !current.has(name)) await caches.delete(name);
      }
      // A page request starts while the worker wakes up, not after.
      await self.registration.navigationPreload?.enable();
      // No clients.claim(): the page that registered the worker finishes
      // without it (its late chunks and pictures never wait on a worker just
      // started); the worker serves from the next page on.
    })(),
  );
});

/** A page: from the network (the preloaded answer when there is one), else the offline page. */
async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - STATIC_LIMIT))) {
    await cache.delete(request);
  }
}

/** A hashed file: the kept copy, else the network's, kept for next time. */
async function hashedFile(event) {
  const cache = await caches.open(STATIC);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  // Same origin only (the fetch listener sees to it): an ok answer is the file itself.
  if (response.ok) {
    event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache)));
  }
  return response;
}

async function precachedFile(request) {
  return (await caches.match(request, { cacheName: PRECACHE })) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(hashedFile(event));
  } else if (PRECACHED.includes(url.pathname) && url.search === '') {
    event.respondWith(precachedFile(request));
  }
});

/** A path of this shop to open, or the home page for anything else. */
function ownPath(link) {
  if (typeof link !== 'string' || !link.startsWith('/')) return '/';
  const url = new URL(link, self.location.origin);
  return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
}

/** What the shop pushed (server/integrations/push: title, body, link), or null if unreadable. */
function pushOf(data) {
  try {
    const push = data?.json();
    if (push && typeof push.title === 'string' && typeof push.body === 'string') return push;
  } catch {}
  return null;
}

/** The shop's name from its manifest: the title of a push that came without one. */
async function shopName() {
  try {
    return (await (await fetch('/manifest.webmanifest')).json()).name ?? '';
  } catch {
    return '';
  }
}

self.addEventListener('push', (event) => {
  const push = pushOf(event.data);
  event.waitUntil(
    (async () => {
      const title = push?.title ?? (await shopName());
      await self.registration.showNotification(title, {
        body: push?.body ?? event.data?.text() ?? '',
        dir: 'rtl',
        lang: 'fa',
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        // One notice per subject: a newer status of the same order replaces the older.
        tag: push?.link ?? undefined,
        renotify: Boolean(push?.link),
        data: { url: ownPath(push?.link) },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(ownPath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const showing = windows.find((client) => client.url === target);
      if (showing) return showing.focus();
      const open = windows.find((client) => 'navigate' in client);
      if (open) {
        try {
          const focused = await open.focus();
          return await focused.navigate(target);
        } catch {
          // A window this worker does not control cannot be navigated: a new one instead.
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});
