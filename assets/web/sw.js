// Keeps every file of the game so that it plays with no network. The build writes the
// version (a hash of the game's code), so a new build replaces the old files at once. A page on
// its first visit registers it only once its own fetches are done (index.html), so that they
// never compete; the files it fetches here then come from the browser's cache.
const VERSION = "awale-__VERSION__";
const FILES = [
  "./",
  "index.html",
  "awale.js",
  "awale_bg.wasm",
  "manifest.webmanifest",
  "icon-192.png",
  "icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The files under assets/ a page fetched before this worker was there (a font, the sounds, the
// board table): kept the same.
self.addEventListener("message", (event) => {
  const keep = (event.data?.keep ?? []).filter((url) => new URL(url).origin === self.location.origin);
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(keep)).catch(() => {}));
});

// Cache first: the files of one version never change. What the page fetches when it needs it
// (a font of another script, the sounds, the board table, under assets/) is kept the first time.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  const kept = new URL(event.request.url).pathname.includes("/assets/");
  event.respondWith(
    caches.match(event.request, { ignoreSearch: true, ignoreVary: true }).then(
      (cached) =>
        cached ||
        fetch(event.request).then((response) => {
          if (kept && response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(VERSION).then((cache) => cache.put(event.request, copy)));
          }
          return response;
        }),
    ),
  );
});
