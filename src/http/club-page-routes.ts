// The club pages: /c/:id (a member's view; the member token rides in the
// fragment, which never reaches a server) and /c/:id/join (the invite link's
// page). Both are the one built shell web/dist/club.html; the script reads the
// path. A club is private, so the page itself says nothing about it: its share
// tags are the site's, and search engines are asked to leave it out.
import { Hono, type Context } from "hono";
import { builtFile, notFoundPage } from "./pages";
import { langPath, pageLang, withLang } from "./page-lang";
import { shareUrl } from "./meta-tags";
import { publicOrigin } from "./origin";
import { withPageHeaders, withoutSharedValidators } from "./security";
import { withSiteTags } from "./site-tags";
import { GAME_ID } from "../protocol/game-id";

export const clubPages = new Hono<{ Bindings: Env }>();

async function clubPage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const lang = pageLang(c);
  if (!GAME_ID.test(c.req.param("id") ?? "")) return withLang(c, notFoundPage(lang), lang);
  const built = await builtFile(c, langPath(lang, "club", c));
  if (!built) return withLang(c, notFoundPage(lang), lang);
  const res = withSiteTags(withPageHeaders(built), { pageUrl: shareUrl(publicOrigin(c), c.req.url), game: "stakes" });
  const out = withoutSharedValidators(withLang(c, res, lang));
  out.headers.set("X-Robots-Tag", "noindex");
  return out;
}

clubPages.get("/c/:id", clubPage);
clubPages.get("/c/:id/join", clubPage);
