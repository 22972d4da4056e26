// Keeps every file of the game so that it plays with no network. The build writes the
// version (a hash of the game's code), so a new build replaces the old files at once.
const VERSION = "awale-__VERSION__";
const FILES = [
  "./",
  "index.html",
  "awale.js",
  "awale_bg.wasm",
  "manifest.webmanifest",
  "icon-192.png",
  "icon-512.png",
  // The board table level 5 reads (5.4 MB).
  "assets/board-12.bin",
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

// Cache first: the files of one version never change.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  event.respondWith(
    caches.match(event.request, { ignoreSearch: true }).then((cached) => cached || fetch(event.request)),
  );
});
