// What each seat and a spectator see: own faces and secrets only, announced actions
// with targets and success, secret ones as "secret", and a log explaining own rolls.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { visibleLog } from "../../../src/engine/types";
import { allMatch, play, playAll, start } from "./helpers";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

type V = ReturnType<typeof twelves.view> & Record<string, unknown>;
const viewOf = (st: Parameters<typeof twelves.view>[0], seat: number | null) =>
  twelves.view(st, seat) as V & {
    players: Record<string, unknown>[];
    actions: Record<string, unknown>[];
  };
const texts = (st: Parameters<typeof twelves.view>[0], seat: number | null) =>
  visibleLog(logLines(st.log, logIn("en")), seat).map((e) => e.text);

describe("Twelves views", () => {
  it("show a participant its own hand, hidden marks, water, drinks, bonus and Rig; others only counts", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 10, 1, 9, 10]));
    st = playAll(st, [
      [0, { type: "hide", dice: [1] }],
      [1, { type: "water" }],
    ]);
    const own = viewOf(st, 0);
    expect(own.players[0]).toEqual({
      seat: 0,
      status: "in",
      bet: 1,
      doubled: false,
      handCount: 2,
      drinks: 0,
      drinkTarget: false,
      outWatched: false,
      net: -1,
      hand: [5, 6],
      hidden: [false, true],
      alcohol: 0,
      water: 0,
      bonus: 0,
      rig: null,
    });
    expect(own.players[1]).toEqual({
      seat: 1,
      status: "in",
      bet: 1,
      doubled: false,
      handCount: 2,
      drinks: 0,
      drinkTarget: false,
      outWatched: false,
      net: -1,
    });
    expect(viewOf(st, 1).players[1]).toMatchObject({ hand: [3, 4], water: 2 });
    for (const p of viewOf(st, null).players) expect(p.hand).toBeUndefined();
    expect(own).toMatchObject({
      game: 1,
      games: 1,
      round: 1,
      stage: "actions",
      pass: 1,
      pool: 3,
      tableLimit: 64,
      highestBet: 1,
      first: 0,
      order: [0, 1, 2],
      turn: 2,
    });
  });

  it("show others' secret actions only as 'secret' and announced ones with target and success", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 2, 3, 9, 1, 4]));
    st = playAll(st, [
      [0, { type: "cheat", die: 0, delta: 1 }],
      [1, { type: "smash", target: 2 }],
    ]);
    expect(viewOf(st, 1).actions).toEqual([
      { seat: 0, type: "secret" },
      { seat: 1, type: "smash", target: 2, success: true },
    ]);
    expect(viewOf(st, 0).actions[0]).toEqual({ seat: 0, type: "cheat", die: 0, delta: 1 });
    expect(viewOf(st, null).actions[0]).toEqual({ seat: 0, type: "secret" });
    expect(texts(st, 2)).toContain("Seat 0 acts.");
    expect(texts(st, 2)).toContain("Seat 1 smashes Seat 2: success.");
    // Who was rerolled learns which die; nobody else does.
    expect(texts(st, 2)).toContain("Seat 1's Smash makes you reroll your 8: it shows 4.");
    expect(texts(st, 0).some((t) => t.includes("reroll"))).toBe(false);
    expect(JSON.stringify(visibleLog(logLines(st.log, logIn("en")), null))).not.toContain("Deceive");
  });

  it("a secret action caught later stays 'secret' in the act list; the catch names it", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 2, 3, 9, 1]));
    st = playAll(st, [
      [0, { type: "cheat", die: 0, delta: 1 }],
      [1, { type: "watch" }],
    ]);
    expect(viewOf(st, 2).actions).toEqual([
      { seat: 0, type: "secret" },
      { seat: 1, type: "watch" },
    ]);
    expect(viewOf(st, 2).catches).toEqual([{ by: 1, seat: 0, action: "cheat", via: "watch" }]);
    expect(viewOf(st, 2).players[0]).toMatchObject({ status: "removed" });
  });

  it("a secret action caught as it is used is shown to everyone with its name", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 1, 1, 9, 1, 2, 3]));
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "watch" }],
      [2, { type: "swap", die: 1 }],
    ]);
    expect(viewOf(st, 0).actions[2]).toEqual({ seat: 2, type: "swap", caught: true });
    expect(viewOf(st, 2).actions[2]).toEqual({ seat: 2, type: "swap", die: 1, caught: true });
  });

  it("the log explains each of the viewer's own rolls: dice, modifiers, DL and successes", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 10, 11, 10, 1]));
    st = playAll(st, [
      [0, { type: "intimidate" }],
      [1, { type: "drink", target: 0 }],
    ]);
    st = play(st, 0, { type: "hide", dice: [0] });
    const mine = texts(st, 0);
    expect(mine).toContain(
      "Your Intimidate roll (Influence with Poise): 10 and 11; roll value 11; needs 9: 2 successes.",
    );
    expect(mine).toContain(
      "Your Hide roll (Hide Object): 10 and 1 (−1 drinks, +2 Intimidate) → 11 and 2; roll value 11; needs 9: 1 success.",
    );
    expect(mine).toContain("You hide your 5.");
    expect(mine).toContain("You roll 5 and 6.");
    const theirs = texts(st, 1);
    expect(theirs.some((t) => t.startsWith("Your Influence") || t.startsWith("Your Hide") || t.includes("5, 6"))).toBe(
      false,
    );
    expect(theirs).toContain("Seat 0 intimidates: success.");
  });

  it("a seat out of the game sees the Watch it may take, and its own status", () => {
    const st = playAll(start(3, [5, 6, 3, 4, 7, 8]), [
      [0, { type: "match" }],
      [1, { type: "match" }],
      [2, { type: "leave" }],
    ]);
    expect(viewOf(st, 2).players[2]).toMatchObject({ status: "out", hand: [7, 8], outWatched: false });
    expect(twelves.legal(st, 2)).toEqual([{ type: "watch" }]);
    expect(twelves.toAct(st)).toEqual([0]);
  });

  it("reveal shows everything but the log (a replay reads that in its own language from the view)", () => {
    const st = allMatch(start(2, [5, 6, 3, 4]));
    const { log: _log, ...rest } = st;
    const shown = twelves.reveal(st) as Record<string, unknown>;
    expect(shown).toEqual(JSON.parse(JSON.stringify(rest)));
    expect(shown.players).toEqual(JSON.parse(JSON.stringify(st.players)));
    expect(JSON.stringify(shown)).not.toContain("antes 1");
  });
});
