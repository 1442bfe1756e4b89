// Which language a page is served in (issue 27): a known `?lang=` first, then the
// choice remembered in the `lang` cookie, then Accept-Language, then English. A
// `?lang=` is remembered for a year, so the next page comes up in it from the
// first byte: no flash of the other language, and no script needed to choose.
// Each language's pages are built into web/dist/<lang>/ (web/src/build/lang-build.ts).
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LANG, type Lang, langOf, langsOfHeader } from "../protocol/lang";
import { allowances } from "./allowances";

export const LANG_COOKIE = "lang";
const YEAR_S = 365 * 24 * 3600;

export function pageLang(c: Context): Lang {
  return (
    langOf(c.req.query("lang")) ??
    langOf(getCookie(c, LANG_COOKIE)) ??
    langsOfHeader(c.req.header("Accept-Language"))[0] ??
    DEFAULT_LANG
  );
}

/** Where the pseudo-language's pages and scripts are built (web/src/build/lang-build.ts langDir): web/dist/xa/, web/dist/assets/xa/. */
const PSEUDO_DIR = "xa";

/**
 * The built page's path in `lang`: /play for English, /nb/play for Norwegian.
 * On development servers (./allowances.ts), ?lang=en-XA serves the pseudo-language
 * that tests layouts with longer text (web/src/build/lang-build.ts).
 */
export function langPath(lang: Lang, file: string, c?: Context<{ Bindings: Env }>): string {
  const pseudo = c !== undefined && allowances(c).pseudoLanguage && c.req.query("lang") === "en-XA";
  const dir = pseudo ? `/${PSEUDO_DIR}` : lang === DEFAULT_LANG ? "" : `/${lang}`;
  return file === "index" ? `${dir}/` : `${dir}/${file}`;
}

/** Whether `path` (as requested: escapes, doubled slashes and all) is one of the pseudo-language's files. */
export function pseudoFile(path: string): boolean {
  let p = path;
  try {
    p = decodeURIComponent(path);
  } catch {
    // Not decodable: read as sent.
  }
  const parts = p
    .split(/[/\\]/)
    .filter((s) => s !== "" && s !== ".")
    .map((s) => s.toLowerCase());
  return parts[0] === PSEUDO_DIR || (parts[0] === "assets" && parts[1] === PSEUDO_DIR);
}

/**
 * Marks a page response with its language. A page chosen by `?lang=` remembers it
 * (except where `remember` is false: an embed lives in someone else's page).
 */
export function withLang(c: Context, res: Response, lang: Lang, remember = true): Response {
  const out = new Response(res.body, res);
  out.headers.set("Content-Language", lang);
  out.headers.append("Vary", "Accept-Language, Cookie");
  if (remember && langOf(c.req.query("lang")))
    out.headers.append(
      "Set-Cookie",
      `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${c.req.url.startsWith("https:") ? "; Secure" : ""}`,
    );
  return out;
}
