// The service worker, served as /sw.js with scope "/" (src/http/app-shell-routes.ts).
// - Push: shows "Your move against Bob in Stakes Duel"; tapping opens that table.
//   Several tables waiting for you collapse into one notification that opens
//   your list. A finished match gets its own notification.
// - Offline: pages come from the network; when it is unreachable, what was kept
//   is shown: a table's page (its script then draws the table's last view,
//   read-only, with an offline note: web/src/play/offline-view.ts), a practice
//   table, the rules pages, and for anything else the home page, which lists
//   your tables from the last refresh with a note that you are offline. At
//   install it fetches those pages (in the visitor's language) and everything
//   they can load in every language: the build writes that list into this file
//   (web/src/build/precache.ts). A page opened before the worker took over asks
//   to be kept (../lib/service-worker.ts), so the first table opened opens offline.
// Typed by hand: the page bundles share one DOM tsconfig, which has no
// service worker types.
import type { PushPayload } from "../../src/protocol/push";
import { PRECACHE } from "./lib/precache";
import { KEEP_PAGE } from "./lib/service-worker";
import { PRACTICE_PAGE, PRACTICE_PAGE_KEY, isPracticePage } from "./practice/offline";
import { SW_WORDS } from "./sw-words";

interface Item {
  id: string;
  title: string;
  url: string;
}
interface ShownNotification {
  data: unknown;
  close(): void;
}
interface SwRegistration {
  showNotification(
    title: string,
    options: { body: string; tag: string; data: unknown; icon: string; badge?: string; renotify?: boolean },
  ): Promise<void>;
  getNotifications(filter?: { tag?: string }): Promise<ShownNotification[]>;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
  source: { url?: string } | null;
}
interface PushEventLike extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEventLike extends ExtendableEvent {
  notification: ShownNotification;
}
interface SwScope {
  registration: SwRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(o: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, fn: (e: never) => void): void;
}

const sw = self as unknown as SwScope;
const CACHE = "tablelink-shell-v3";
const LISTED = [...PRECACHE.pages, ...PRECACHE.assets];
const KEPT_ASSETS = new Set(PRECACHE.assets);
const TABLE_PAGE_KEY = "/g/";
const TURNS_TAG = "tablelink-turns";
const ICON = "/assets/icon-192.png";

/** Where a page is kept: every table's page as one, every practice table's as one, the listed pages by path. */
function pageKey(path: string): string | null {
  if (/^\/g\/[^/]+\/?$/.test(path)) return TABLE_PAGE_KEY;
  if (isPracticePage(path)) return PRACTICE_PAGE_KEY;
  return PRECACHE.pages.includes(path) ? path : null;
}

/** Fetches `path` past the HTTP cache and keeps it under `key`; false when it did not come. */
async function keep(c: Cache, path: string, key = path): Promise<boolean> {
  const res = await fetch(new Request(path, { cache: "no-cache" })).catch(() => null);
  if (!res?.ok) return false;
  await c.put(key, res);
  return true;
}

/**
 * Fetches the listed files, each on its own: one that fails (a slow network) costs only itself.
 * `fresh`: every file whose name does not say its content (pages, page scripts, styles) is fetched
 * anew, as a new worker's build may have changed them; chunks are named by their content, so one
 * already kept is the same file.
 */
async function keepListed(c: Cache, fresh: boolean): Promise<boolean> {
  const wanted = await Promise.all(
    LISTED.map(async (path) =>
      (fresh && !path.includes("/chunks/")) || !(await c.match(path, { ignoreVary: true })) ? path : null,
    ),
  );
  const kept = await Promise.all(wanted.filter((p): p is string => p !== null).map((path) => keep(c, path)));
  return kept.every(Boolean);
}

sw.addEventListener("install", (e: ExtendableEvent) => {
  e.waitUntil(
    caches
      .open(CACHE)
      // The practice page is one file for every game (./practice/offline.ts).
      .then((c) =>
        Promise.all([
          keepListed(c, true).then((all) => all || keepListed(c, false)),
          keep(c, PRACTICE_PAGE, PRACTICE_PAGE_KEY),
        ]),
      )
      .catch(() => undefined)
      .then(() => sw.skipWaiting()),
  );
});

// Whether every listed file is known to be kept; when the install could not fetch one,
// the next pages opened online fetch what is missing, so they still open offline.
let allKept = false;
async function topUp(): Promise<void> {
  if (allKept) return;
  allKept = await keepListed(await caches.open(CACHE), false).catch(() => false);
}

/** Drops the files an earlier build listed and this one does not (renamed chunks): the pages kept stay. */
async function dropStale(): Promise<void> {
  const c = await caches.open(CACHE);
  for (const req of await c.keys()) {
    const path = new URL(req.url).pathname;
    if (path.startsWith("/assets/") && !KEPT_ASSETS.has(path)) await c.delete(req);
  }
}

