// What the service worker keeps for offline use comes from the build's own manifest
// of outputs (web/src/build/precache.ts): every chunk an offline page can load, by
// import or by import(), in every language; nothing of the pages that never open
// offline; and a version that changes with any listed byte, so a new build always
// installs a new worker.
import { resolve } from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { messagesPlugin, wordsPlugin } from "../../../web/src/build/lang-build";
import { precacheList } from "../../../web/src/build/precache";

const WEB = resolve(__dirname, "../../../web");
const DIST = resolve(WEB, "dist");

/** A metafile of one page build: the entry and its chunks, with the imports between them. */
function meta(
  outputs: Record<string, { entry?: boolean; imports?: [string, "import-statement" | "dynamic-import"][] }>,
): Metafile {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([path, o]) => [
        path,
        {
          bytes: 1,
          inputs: {},
          exports: [],
          imports: (o.imports ?? []).map(([p, kind]) => ({ path: p, kind })),
          ...(o.entry ? { entryPoint: "web/src/x.ts" } : {}),
        },
      ]),
    ),
  } as Metafile;
}

const at = (p: string) => resolve(DIST, p);

describe("the service worker's list of what it keeps", () => {
  const play = (dir: string) =>
    meta({
      [at(`assets/${dir}play.js`)]: {
        entry: true,
        imports: [
          [at(`assets/${dir}chunks/play-a.js`), "import-statement"],
          [at(`assets/${dir}chunks/play-later-b.js`), "dynamic-import"],
        ],
      },
      [at(`assets/${dir}chunks/play-a.js`)]: {},
      [at(`assets/${dir}chunks/play-later-b.js`)]: {
        imports: [[at(`assets/${dir}chunks/play-deep-c.js`), "dynamic-import"]],
      },
      [at(`assets/${dir}chunks/play-deep-c.js`)]: {},
    });
  const match = meta({
    [at("assets/match.js")]: { entry: true, imports: [[at("assets/chunks/match-x.js"), "import-statement"]] },
    [at("assets/chunks/match-x.js")]: {},
  });
  const styles = meta({ [at("assets/play.css")]: {}, [at("assets/games/twelves.css")]: {} });
  const list = (bytes: (p: string) => Uint8Array | undefined = () => undefined) =>
    precacheList(
      DIST,
      [
        { name: "play", meta: play("") },
        { name: "play", meta: play("nb/") },
        { name: "match", meta: match },
      ],
      styles,
      ["icon.svg", "og-stakes.png", "icon-512.png", "icon-192.png"],
      ["/", "/rules/stakes"],
      bytes,
    );

  it("holds every chunk an offline page can load, at any depth and by import(), in every language", () => {
    const { assets, pages } = list();
    for (const dir of ["", "nb/"])
      for (const f of ["play.js", "chunks/play-a.js", "chunks/play-later-b.js", "chunks/play-deep-c.js"])
        expect(assets).toContain(`/assets/${dir}${f}`);
    expect(assets).toContain("/assets/play.css");
    expect(assets).toContain("/assets/games/twelves.css");
    expect(assets).toContain("/assets/icon.svg");
    expect(assets).toContain("/assets/icon-192.png");
    expect(pages).toEqual(["/", "/rules/stakes"]);
  });

  it("leaves out the pages that never open offline, share images and install icons", () => {
    const { assets } = list();
    expect(assets.filter((a) => /match|og-|-512/.test(a))).toEqual([]);
  });

  it("changes its version when any listed file's bytes change", () => {
    const a = list(() => new TextEncoder().encode("one")).version;
    const b = list((p) => new TextEncoder().encode(p === "/assets/nb/chunks/play-deep-c.js" ? "two" : "one")).version;
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(b).not.toBe(a);
  });

  it("from the real play page's build: the seat link's later parts (play-later) in Norwegian", async () => {
    const r = await build({
      entryPoints: [{ in: resolve(WEB, "src", "play.ts"), out: "play" }],
      outdir: resolve(DIST, "assets", "nb"),
      bundle: true,
      format: "esm",
      splitting: true,
      write: false,
      metafile: true,
      logLevel: "silent",
      chunkNames: "chunks/play-[name]-[hash]",
      plugins: [messagesPlugin(WEB, "nb"), wordsPlugin(WEB, "nb")],
    });
    const { assets } = precacheList(DIST, [{ name: "play", meta: r.metafile }], meta({}), [], ["/"], () => undefined);
    expect(assets).toContain("/assets/nb/play.js");
    expect(assets.some((a) => /^\/assets\/nb\/chunks\/play-later-[A-Z0-9]+\.js$/.test(a))).toBe(true);
    // Every file the build wrote is listed: nothing it can load is left to chance.
    expect(assets.length).toBe(r.outputFiles.length);
  });
});
