// `npm run build:web`: web/src/*.ts and web/css/*.css bundled by esbuild into
// web/dist/assets, the pages from web/html (each opening with the shared
// web/html/parts/head.html), and the rules page rendered from the Markdown
// kept in web/rules. Everything it reads is inside the repo.
//
// A file is written only when its bytes changed: wrangler's [build] watches
// web/ (dist included), so rewriting identical files would rebuild forever.
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  BUILD_LANGS,
  catalogOf,
  DEFAULT_LANG,
  langDir,
  LANGS,
  messagesPlugin,
  wordsPlugin,
  switcherHtml,
  translateHtml,
} from "./lang-build";
import { type RulesWords, renderRulesPages } from "./rules-page";
import { withModulePreloads } from "./module-preloads";
import { type BuiltPage, precacheList, precachePlugin } from "./precache";

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DIST = join(WEB, "dist");

let written = 0;
const produced = new Set<string>();
function put(path: string, data: string | Uint8Array): void {
  produced.add(path);
  const bytes = Buffer.from(data);
  if (existsSync(path) && Buffer.compare(readFileSync(path), bytes) === 0) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  written++;
}

/** Files a previous build left that this one did not produce (renamed pages). */
function sweep(dir: string): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      sweep(p);
      if (readdirSync(p).length === 0) rmSync(p, { recursive: true });
    } else if (!produced.has(p)) rmSync(p);
  }
}

function topLevel(dir: string, ext: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => join(dir, f));
}

export async function buildWeb(): Promise<void> {
  const common = {
    outdir: join(DIST, "assets"),
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    platform: "browser",
    legalComments: "none",
    charset: "utf8",
    write: false,
    logLevel: "warning",
  } as const;
  // Flat names: /assets/play.css; each game's own stylesheet as /assets/games/<game>.css,
  // fetched by the pages only for the game on them.
  const styles = build({
    ...common,
    metafile: true,
    entryPoints: [
      ...topLevel(join(WEB, "css"), ".css").map((p) => ({ in: p, out: basename(p, ".css") })),
      ...topLevel(join(WEB, "css", "games"), ".css").map((p) => ({ in: p, out: `games/${basename(p, ".css")}` })),
    ],
  });
  const pageBuilds = BUILD_LANGS.flatMap((lang) =>
    topLevel(join(WEB, "src"), ".ts")
      // The service worker is one for the whole site, at /sw.js, built last (below).
      .filter((p) => basename(p) !== "sw.ts")
      .map(async (p) => ({
        lang,
        name: basename(p, ".ts"),
        result: await build({
          ...common,
          metafile: true,
          outdir: join(DIST, "assets", langDir(lang)),
          entryPoints: [{ in: p, out: basename(p, ".ts") }],
          splitting: true,
          chunkNames: `chunks/${basename(p, ".ts")}-[name]-[hash]`,
          plugins: [messagesPlugin(WEB, lang), wordsPlugin(WEB, lang)],
        }),
      })),
  );
  const builds = [
    styles,
    // One build per page and language (/assets/play.js, /assets/nb/play.js: ./lang-build.ts),
    // each split only at its own dynamic imports (per-game renderers and engines): what a page
    // shares with its game chunks stays in the page's file instead of in many tiny shared chunks.
    ...pageBuilds.map(async (b) => (await b).result),
  ];
  // The scripts, by path, for the pages' modulepreload hints (./module-preloads.ts).
  const modules = new Map<string, string>();
  for (const result of await Promise.all(builds))
    for (const f of result.outputFiles) {
      put(f.path, f.contents);
      if (f.path.endsWith(".js")) modules.set(f.path, f.text);
    }
  const games = topLevel(join(WEB, "css", "games"), ".css").map((p) => basename(p, ".css"));
  const hinted = (html: string) => withModulePreloads(html, DIST, modules, games);

  // Every page opens with the same doctype, language and meta lines: kept once.
  const head = readFileSync(join(WEB, "html", "parts", "head.html"), "utf8");
  const rulesPages = new Set<string>();
  for (const lang of BUILD_LANGS) {
    const catalog = await catalogOf(WEB, lang);
    const switcher = await switcherHtml(WEB, lang);
    const out = join(DIST, langDir(lang));
    for (const page of topLevel(join(WEB, "html"), ".html")) {
      const html = readFileSync(page, "utf8");
      if (!html.startsWith("<!--HEAD-->\n")) throw new Error(`${basename(page)} must open with <!--HEAD-->`);
      const body = translateHtml(head + html.slice("<!--HEAD-->\n".length), lang, catalog, switcher);
      // The rules template becomes one page per game (rules-<game>.html).
      if (basename(page) === "rules.html")
        for (const r of renderRulesPages(join(WEB, "rules"), body, lang, catalog as RulesWords)) {
          put(join(out, r.file), hinted(r.html));
          rulesPages.add(`/rules/${basename(r.file, ".html").replace(/^rules-/, "")}`);
        }
      else put(join(out, basename(page)), hinted(body));
    }
  }
  const statics = readdirSync(join(WEB, "static")).sort();
  for (const f of statics) put(join(DIST, "assets", f), readFileSync(join(WEB, "static", f)));
  // The app manifest in each other language (/manifest.webmanifest?lang=nb, linked from
  // that language's pages): the English file with its words in the language.
  const manifest = readFileSync(join(WEB, "static", "manifest.webmanifest"), "utf8");
  for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
    const c = await catalogOf(WEB, lang);
    const words: Record<string, unknown> = {
      name: c.manifestName,
      short_name: c.manifestName,
      description: c.manifestDescription,
    };
    const own = manifest
      .replace(
        /^( {2}"(name|short_name|description)": )".*",$/gm,
        (_, key: string, k: string) => `${key}${JSON.stringify(String(words[k]))},`,
      )
      .replace(/^( {2}"id": .*\n)/m, `$1  "lang": "${lang}",\n`);
    put(join(DIST, "assets", langDir(lang), "manifest.webmanifest"), own);
  }
  // The service worker last: it carries the list of what it keeps for offline use (./precache.ts).
  const offered = (await Promise.all(pageBuilds)).filter((b) => (LANGS as readonly string[]).includes(b.lang));
  const precache = precacheList(
    DIST,
    offered.map((b): BuiltPage => ({ name: b.name, meta: b.result.metafile })),
    (await styles).metafile,
    statics,
    ["/", ...rulesPages, "/manifest.webmanifest"],
    // A page's bytes are its built English file's (/ is index.html, /rules/stakes rules-stakes.html).
    (path) => {
      const file = join(DIST, path === "/" ? "index.html" : path.replace(/^\/rules\/(.+)$/, "rules-$1.html"));
      return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
    },
  );
  const sw = await build({
    ...common,
    entryPoints: [{ in: join(WEB, "src", "sw.ts"), out: "sw" }],
    plugins: [precachePlugin(WEB, precache), messagesPlugin(WEB, DEFAULT_LANG), wordsPlugin(WEB, DEFAULT_LANG)],
  });
  for (const f of sw.outputFiles) put(f.path, f.contents);
  sweep(DIST);
}

const started = performance.now();
await buildWeb();
console.log(`web: ${written} file(s) written in ${Math.round(performance.now() - started)} ms`);
