// Module preload hints for the built pages. A page's script imports its shared
// chunks statically, so without hints the browser learns of them only once the
// page's script has arrived and been parsed: one more round trip before the page
// can run, fetch its table and draw it (on a phone network, the largest single
// delay Lighthouse found on the join, play, watch and match pages). Each page's
// HTML names every chunk its module scripts import statically, at any depth, as
// <link rel="modulepreload">, so they load beside the script. Chunks loaded by
// dynamic import() (later parts) are not named: they load only when needed.
// The game's renderer is the one dynamic import every table page makes at once,
// but which game is on the table only the Worker knows: each game's hints go
// into an inert <template class="game-preload" data-game="…">, and the Worker
// keeps the one for the table's game (src/http/meta-tags.ts) and drops the rest;
// likewise the join form's parts (data-status="waiting") for a table still filling up.
import { basename, dirname, join, relative, sep } from "node:path";

/** The relative specifiers a minified ES module imports statically (`import…from"./x.js"`, `import"./x.js"`). */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  // `from"…"` and a bare `import"…"` are static; a dynamic import has a "(" before its quote.
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)) out.push(m[1]!);
  return out;
}

/** Every chunk `entry` (an absolute path among `modules`) needs before it runs, nearest first. */
function closure(entry: string, modules: Map<string, string>): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    for (const spec of staticImports(modules.get(file) ?? "")) {
      const dep = join(dirname(file), spec);
      if (seen.has(dep) || !modules.has(dep)) continue;
      seen.add(dep);
      walk(dep);
    }
  };
  walk(entry);
  return [...seen];
}

/**
 * `html` with a modulepreload link after each of its `<script type="module" src="/…">`
 * for every chunk that script imports statically. `root` is the directory served at
 * "/", `modules` the built scripts by absolute path with their code.
 */
export function withModulePreloads(
  html: string,
  root: string,
  modules: Map<string, string>,
  games: readonly string[],
): string {
  const url = (file: string) => `/${relative(root, file).split(sep).join("/")}`;
  const preload = (files: string[]) => files.map((file) => `\n<link rel="modulepreload" href="${url(file)}">`).join("");
  return html.replace(/<script type="module" src="(\/[^"]+\.js)"><\/script>/g, (tag, src: string) => {
    const entry = join(root, src);
    const page = basename(entry, ".js");
    const shared = new Set(closure(entry, modules));
    // The chunks esbuild named for this page (chunkNames `<page>-[name]-[hash]`: play-stakes-….js),
    // one template per game, and one for a table still waiting for its seats (the join form).
    const parts = [
      ...games.map((game) => ({ when: `data-game="${game}"`, name: game, style: `/assets/games/${game}.css` })),
      { when: 'data-status="waiting"', name: "waiting-parts", style: "/assets/extras.css" },
    ];
    const perGame = parts.flatMap(({ when, name, style }) => {
      const chunk = [...modules.keys()].find(
        (f) =>
          dirname(f) === join(dirname(entry), "chunks") &&
          new RegExp(`^${page}-${name}-[A-Z0-9]+\\.js$`).test(basename(f)),
      );
      if (!chunk) return [];
      // What the page's own hints already name is not named twice.
      const files = [chunk, ...closure(chunk, modules).filter((f) => !shared.has(f))];
      const css = `\n<link rel="preload" as="style" href="${style}">`;
      return [`\n<template class="game-preload" ${when}>${preload(files)}${css}\n</template>`];
    });
    return tag + preload([...shared]) + perGame.join("");
  });
}
