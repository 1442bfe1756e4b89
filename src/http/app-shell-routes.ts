// The installable app's two files that must live at the site's root: the service
// worker (its scope is the folder it is served from, so /sw.js controls every
// page) and the web app manifest. Both are built into web/dist/assets.
import { Hono, type Context } from "hono";
import { builtFile, notFoundPage } from "./pages";
import { pageLang } from "./page-lang";
import { SERVICE_WORKER_CSP } from "./security";
import { DEFAULT_LANG, langOf } from "../protocol/lang";

export const appShell = new Hono<{ Bindings: Env }>();

async function asset(
  c: Context<{ Bindings: Env }>,
  path: string,
  type: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  const res = await builtFile(c, path);
  if (!res) return notFoundPage(pageLang(c));
  return new Response(res.body, {
    status: 200,
    headers: { "Content-Type": type, "X-Content-Type-Options": "nosniff", ...extra },
  });
}

// The browser checks for a new worker on navigations; it must not be held in HTTP caches.
appShell.get("/sw.js", (c) =>
  asset(c, "/assets/sw.js", "text/javascript; charset=utf-8", {
    "Cache-Control": "no-cache",
    "Service-Worker-Allowed": "/",
    "Content-Security-Policy": SERVICE_WORKER_CSP,
  }),
);
// ?lang=nb: the manifest in that language (web/dist/assets/nb/), as that language's pages
// link it; without it (or with a language it does not know) the English one.
appShell.get("/manifest.webmanifest", (c) => {
  const lang = langOf(c.req.query("lang"));
  const dir = lang && lang !== DEFAULT_LANG ? `/${lang}` : "";
  return asset(c, `/assets${dir}/manifest.webmanifest`, "application/manifest+json");
});
