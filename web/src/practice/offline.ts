// What the service worker (../sw.ts) keeps at install so practice tables open
// offline: the practice page (one file for every game), its styles, and its
// scripts with every chunk they can import. Chunk names change with each build, so
// they are found by reading the scripts: esbuild writes each import as a relative
// path in quotes ("./chunks/practice-stakes-XXXX.js"), which is followed in turn.

export const PRACTICE_PAGE_KEY = "/practice/";
export const PRACTICE_PAGE = "/practice/stakes";
const ROOTS = ["/assets/practice.js", "/assets/practice-worker.js"];
const STYLES = [
  "/assets/practice.css",
  "/assets/extras.css",
  "/assets/games/stakes.css",
  "/assets/games/dobbelsjanse.css",
  "/assets/games/twelves.css",
];
const IMPORTED = /["'`](\.{1,2}\/[\w./-]+\.js)["'`]/g;

/** True for a navigation to a practice table (not the framed one: a sandboxed frame has no service worker). */
export function isPracticePage(path: string): boolean {
  return /^\/practice\/[^/]+\/?$/.test(path);
}

/** Puts the practice page, its styles and its whole script graph in `cache`; a file that fails costs only itself. */
export async function keepPractice(cache: Cache, origin: string): Promise<void> {
  const page = await fetch(PRACTICE_PAGE).catch(() => null);
  if (page?.ok) await cache.put(PRACTICE_PAGE_KEY, page);
  await Promise.allSettled(STYLES.map((path) => cache.add(path)));
  const seen = new Set<string>();
  let next = ROOTS.map((p) => new URL(p, origin).href);
  while (next.length > 0) {
    const found: string[] = [];
    await Promise.allSettled(
      next
        .filter((u) => !seen.has(u))
        .map(async (url) => {
          seen.add(url);
          const res = await fetch(url);
          if (!res.ok) return;
          await cache.put(new URL(url).pathname, res.clone());
          for (const m of (await res.text()).matchAll(IMPORTED)) found.push(new URL(m[1]!, url).href);
        }),
    );
    next = found.filter((u) => !seen.has(u));
  }
}
