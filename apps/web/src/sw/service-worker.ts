/// <reference lib="webworker" />
// The member app's service worker (scope /web/app/), built by scripts/build.mjs into
// dist/sw.js with the list of files to precache. It makes the app open with no network and
// shows Web Push notifications. It never stores an answer that carries a member's data: only
// the app's own files and the public reference data are cached.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { APP_SCOPE, PWA_FILES, SHELL } from '../pwa/web-manifest';
import { appInFocus, inApp, readPush, windowToOpen, type OpenMessage } from './push-display';

declare const self: ServiceWorkerGlobalScope;
/** The app shell's files, with revisions (scripts/service-worker.mjs). */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

// A new version takes over at once: its precache holds a whole consistent app, and the old
// files go (cleanupOutdatedCaches). A page still on the old version reloads when it fails to
// load a chunk (the app's error page says so).
void self.skipWaiting();
clientsClaim();
precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

// Every page of the app is the same client-rendered shell: from the precache, so the app
// opens offline and shows its own offline state.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL), {
    allowlist: [new RegExp(`^${APP_SCOPE}(/|$)`)],
  }),
);

// The reference data every page loads (places, concepts, texts and their versions): public,
// the same for everyone, so served from the cache at once and refreshed behind.
const api = new URL(import.meta.env.VITE_API_URL || '/api', self.location.origin);
const referencePaths = ['info', 'country', 'concept', 'text'].map(
  (name) => `${api.pathname.replace(/\/$/, '')}/${name}`,
);
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === api.origin && referencePaths.includes(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'antojo-reference-data',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 16, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

const origin = self.location.origin;

self.addEventListener('push', (event) => {
  const payload = readPush(event.data?.text(), APP_SCOPE, origin);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (appInFocus(windows, APP_SCOPE, origin)) return;
      // A reminder offers «Ya no puedo ir»: the plan's page, asking to give up the place.
      const leaveUrl =
        payload.leave_url && inApp(payload.leave_url, APP_SCOPE, origin)
          ? payload.leave_url
          : undefined;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url, leaveUrl },
        ...(leaveUrl ? { actions: [{ action: 'leave', title: 'Ya no puedo ir' }] } : {}),
        icon: PWA_FILES.icon192,
        badge: PWA_FILES.badge,
        lang: 'es',
        // The next message of a chat replaces its notification, and still makes itself heard.
        renotify: true,
      } as NotificationOptions);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown; leaveUrl?: unknown } | null;
  const wanted = event.action === 'leave' ? data?.leaveUrl : data?.url;
  const url = typeof wanted === 'string' ? wanted : APP_SCOPE;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windowToOpen(windows, APP_SCOPE, origin);
      if (open) {
        // The app moves there itself (src/pwa/service-worker-client.ts): no reload.
        const message: OpenMessage = { type: 'antojo:open', url };
        open.postMessage(message);
        await open.focus();
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});
