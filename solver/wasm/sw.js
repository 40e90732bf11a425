// The static site's service worker (scripts/build-web.sh fills in the version and the list
// of files): every file of the site cached at the first visit, then answered from the cache,
// so that the page and its engine work offline. A new build has a new version (a hash of the
// site's files): its cache replaces the old one.
'use strict';
const CACHE = 'arbiter-@VERSION@';
const FILES = ['./', @FILES@];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('arbiter-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  event.respondWith(caches.open(CACHE).then((c) => c.match(event.request, {ignoreSearch: true})
    .then((hit) => hit || fetch(event.request))));
});
