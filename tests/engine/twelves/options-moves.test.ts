// Creation options and move shapes: what parses, what is refused (400), and defaults.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { dieThatCountsMost } from "../../../src/engine/twelves/dice";
import { allMatch, start } from "./helpers";

describe("Twelves options", () => {
  it("defaults to 3 games and a table limit of 64", () => {
    expect(twelves.parseOptions(undefined, 4)).toEqual({ ok: true, value: { games: 3, tableLimit: 64 } });
    expect(twelves.parseOptions({}, 2)).toEqual({ ok: true, value: { games: 3, tableLimit: 64 } });
    expect(twelves.parseOptions({ games: 9, tableLimit: 4096, fixture: { rolls: [1, 12] } }, 6)).toEqual({
      ok: true,
      value: { games: 9, tableLimit: 4096, fixture: { rolls: [1, 12] } },
    });
  });

  const bad: [string, unknown, number][] = [
    ["games 0", { games: 0 }, 2],
    ["games 10", { games: 10 }, 2],
    ["games 1.5", { games: 1.5 }, 2],
    ["games '3'", { games: "3" }, 2],
    ["tableLimit 1", { tableLimit: 1 }, 2],
    ["tableLimit 4097", { tableLimit: 4097 }, 2],
    ["tableLimit null", { tableLimit: null }, 2],
    ["unknown key", { speed: 1 }, 2],
    ["not an object", [1], 2],
    ["a string", "x", 2],
    ["roll 0", { fixture: { rolls: [0] } }, 2],
    ["roll 13", { fixture: { rolls: [13] } }, 2],
    ["roll 2.5", { fixture: { rolls: [2.5] } }, 2],
    ["rolls not a list", { fixture: { rolls: 5 } }, 2],
    ["a deck fixture", { fixture: { deck: ["AS"] } }, 2],
    ["fixture null", { fixture: null }, 2],
    ["1 seat", {}, 1],
    ["7 seats", {}, 7],
  ];
  it.each(bad)("refuses %s", (_what, raw, seats) => {
    const r = twelves.parseOptions(raw, seats);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.length).toBeGreaterThan(5);
  });
});

describe("Twelves move shapes", () => {
  const good = [
    { type: "leave" },
    { type: "double" },
    { type: "match" },
    { type: "cheat", die: 0, delta: -1 },
    { type: "rig", face: 12 },
    { type: "drink", target: 1 },
    { type: "hide", dice: [0, 1] },
    { type: "hide", dice: [2] },
    { type: "luck", dice: [1, 1] },
    { type: "mystify", target: 0 },
    { type: "shove", to: 3 },
    { type: "intimidate" },
    { type: "swap", die: 4 },
    { type: "watch" },
    { type: "water" },
    { type: "smash", target: 5 },
  ];
  it.each(good.map((m) => [JSON.stringify(m), m]))("parses %s", (_s, m) => {
    expect(twelves.parseMove(m)).toEqual(m);
  });

  const badMoves: unknown[] = [
    null,
    3,
    "match",
    [],
    {},
    { type: "fold" },
    { type: "match", extra: 1 },
    { type: "cheat", die: 0, delta: 2 },
    { type: "cheat", die: 0 },
    { type: "cheat", die: -1, delta: 1 },
    { type: "cheat", die: "0", delta: 1 },
    { type: "rig" },
    { type: "rig", face: 1.5 },
    { type: "drink" },
    { type: "drink", target: -1 },
    { type: "hide", dice: [] },
    { type: "hide", dice: [0, 1, 2] },
    { type: "hide", dice: 0 },
    { type: "luck", dice: [0.5] },
    { type: "shove" },
    { type: "shove", to: -1 },
    { type: "swap", die: null },
    { type: "watch", target: 1 },
    { type: "smash", target: 1, die: 0 },
  ];
  it.each(badMoves.map((m) => [JSON.stringify(m), m]))("refuses %s", (_s, m) => {
    expect(twelves.parseMove(m)).toBeNull();
  });
});

describe("Twelves defaults and the die that counts most", () => {
  it("defaultMove: match in betting, Water in actions, null when not to act", () => {
    let st = start(2, [1, 2, 3, 4]);
    expect(twelves.defaultMove(st, 0)).toEqual({ type: "match" });
    expect(twelves.defaultMove(st, 1)).toBeNull();
    st = allMatch(st);
    expect(twelves.defaultMove(st, 0)).toEqual({ type: "water" });
    expect(twelves.defaultMove(st, 1)).toBeNull();
  });

  const cases: [string, number[], (number | null)[], number][] = [
    ["the most frequent face", [12, 3, 3, 11], [null, null, null, null], 1],
    ["hidden dice count toward frequency but are not picked", [9, 3, 9, 12, 7], [1, null, null, null, null], 2],
    ["then the highest face", [5, 9, 2], [null, null, null], 1],
    ["then the lowest position", [6, 6, 6, 6], [null, null, null, null], 0],
    ["ignoring hidden ones", [6, 6, 2], [1, 2, null], 2],
    ["none when all are hidden", [6, 6], [1, 1], -1],
  ];
  it.each(cases)("picks %s", (_what, hand, hidden, expected) => {
    expect(dieThatCountsMost(hand, hidden)).toBe(expected);
  });
});
