// A catalog's message with its values in: the engine's log lines, the room's lines,
// pushes and link previews are written so. The slots only a catalog's messages have
// (`{name}`, a seat `{@2}`, a chosen word `{0|one:card|other:cards}`: ./format.ts) are
// resolved here, the values by the catalog's `fill`: the one formatter, made for its
// language. Apart from ./format.ts, and handed the formatter by the catalog rather
// than importing it, so a page that only fills its own messages carries none of this
// and its formatter stays in one chunk (the bundler gives each file a chunk by the
// pages that reach it).
import type { Catalog, Value } from "./format";

// Made once per language: building one is slow (as a formatter's NumberFormat is).
const plurals: Record<string, Intl.PluralRules> = {};

/**
 * The message `key` of catalog `c` with its values in: `v` by place, `name` for
 * `{name}`. A missing value reads as nothing; a missing message is a mistake.
 */
export function say(c: Catalog, key: string, v: readonly Value[] = [], name = ""): string {
  const t = c.messages[key];
  if (t === undefined) throw new Error(`no message ${key}`);
  if (t.indexOf("{") < 0) return t;
  // The slots only a catalog's messages have (a seat, a chosen word, a value not given) first, then the values.
  const own = t.replace(/\{(name|@\d+|\d+(?:\|[^}]*)?)\}/g, (m, slot: string) => {
    if (slot === "name") return name;
    if (slot.charCodeAt(0) === 64) return seatName(Number(v[Number(slot.slice(1))]), c);
    const bar = slot.indexOf("|");
    if (bar < 0) return v[Number(slot)] == null ? "" : m;
    const x = v[Number(slot.slice(0, bar))];
    // A word names its own form (a select: {1|twist:vri|nudge:dytt}); a number its plural category.
    const cat =
      typeof x === "string" && Number.isNaN(Number(x))
        ? x
        : (plurals[c.lang] ??= new Intl.PluralRules(c.lang)).select(Number(x));
    let other = "";
    for (const f of slot.slice(bar + 1).split("|")) {
      const [k, w = ""] = f.split(":");
      if (k === cat) return w;
      if (k === "other") other = w;
    }
    return other;
  });
  return c.fill(own, v);
}

/** "Seat 2" in the catalog's language: log lines name seats so, and the room puts the seat's name in. */
export function seatName(seat: number, c: Catalog): string {
  return say(c, "seat", [seat]);
}

/** A list in the catalog's language: "Seat 0, Seat 1 and Seat 2". */
export function listOf(c: Catalog, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return say(c, "list", [items.slice(0, -1).join(say(c, "list.comma")), items[items.length - 1]!]);
}
