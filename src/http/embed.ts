// /embed/:id, the read-only table made for an iframe on someone else's page (the
// one page any site may frame), and /oembed, which hands out that iframe.
// `?theme=light|dark` is set on <html> here so a forced theme shows from the
// first paint.
import { Hono } from "hono";
import { oembed } from "./oembed";
import { gameKnown, notFoundPage } from "./pages";
import { EMBED_CSP, withPageHeaders } from "./security";

export const embed = new Hono<{ Bindings: Env }>();

embed.get("/embed/:id", async (c) => {
  if (!(await gameKnown(c.env, c.req.param("id")))) return withPageHeaders(notFoundPage(), EMBED_CSP);
  let res: Response;
  try {
    res = await c.env.ASSETS.fetch(new URL("/embed", c.req.url));
  } catch {
    return withPageHeaders(notFoundPage(), EMBED_CSP);
  }
  if (res.status !== 200) return withPageHeaders(notFoundPage(), EMBED_CSP);
  const theme = c.req.query("theme");
  if (theme === "light" || theme === "dark") {
    res = new HTMLRewriter().on("html", { element: (e) => void e.setAttribute("data-theme", theme) }).transform(res);
  }
  return withPageHeaders(res, EMBED_CSP);
});

embed.get("/oembed", oembed);
