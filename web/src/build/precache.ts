// What the service worker (web/src/sw.ts) fetches at install, written into it by
// the build from esbuild's manifest of what each page's build produced: the pages
// that open offline (home, a table, a practice table, the rules) with every script
// and chunk they can load, in every language, and every stylesheet. A chunk added
// or renamed by a later change is kept without anyone listing it.
import { createHash } from "node:crypto";
import { dirname, relative, resolve } from "node:path";
import type { Metafile, Plugin } from "esbuild";
import type { Precache } from "../lib/precache";

/** Page scripts whose pages open offline, and the practice table's worker, which practice.js starts by URL. */
export const OFFLINE_SCRIPTS = ["home-first", "home", "tables", "play", "practice", "practice-worker", "rules"];

/** Built static files that no offline page needs: share-card images (for other sites) and install icons (the browser fetches those). */
const NOT_KEPT = /^og-|-512\.png$/;

/** A build's output file as its path on the site (/assets/nb/chunks/play-later-X.js). */
function sitePath(dist: string, file: string): string {
  return `/${relative(dist, resolve(file)).split("\\").join("/")}`;
}

/** An entry's output and every chunk it imports, statically or by import(), at any depth. */
function graph(meta: Metafile, entryOut: string): string[] {
  const seen = new Set<string>([entryOut]);
  const walk = (out: string) => {
    for (const i of meta.outputs[out]?.imports ?? []) {
      if (i.external || seen.has(i.path) || !(i.path in meta.outputs)) continue;
      seen.add(i.path);
      walk(i.path);
    }
  };
  walk(entryOut);
  return [...seen];
}

export interface BuiltPage {
  /** The script's name (play for web/src/play.ts). */
  name: string;
  meta: Metafile;
}

/**
 * The worker's list: `pages` by path (each fetched in the visitor's language), `assets`
 * (scripts of every language in `scripts`, `styles`, `statics`), and a version that
 * changes with any of their bytes, so a new build always installs a new worker.
 */
export function precacheList(
  dist: string,
  scripts: readonly BuiltPage[],
  styles: Metafile,
  statics: readonly string[],
  pages: readonly string[],
  bytes: (path: string) => Uint8Array | undefined,
): Precache {
  const assets = new Set<string>();
  for (const s of scripts.filter((b) => OFFLINE_SCRIPTS.includes(b.name)))
    for (const [out, o] of Object.entries(s.meta.outputs))
      if (o.entryPoint && out.endsWith(".js")) for (const f of graph(s.meta, out)) assets.add(sitePath(dist, f));
  for (const out of Object.keys(styles.outputs)) if (out.endsWith(".css")) assets.add(sitePath(dist, out));
  for (const f of statics) if (!NOT_KEPT.test(f)) assets.add(`/assets/${f}`);
  const list = [...assets].sort();
  const hash = createHash("sha256");
  for (const p of [...pages, ...list]) hash.update(p).update(bytes(p) ?? "");
  return { version: hash.digest("hex").slice(0, 16), pages: [...pages], assets: list };
}

/** Puts `list` into web/src/lib/precache.ts for the service worker's build. */
export function precachePlugin(web: string, list: Precache): Plugin {
  const file = resolve(web, "src", "lib", "precache.ts");
  return {
    name: "precache-list",
    setup(b) {
      b.onLoad({ filter: /[\\/]lib[\\/]precache\.ts$/ }, (args) =>
        resolve(args.path) === file
          ? { contents: `export const PRECACHE = ${JSON.stringify(list)};`, loader: "ts", resolveDir: dirname(file) }
          : undefined,
      );
    },
  };
}
