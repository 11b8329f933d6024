/**
 * The arcade site's service worker, so that a game opened once plays with the network off. The
 * build (`offline-plugin.ts`) writes `sw.js` as `const BUILD = {…}` followed by this file: the
 * build's version, the shell (the page's script and styles, the web app manifest, the icons; the
 * page itself is cached as the scope's address) and, for
 * each game, every file it may need (its chunks, its engine glue, its `.wasm`, the engine's and
 * the solver's worker scripts) with the chunks whose fetch means the game was opened.
 *
 * - Install: the shell is cached, and every game opened under the last version (kept in the
 *   cache as `opened-games`) is cached again from this build, so an update keeps them offline.
 *   The new version waits until the page asks it to take over (its "update ready" prompt).
 * - Activate: the caches of older versions go; the open pages are taken over at once.
 * - Fetch: the page (a navigation) from the network first, the cached page when that fails; a
 *   file of the build from the cache first (its name carries its hash: it never changes), and
 *   fetching one of a game's opening chunks caches the whole game. Anything else is left alone.
 * - Messages: `seen` (the files the page fetched before this worker controlled it: a first
 *   visit's game is cached too), `cache-all` (every game), `skip-waiting` (take over now).
 */
/* global BUILD */
const CACHE = `matrix-arcade-${BUILD.version}`;
const PREFIX = 'matrix-arcade-';
const scope = self.registration.scope;
/** The cached page: every navigation in the scope falls back to it. */
const PAGE = new URL('./', scope).href;
const OPENED = new URL('./opened-games', scope).href;
const files = new Set([...BUILD.shell, ...Object.values(BUILD.games).flatMap((g) => g.files)]);

/** A file of the build named by `url` (its path from the scope, no query), or null. */
function buildFile(url) {
  const u = new URL(url);
  u.search = '';
  u.hash = '';
  if (!u.href.startsWith(scope)) return null;
  const path = u.href.slice(scope.length);
  return files.has(path) ? path : null;
}

/** The game one of whose opening chunks `path` is, or null. */
function gameOpenedBy(path) {
  for (const [id, g] of Object.entries(BUILD.games)) if (g.opens.includes(path)) return id;
  return null;
}

async function openedGames(cache) {
  const r = await cache.match(OPENED);
  return r ? await r.json() : [];
}

/** Caches every file of game `id` and records it as opened (one game at a time). */
let queue = Promise.resolve();
function cacheGame(id) {
  const next = queue.then(() => cacheGameNow(id));
  queue = next.catch(() => undefined); // a failure (the network went) is tried again next time
  return next;
}

async function cacheGameNow(id) {
  const game = BUILD.games[id];
  if (!game) return;
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const f of game.files) if (!(await cache.match(new URL(f, scope).href))) missing.push(f);
  await cache.addAll(missing.map((f) => new URL(f, scope).href));
  const opened = await openedGames(cache);
  if (!opened.includes(id)) {
    const body = JSON.stringify([...opened, id]);
    await cache.put(
      OPENED,
      new Response(body, { headers: { 'content-type': 'application/json' } }),
    );
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([PAGE, ...BUILD.shell.map((f) => new URL(f, scope).href)]);
      // The games opened under an older version: cached again from this build (a game that
      // cannot be fetched now is cached when it is next opened; the update goes on).
      for (const name of await caches.keys()) {
        if (!name.startsWith(PREFIX) || name === CACHE) continue;
        for (const id of await openedGames(await caches.open(name)))
          await cacheGame(id).catch(() => undefined);
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The page from the network (kept for later), else the cached page. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(PAGE, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(PAGE);
    if (cached) return cached;
    throw error;
  }
}

/** A file of the build: from the cache, else fetched and kept. */
async function buildResponse(request, path) {
  const cache = await caches.open(CACHE);
  const key = new URL(path, scope).href;
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    if (request.url.startsWith(scope)) event.respondWith(page(request));
    return;
  }
  const path = buildFile(request.url);
  if (!path) return;
  event.respondWith(buildResponse(request, path));
  const id = gameOpenedBy(path);
  if (id) event.waitUntil(cacheGame(id).catch(() => undefined));
});

self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  if (data.type === 'skip-waiting') self.skipWaiting();
  else if (data.type === 'cache-all')
    event.waitUntil(Promise.all(Object.keys(BUILD.games).map(cacheGame)).catch(() => undefined));
  else if (data.type === 'seen' && Array.isArray(data.urls)) {
    const ids = new Set();
    for (const url of data.urls) {
      const path = typeof url === 'string' ? buildFile(url) : null;
      const id = path && gameOpenedBy(path);
      if (id) ids.add(id);
    }
    event.waitUntil(Promise.all([...ids].map(cacheGame)).catch(() => undefined));
  }
});
