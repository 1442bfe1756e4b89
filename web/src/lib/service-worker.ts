// The service worker (/sw.js, scope "/": the folder it is served from): push
// notifications, installing the site as an app, and the pages that open offline
// (../sw.ts). Kept small: the match page, which registers it too, is near its budget.

/** What a page sends the worker to have itself kept for offline use (it came before the worker took over). */
export const KEEP_PAGE = "keep-page";

/**
 * No worker for a page framed in another (an embed, sandboxed or on someone else's
 * site): a sandboxed frame may not even ask for one. Comparing with `top` never throws.
 */
const usable = (): boolean => self === top && "serviceWorker" in navigator;

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  return usable() ? navigator.serviceWorker.register("/sw.js").catch(() => null) : null;
}

/**
 * For every page that can be installed or opened offline: registers the worker once
 * the page has loaded (its install fetches the offline pages' files, which must not
 * slow this page's own; module scripts run before "load"). `keepThisPage`: when this
 * page came past the worker (a first visit), ask it to keep the page too, so a seat
 * link opened once opens offline.
 */
export function offerOffline(keepThisPage = false): void {
  if (!usable()) return;
  const sw = navigator.serviceWorker;
  const keep = keepThisPage && !sw.controller;
  addEventListener("load", async () => {
    if ((await registerServiceWorker()) && keep) (await sw.ready).active?.postMessage(KEEP_PAGE);
  });
}
