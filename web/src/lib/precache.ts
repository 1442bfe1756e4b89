// What the service worker (../sw.ts) fetches at install. The build writes the
// real list in its place (../build/precache.ts), from what it just produced;
// this file holds only its shape, so the worker typechecks.
export interface Precache {
  /** Changes with every byte of what is listed: a new build, a new worker. */
  version: string;
  /** Pages by path, fetched in the visitor's language: "/", "/rules/stakes", … */
  pages: string[];
  /** Every script, chunk, stylesheet and icon the offline pages load, in every language. */
  assets: string[];
}

export const PRECACHE: Precache = { version: "", pages: [], assets: [] };
