// The service worker, served as /sw.js with scope "/" (src/http/app-shell.ts).
// - Push: shows "Your move against Bob in Stakes Duel"; tapping opens that table.
//   Several tables waiting for you collapse into one notification that opens
//   your list. A finished match gets its own notification.
// - Offline: pages come from the network; when it is unreachable, what was kept
//   is shown: a table's page (its script then draws the table's last view,
//   read-only, with an offline note: web/src/play/offline-view.ts), the rules
//   pages (kept at install), and for anything else the home page, which lists
//   your tables from the last refresh with a note that you are offline. The
//   scripts and styles those pages load are kept as they pass.
// Typed by hand: the page bundles share one DOM tsconfig, which has no
// service worker types.
import type { PushPayload } from "../../src/protocol/push";
import { PRACTICE_PAGE_KEY, isPracticePage, keepPractice } from "./practice/offline";
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
const RULES = ["/rules/stakes", "/rules/dobbelsjanse", "/rules/twelves"];
const SHELL = [
  "/",
  "/assets/site.css",
  "/assets/home-first.js",
  "/assets/home.js",
  "/assets/tables.js",
  ...RULES,
  "/assets/rules.css",
  "/assets/rules.js",
  "/assets/favicon.svg",
  "/assets/icon.svg",
  "/assets/bot.svg",
  "/manifest.webmanifest",
];
const TURNS_TAG = "tablelink-turns";
const ICON = "/assets/icon-192.png";

/** Adds the shell paths not yet kept, one by one: a page that fails to come now (a slow network) costs only itself. */
async function keepShell(c: Cache): Promise<boolean> {
  const missing = (
    await Promise.all(SHELL.map(async (path) => ((await c.match(path, { ignoreVary: true })) ? null : path)))
  ).filter((p): p is string => p !== null);
  const added = await Promise.allSettled(missing.map((path) => c.add(path)));
  return added.every((r) => r.status === "fulfilled");
}

sw.addEventListener("install", (e: ExtendableEvent) => {
  e.waitUntil(
    caches
      .open(CACHE)
      // Practice tables (./practice/offline.ts) open offline once the site has been opened.
      .then((c) => Promise.all([keepShell(c).then((all) => all || keepShell(c)), keepPractice(c, location.origin)]))
      .catch(() => undefined)
      .then(() => sw.skipWaiting()),
  );
});

// Whether every shell path is known to be kept; when the install could not fetch one,
// the next pages opened online fetch what is missing, so the rules pages still open offline.
let shellKept = false;
async function topUpShell(): Promise<void> {
  if (shellKept) return;
  shellKept = await keepShell(await caches.open(CACHE)).catch(() => false);
}

sw.addEventListener("activate", (e: ExtendableEvent) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

/** Where a response is kept: every table's page as one ("/g/"), the shell and rules by path, all assets. */
function keyOf(request: Request, url: URL): string | null {
  if (request.mode === "navigate" && /^\/g\/[^/]+\/?$/.test(url.pathname)) return "/g/";
  if (request.mode === "navigate" && isPracticePage(url.pathname)) return PRACTICE_PAGE_KEY;
  if (SHELL.includes(url.pathname) || url.pathname.startsWith("/assets/")) return url.pathname;
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
    // Offline: a table's page, a rules page or an asset as kept; any other page opens as the home page.
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
  if (e.request.mode === "navigate") e.waitUntil(topUpShell());
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
  await reg.showNotification(words.many.replace("{n}", String(items.length)), {
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
