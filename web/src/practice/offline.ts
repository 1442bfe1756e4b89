// The practice page offline: one file for every game, kept at the service
// worker's install (../sw.ts) under one key, whatever game a table is of. Its
// scripts, chunks and styles are in the build's list of what the worker keeps
// (../build/precache.ts).

export const PRACTICE_PAGE_KEY = "/practice/";
export const PRACTICE_PAGE = "/practice/stakes";

/** True for a navigation to a practice table (not the framed one: a sandboxed frame has no service worker). */
export function isPracticePage(path: string): boolean {
  return /^\/practice\/[^/]+\/?$/.test(path);
}
