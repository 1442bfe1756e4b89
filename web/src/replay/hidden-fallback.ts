// For a game whose renderer draws nothing of its own for replays: the values the
// reveal holds beyond the spectator's view, as short plain lines ("Ann · hand:
// 7♥ K♠ 3♦"), so hidden cards are still there to read. The engine's bookkeeping
// (PRNG state, fixture rolls, the log) is left out: it tells a reader nothing.
import { h } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";
import { humanLog } from "../lib/log-text";

const SKIP = new Set(["rng", "random", "rollsLeft", "rolls", "log", "version", "seed"]);
const MAX_ITEMS = 12;
const MAX_LINES = 40;

function text(v: unknown): string {
  if (Array.isArray(v)) {
    const items = v.slice(0, MAX_ITEMS).map(text);
    return (items.join(" ") || msg.rpNone) + (v.length > MAX_ITEMS ? fmt(msg.rpInAll, { n: v.length }) : "");
  }
  if (v && typeof v === "object")
    return Object.entries(v)
      .map(([k, x]) => `${k} ${text(x)}`)
      .join(", ");
  return humanLog(String(v));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Nothing worth a line: unset, off, zero, or a list of those. */
function blank(v: unknown): boolean {
  if (Array.isArray(v)) return v.every(blank);
  return v === undefined || v === null || v === false || v === 0 || v === "";
}

/** Lines for every path where `all` holds something `pub` does not. */
export function hiddenLines(
  all: unknown,
  pub: unknown,
  names: readonly string[],
  path: string[] = [],
  out: string[] = [],
): string[] {
  if (out.length >= MAX_LINES || same(all, pub)) return out;
  const nested =
    all && typeof all === "object" && pub && typeof pub === "object" && Array.isArray(all) === Array.isArray(pub);
  // Arrays of objects (players) and objects are walked; anything else is a leaf.
  if (nested && (!Array.isArray(all) || all.some((x) => x && typeof x === "object"))) {
    for (const [k, v] of Object.entries(all as object)) {
      if (SKIP.has(k)) continue;
      const label = Array.isArray(all) && path[path.length - 1] === "players" ? (names[Number(k)] ?? k) : k;
      hiddenLines(v, (pub as Record<string, unknown>)[k], names, [...path, label], out);
    }
    return out;
  }
  if (blank(all) || SKIP.has(path[path.length - 1] ?? "")) return out;
  out.push(`${path.filter((p) => p !== "players").join(" · ")}: ${text(all)}`);
  return out;
}

export function hiddenFallback(all: unknown, pub: unknown, names: readonly string[]): HTMLElement | null {
  const lines = hiddenLines(all, pub, names);
  if (lines.length === 0) return null;
  return h(
    "section",
    { class: "panel hidden-info", "aria-label": msg.rpHidden },
    h("h3", {}, msg.rpHidden),
    h("ul", {}, ...lines.map((l) => h("li", {}, l))),
  );
}
