/* Pépites service worker: hand-written, small on purpose.
 * - /assets/*: cache first (Vite's file names carry a content hash, so a cached copy never goes stale).
 * - page navigations: always the network (pages are rendered by the server, in the visitor's
 *   language, with live data: a kept copy would be stale after a release or a change); offline,
 *   the shell (/index.html, cached at install), which the browser renders itself.
 * - /api/*: never cached (private and live data).
 * Bump VERSION to drop every cache of an older release. */
const VERSION = 'v2';
const ASSET_CACHE = `pepites-assets-${VERSION}`;
const PAGE_CACHE = `pepites-pages-${VERSION}`;
const SHELL_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGE_CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('pepites-') && key !== ASSET_CACHE && key !== PAGE_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

let shellRefreshed = false;

/** The shell names the release's hashed assets: fetched again once per worker start while online. */
function refreshShell() {
  if (shellRefreshed) return;
  shellRefreshed = true;
  caches
    .open(PAGE_CACHE)
    .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
    .catch(() => {
      shellRefreshed = false;
    });
}

async function networkThenShell(request) {
  try {
    const response = await fetch(request);
    refreshShell();
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/api') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkThenShell(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});
