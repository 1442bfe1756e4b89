// Per-language pages (issue 27). Every page script is bundled once per language:
// the esbuild plugin below points web/src/i18n/messages.ts at that language's
// catalog folder (src/words/<lang>/), so a bundle holds only the messages it
// uses, in one language. English goes to /assets/*.js and web/dist/*.html as
// before; another language to /assets/<lang>/*.js and web/dist/<lang>/*.html,
// which the Worker serves by the page's language (src/http/page-lang.ts).
// In the HTML templates "{{name}}" is the catalog's message `name`, and
// <!--LANGS--> the language switcher. A third language is one more catalog
// folder (and its tag in LANGS): nothing here changes.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "esbuild";
import { DEFAULT_LANG, LANGS } from "../../../src/words/lang";

export { DEFAULT_LANG, LANGS };

/**
 * A pseudo-language for testing layouts, never offered: every English message
 * about 40% longer and accented ("[Ţàķé à šéàţ ~~~~]"), so a page that clips or
 * overflows with a longer language shows it in English's place. The Worker serves
 * it for ?lang=en-XA only where test fixtures are allowed (src/http/page-lang.ts).
 */
export const PSEUDO = "en-XA";
export const BUILD_LANGS: readonly string[] = [...LANGS, PSEUDO];

/** Where a language's files go under web/dist and web/dist/assets: "" for the default. */
export const langDir = (lang: string): string => (lang === DEFAULT_LANG ? "" : lang === PSEUDO ? "xa" : lang);

const ACCENTS: Record<string, string> = {
  a: "à",
  e: "é",
  i: "ï",
  o: "ö",
  u: "ü",
  c: "ç",
  n: "ñ",
  s: "š",
  t: "ţ",
  k: "ķ",
  A: "Å",
  E: "É",
  O: "Ö",
};
/** The pseudo form of one text: slots, entities and tags kept as they are. */
function pseudoText(s: string): string {
  const body = s.replace(/(\{\w+\}|&\w+;|<[^>]*>)|./gs, (c, keep: string | undefined) => keep ?? ACCENTS[c] ?? c);
  // Padding in short words, as a longer language's text would wrap.
  const pad = "~~~~~~ ".repeat(Math.ceil((s.length * 0.4) / 7)).slice(0, Math.ceil(s.length * 0.4));
  return `[${body} ${pad.trim()}]`;
}
function pseudo(catalog: Catalog): Catalog {
  const out: Catalog = {};
  for (const [k, v] of Object.entries(catalog))
    out[k] =
      k === "lang"
        ? PSEUDO
        : typeof v === "string"
          ? pseudoText(v)
          : v && typeof v === "object"
            ? Object.fromEntries(Object.entries(v).map(([f, t]) => [f, pseudoText(String(t))]))
            : v;
  return out;
}

/**
 * Each file that imports the catalog (`import * as m from "…/i18n/messages"`) gets
 * its messages written into it as literals, in the build's language: the text sits
 * where it is used, as if written there, so a page (and each part it loads later)
 * carries only its own words and nothing more than before.
 */
export function messagesPlugin(web: string, lang: string): Plugin {
  return {
    name: `messages-${lang}`,
    setup(b) {
      const catalog = catalogOf(web, lang);
      b.onLoad({ filter: /[\\/]web[\\/]src[\\/].*\.ts$/ }, async (args) => {
        const code = readFileSync(args.path, "utf8");
        // Only the catalog (web/src/i18n/messages.ts), never another file named messages.
        const imp = /^import \* as (\w+) from "([^"]*messages)";\n/m.exec(code);
        if (!imp || resolve(dirname(args.path), imp[2]!) !== join(web, "src", "i18n", "messages")) return undefined;
        const known = await catalog;
        const alias = imp[1]!;
        const body = code
          .replace(imp[0], "")
          .replace(new RegExp(`(?<![\\w.$])${alias}\\.(\\w+)`, "g"), (_, k: string) => {
            // Typecheck and the catalogs test (tests/engine/i18n-catalogs.test.ts) see that every message exists.
            return k in known ? JSON.stringify(known[k]) : `${alias}.${k}`;
          });
        return { contents: body, loader: "ts" };
      });
    },
  };
}

type Catalog = Record<string, unknown>;

/** The folder of every language's catalog (src/words/<lang>/). */
export const wordsDir = (web: string): string => join(web, "..", "src", "words");

/** The catalog files the pages use: those web/src/i18n/messages.ts names. */
export function pageFiles(web: string): string[] {
  const text = readFileSync(join(web, "src", "i18n", "messages.ts"), "utf8");
  return [...text.matchAll(/"[./]*src\/words\/en\/([\w-]+)"/g)].map((m) => m[1]!);
}

export async function catalogOf(web: string, lang: string): Promise<Catalog> {
  if (lang === PSEUDO) return pseudo(await catalogOf(web, DEFAULT_LANG));
  const out: Catalog = {};
  for (const f of pageFiles(web)) Object.assign(out, await import(join(wordsDir(web), lang, `${f}.ts`)));
  return out;
}

/** The language links: every language, the page's own marked as current. */
export async function switcherHtml(web: string, current: string): Promise<string> {
  const links: string[] = [];
  for (const l of current === PSEUDO ? BUILD_LANGS : LANGS) {
    const name = String((await catalogOf(web, l)).langName);
    links.push(
      l === current
        ? `<a hreflang="${l}" lang="${l}" href="?lang=${l}" aria-current="true">${name}</a>`
        : `<a hreflang="${l}" lang="${l}" href="?lang=${l}">${name}</a>`,
    );
  }
  const label = String((await catalogOf(web, current)).langLabel);
  return `<nav class="langs" aria-label="${label}">${links.join("")}</nav>`;
}

/**
 * A page template in `lang`: its messages, <html lang>, its scripts from the language's
 * folder, and the app manifest in the language (built by build.ts; English has no ?lang).
 */
export function translateHtml(html: string, lang: string, catalog: Catalog, switcher: string): string {
  const dir = langDir(lang);
  const manifest = lang === DEFAULT_LANG || lang === PSEUDO ? "" : `?lang=${lang}`;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
      const m = catalog[k];
      if (typeof m !== "string") throw new Error(`no message ${k} in ${lang}`);
      return m;
    })
    .replace("<!--LANGS-->", switcher)
    .replace('href="/manifest.webmanifest"', `href="/manifest.webmanifest${manifest}"`)
    .replace(/(<script[^>]* src=")\/assets\/([\w-]+\.js")/g, (_, a: string, f: string) =>
      dir ? `${a}/assets/${dir}/${f}` : `${a}/assets/${f}`,
    );
}

/**
 * A page's code imports the catalog files it reads as objects (the engine's log
 * words: ../i18n/log-lang.ts and each game's chunk) from src/words/en/, as the
 * source names English; this points those imports at the page language's own
 * folder, so a bundle carries them in its language only. The pseudo-language's
 * pages read the log in English.
 */
export function wordsPlugin(web: string, lang: string): Plugin {
  const dir = lang === PSEUDO ? DEFAULT_LANG : lang;
  return {
    name: `words-${lang}`,
    setup(b) {
      b.onResolve({ filter: /[\\/]words[\\/]en[\\/][\w-]+$/ }, (args) => {
        const file = /[\\/]words[\\/]en[\\/]([\w-]+)$/.exec(args.path)![1]!;
        const path = join(wordsDir(web), dir, `${file}.ts`);
        return resolve(args.resolveDir, args.path) === join(wordsDir(web), "en", file) ? { path } : undefined;
      });
    },
  };
}
