// The service worker (/sw.js, scope "/"): push notifications, installing the
// site as an app, and the pages that open offline (../sw.ts).

/** What a page sends the worker to have itself kept for offline use (it came before the worker took over). */
export const KEEP_PAGE = "keep-page";

/**
 * A page framed in another (an embed, sandboxed or on someone else's site) has no
 * business with the site's worker: a sandboxed frame may not even ask for it.
 */
function framed(): boolean {
  try {
    return window.top !== window;
  } catch {
    return true;
  }
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (framed() || !("serviceWorker" in navigator)) return null;
  try {
    return await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch {
    return null;
  }
}

/**
 * For every page that can be installed or opened offline: registers the worker once
 * the page has loaded (its install fetches the offline pages' files, which must not
 * slow this page's own), and when this page came past the worker (a first visit),
 * asks it to keep this page too, so a seat link opened once opens offline.
 */
export function offerOffline(): void {
  if (framed() || !("serviceWorker" in navigator)) return;
  const cameFromWorker = navigator.serviceWorker.controller !== null;
  const start = async () => {
    const reg = await registerServiceWorker();
    if (!reg || cameFromWorker) return;
    (await navigator.serviceWorker.ready).active?.postMessage(KEEP_PAGE);
  };
  if (document.readyState === "complete") void start();
  else addEventListener("load", () => void start(), { once: true });
}
