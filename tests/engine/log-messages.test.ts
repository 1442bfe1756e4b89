// Issue 27: every message exists in every language with the same placeholders, so a
// language is a file of messages; and every line the engine can write renders in each.
import { describe, expect, it } from "vitest";
import { LANGS } from "../../src/words/lang";
import { GAMES, logIn } from "../../src/engine/registry";
import { logLines } from "../../src/engine/log";
import type { Lang } from "../../src/words/lang";
import { pushes as pushEn } from "../../src/words/en/pushes";
import { pushes as pushNb } from "../../src/words/nb/pushes";
import { roomLines as roomEn } from "../../src/words/en/room-lines";
import { roomLines as roomNb } from "../../src/words/nb/room-lines";
import { CATALOGS } from "../../src/words/catalogs";
import { say } from "../../src/words/say";
import * as enWords from "../../src/words/en/worker";
import * as nbWords from "../../src/words/nb/worker";
import type { AnyGameDef, BaseState } from "../../src/engine/types";

/**
 * Every language's lines of the engine, the room and pushes (the link previews' words,
 * ./en/previews.ts, may leave out a value another language needs for agreement only).
 */
const loadedCatalogs = () =>
  new Map(
    (
      [
        ["en", enWords],
        ["nb", nbWords],
      ] as const
    ).map(([l, { previews: _, ...files }]) => [
      l,
      Object.assign({}, ...Object.values(files)) as Record<string, string>,
    ]),
  );
const msg = (lang: Lang, key: string, v: (string | number)[] = [], name = "") => say(CATALOGS[lang], key, v, name);

/**
 * The values a message uses: `{name}`, `{0}`, `{@2}` (a seat), and `{0|one:…}` (a word
 * chosen by value 0's plural: one language may need one where another does not, so it
 * counts as using value 0).
 */
function placeholders(t: string): string[] {
  const out = new Set<string>();
  for (const m of t.matchAll(/\{(@?\w+)(?:\|([^}]*))?\}/g)) out.add(m[1]!.replace("@", ""));
  return [...out].sort();
}

describe("message catalogs", () => {
  const catalogs = loadedCatalogs();
  const all = [...Object.values(GAMES)].length;

  it("are loaded for every language, the three games' and the shared ones", () => {
    expect(all).toBe(3);
    for (const lang of LANGS) expect(catalogs.get(lang), lang).toBeDefined();
  });

  it.each(LANGS.filter((l) => l !== "en"))("%s has every English message with the same placeholders", (lang) => {
    const en = catalogs.get("en")!;
    const other = catalogs.get(lang)!;
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(placeholders(other[key]!), key).toEqual(placeholders(en[key]!));
  });

  it("push texts: the same keys and placeholders in Norwegian as in English", () => {
    expect(Object.keys(pushNb).sort()).toEqual(Object.keys(pushEn).sort());
    for (const [key, t] of Object.entries(pushEn))
      expect(placeholders(pushNb[key as keyof typeof pushNb]), key).toEqual(placeholders(t));
  });

  it("the room's own lines (pauses, a seat handed on): the same keys and placeholders in Norwegian", () => {
    expect(Object.keys(roomNb).sort()).toEqual(Object.keys(roomEn).sort());
    for (const [key, t] of Object.entries(roomEn))
      expect(placeholders(roomNb[key as keyof typeof roomNb]), key).toEqual(placeholders(t));
  });

  it("plurals come from Intl.PluralRules in each language", () => {
    expect(msg("en", "stakes.reshuffle", [1])).toContain("(1 card)");
    expect(msg("en", "stakes.reshuffle", [2])).toContain("(2 cards)");
    expect(msg("nb", "dobbel.score", [1], "Ann")).toBe("Ann scorer 1 poeng.");
    expect(msg("nb", "dobbel.score", [2], "Ann")).toBe("Ann scorer 2 poeng.");
    expect(msg("nb", "push.minutes", [1])).toBe("1 minutt");
    expect(msg("nb", "push.minutes", [5])).toBe("5 minutter");
  });

  it("a word the engine passes picks its own form, so no English word lands in a Norwegian line", () => {
    expect(msg("en", "stakes.bust.own", [19, "twist"], "Ann")).toBe("Ann busts at 19 (own twist).");
    expect(msg("nb", "stakes.bust.own", [19, "twist"], "Ann")).toBe("Ann sprekker på 19 etter sin egen vri.");
    expect(msg("nb", "stakes.bust.by", [19, "nudge", 1], "Ann")).toBe(
      "Ann sprekker på 19 etter en dytt fra Spiller 1.",
    );
  });
});

/** Random playouts of each game: every line of every log renders in every language, with the same shape. */
function playout(def: AnyGameDef, seats: number, seed: number): BaseState {
  const hex = seed.toString(16).padStart(64, "0");
  const opts = def.parseOptions(undefined, seats);
  if (!opts.ok) throw new Error(opts.error);
  let s = def.setup({ seats, seed: hex, options: opts.value }) as BaseState;
  let r = seed;
  for (let step = 0; step < 3000 && def.result(s) === null; step++) {
    const seat = def.toAct(s)[0]!;
    const legal = def.legal(s, seat);
    r = (r * 1103515245 + 12345) >>> 0;
    const next = def.apply(s, seat, legal[r % legal.length]);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value as BaseState;
  }
  return s;
}

describe("every line renders in every language", () => {
  it.each(Object.values(GAMES).map((d) => [d.id, d] as const))("%s", (_id, def) => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = playout(def, def.minSeats + (seed % 2), seed);
      const en = logLines(s.log, logIn("en"));
      for (const lang of LANGS) {
        const lines = logLines(s.log, logIn(lang));
        expect(lines.map(({ text: _t, ...rest }) => rest)).toEqual(en.map(({ text: _t, ...rest }) => rest));
        for (const l of lines) expect(l.text.length, `${lang}: ${JSON.stringify(l)}`).toBeGreaterThan(0);
      }
      // Norwegian lines differ from English ones (none was left untranslated by mistake), bar card lists.
      const nb = logLines(s.log, logIn("nb"));
      const same = nb.filter((l, i) => l.text === en[i]!.text);
      // No English game word inside a Norwegian line (a value passed through untranslated).
      for (const l of nb) expect(l.text).not.toMatch(/\b(twist|nudge|peek|bank|flip)\b/);
      expect(same.length, JSON.stringify(same.slice(0, 3))).toBeLessThan(nb.length / 2);
    }
  });
});
