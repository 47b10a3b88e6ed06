// The service worker (docs/web.md, "Installable and offline"): keeps every file of one version
// of the site in a cache of its own, `quartet-VERSION`, and answers the pages it controls from
// that cache alone, so that a page never gets an old script beside a new wasm, and everything
// but online play works without the network.
//
// A new version (a byte-different sw.js: a new VERSION) installs in the background and waits
// while any page of the old one is open. A page that starts meanwhile asks it to take over,
// which it does when that page is the only one open, and the page reloads before it fetches
// anything else (web/offline.js). No skipWaiting otherwise: a page of the old version still
// fetches later (the game starts its AI's workers again after a failure), and must then get
// its own version's files.

// Written by `scripts/web build` (web/precache.mjs): a hash of the files, and each file with
// the SRI hash of its bytes ("NAME sha256-... NAME sha256-..."); a name with a `~` before it
// is cached when first fetched, not at install (the Japanese font: only those who choose
// Japanese download it).
const VERSION = "__VERSION__";
const FILES = "__FILES__";

const CACHE = `quartet-${VERSION}`;
const SCOPE = self.registration.scope;
/** The site's files, by address: each with its hash. The page is `./` (index.html itself). */
const HASHES = new Map();
/** The addresses cached on demand. */
const LATER = new Set();
{
  const words = FILES.split(" ");
  for (let i = 0; i + 1 < words.length; i += 2) {
    const later = words[i].startsWith("~");
    const file = later ? words[i].slice(1) : words[i];
    const url = new URL(file === "index.html" ? "./" : file, SCOPE).href;
    HASHES.set(url, words[i + 1]);
    if (later) LATER.add(url);
  }
}

// Each file fetched by its hash (`integrity`): a site updated while this installs fails the
// install (the next visit tries again) instead of mixing two versions in one cache. `no-cache`
// revalidates: an unchanged file comes from the HTTP cache (304), not downloaded twice.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(
        [...HASHES]
          .filter(([url]) => !LATER.has(url))
          .map(([url, integrity]) => new Request(url, { cache: "no-cache", integrity })),
      );
      await carryOver(cache);
    }),
  );
});

/** The files cached on demand that an older version kept (the texts of the language a player
 * chose, the Japanese font) go into `cache` where their bytes are this version's, so that an
 * update does not take them from a player who is offline next. */
async function carryOver(cache) {
  for (const key of await caches.keys()) {
    if (!key.startsWith("quartet-") || key === CACHE) continue;
    const old = await caches.open(key);
    for (const url of LATER) {
      const kept = await old.match(url, { ignoreVary: true });
      if (!kept || (await cache.match(url, { ignoreVary: true }))) continue;
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await kept.clone().arrayBuffer()));
      const hash = `sha256-${btoa(String.fromCharCode(...digest))}`;
      if (hash === HASHES.get(url)) await cache.put(url, kept);
    }
  }
}

// Once no page of an older version is left: their caches go. No clients.claim(): a page
// loaded from the network (the first visit) stays on it, as its files may be of another
// version than this cache's (the site updated during that visit).
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((key) => key.startsWith("quartet-") && key !== CACHE).map((key) => caches.delete(key))),
    ),
  );
});

// The site's own files from this version's cache (the network only if one is missing from it,
// and a file cached on demand is kept once fetched whole, by its hash);
// a navigation to the page, whatever its query (`?join=CODE`, `?play=...`), gets the page.
// Anything else (the online play's /ws, other sites) is left to the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const query = url.search;
  url.search = "";
  const key = url.href === `${SCOPE}index.html` ? SCOPE : url.href;
  if (query && !(request.mode === "navigate" && key === SCOPE)) return;
  if (!HASHES.has(key)) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(key, { ignoreVary: true });
      if (cached) return cached;
      if (!LATER.has(key)) return fetch(request);
      const fetched = await fetch(new Request(key, { integrity: HASHES.get(key) }));
      if (fetched.ok) await cache.put(key, fetched.clone());
      return fetched;
    }),
  );
});

// A page that starts while this version waits asks whether it may take over: only when that
// page is the only one open (others would get the new files beside their old ones), at once.
self.addEventListener("message", (event) => {
  if (!event.data || event.data.quartet !== "take over" || !event.ports[0]) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((pages) => {
      const alone = pages.length === 1 && event.source && pages[0].id === event.source.id;
      event.ports[0].postMessage({ taking: alone });
      if (alone) return self.skipWaiting();
    }),
  );
});