sw.addEventListener("activate", (e: ExtendableEvent) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(dropStale)
      .catch(() => undefined)
      .then(() => sw.clients.claim()),
  );
});

// A page opened before this worker controlled it (the first visit) came past it: kept now on its word.
sw.addEventListener("message", (e: MessageEventLike) => {
  if (e.data !== KEEP_PAGE || !e.source?.url) return;
  const url = new URL(e.source.url);
  const key = url.origin === location.origin ? pageKey(url.pathname) : null;
  if (key) e.waitUntil(caches.open(CACHE).then((c) => keep(c, url.pathname, key)));
});

/** Where a response is kept: pages by pageKey, and every asset by path. */
function keyOf(request: Request, url: URL): string | null {
  if (request.mode === "navigate") return pageKey(url.pathname);
  if (PRECACHE.pages.includes(url.pathname) || url.pathname.startsWith("/assets/")) return url.pathname;
  return null;
}

/** Network first; what the offline pages need is kept fresh in the cache as it passes. */
async function fromNetwork(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE);
  const key = keyOf(request, url);
  try {
    const res = await fetch(request);
    if (res.ok && key) await cache.put(key, res.clone());
    return res;
  } catch (err) {
    // Offline: a table's page, a practice table, a rules page or an asset as kept; any other page opens as the home page.
    // Whatever was kept, whichever language it was kept in (pages vary by the language cookie).
    const kept =
      (key ? await cache.match(key, { ignoreVary: true }) : undefined) ??
      (request.mode === "navigate" ? await cache.match("/", { ignoreVary: true }) : undefined);
    if (kept) return kept;
    throw err;
  }
}

sw.addEventListener("fetch", (e: FetchEventLike) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
  e.respondWith(fromNetwork(e.request));
  if (e.request.mode === "navigate") e.waitUntil(topUp());
});

function itemsOf(n: ShownNotification): Item[] {
  const items = (n.data as { items?: Item[] } | null)?.items;
  return Array.isArray(items) ? items : [];
}

async function showPush(p: PushPayload): Promise<void> {
  const reg = sw.registration;
  const shown = await reg.getNotifications({ tag: TURNS_TAG });
  // Tables already waiting for you, without this one (its news replaces them).
  const waiting = shown.flatMap(itemsOf).filter((i) => i.id !== p.id);
  if (p.type === "finished") {
    await reg.showNotification(p.title, {
      body: p.body,
      tag: `tablelink-finished-${p.id}`,
      data: { items: [{ id: p.id, title: p.title, url: p.url }] },
      icon: ICON,
    });
    if (shown.length > 0 && waiting.length < shown.flatMap(itemsOf).length) {
      for (const n of shown) n.close();
      if (waiting.length > 0) await showTurns(waiting, undefined, p.lang);
    }
    return;
  }
  await showTurns([{ id: p.id, title: p.title, url: p.url }, ...waiting], p.body, p.lang);
}

/** `lang`: the newest push's language, which the words over several tables follow. */
async function showTurns(items: Item[], body?: string, lang?: string): Promise<void> {
  const reg = sw.registration;
  if (items.length === 1) {
    await reg.showNotification(items[0]!.title, {
      body: body ?? "",
      tag: TURNS_TAG,
      data: { items },
      icon: ICON,
      renotify: true,
    });
    return;
  }
  const words = SW_WORDS[lang ?? "en"] ?? SW_WORDS.en!;
  await reg.showNotification(words.many.replace("{0}", String(items.length)), {
    body: items.map((i) => (i.title.startsWith(words.lead) ? i.title.slice(words.lead.length) : i.title)).join("\n"),
    tag: TURNS_TAG,
    data: { items },
    icon: ICON,
    renotify: true,
  });
}

sw.addEventListener("push", (e: PushEventLike) => {
  let p: PushPayload | null = null;
  try {
    p = (e.data?.json() ?? null) as PushPayload | null;
  } catch {
    p = null;
  }
  if (!p || typeof p.title !== "string") {
    e.waitUntil(
      sw.registration.showNotification("Tablelink", {
        body: "Something happened at one of your tables.",
        tag: TURNS_TAG,
        data: { items: [] },
        icon: ICON,
      }),
    );
    return;
  }
  e.waitUntil(showPush(p));
});

sw.addEventListener("notificationclick", (e: NotificationEventLike) => {
  const items = itemsOf(e.notification);
  e.notification.close();
  // One table: that table. Several: your list of tables.
  const target = new URL(items.length === 1 ? items[0]!.url : "/", location.origin);
  // Only ever our own origin, whatever a payload said.
  const href = target.origin === location.origin ? target.href : new URL(target.pathname, location.origin).href;
  e.waitUntil(
    sw.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((w) => w.url === href);
      if (same) return same.focus();
      return sw.clients.openWindow(href);
    }),
  );
});
