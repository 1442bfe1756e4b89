// Watch and Intimidate: backwards and forwards for the rest of the round, never the
// user, caught actions without effect, hiding covering one act, Watch from outside,
// and one event removing everyone still in.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { allMatch, DRY, hands, isLegal, play, playAll, refusal, start, waterOut } from "./helpers";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

describe("Watch", () => {
  it("catches earlier Cheats with a roll not exceeding its own, never its user, and later ones as they are used", () => {
    // 4 seats: s0 cheats (4), s1 watches (10, catches s0), s2 watches (6), s3 water; pass 2:
    // s1, s2 water, s3 swaps (8 > 6 but ≤ 10: caught by s1's Watch).
    let st = allMatch(start(4, [5, 6, 3, 4, 7, 8, 9, 10, 4, 2, 10, 1, 6, 1, ...DRY, ...DRY, ...DRY, 8, 8]));
    st = play(st, 0, { type: "cheat", die: 0, delta: 1 });
    st = play(st, 1, { type: "watch" });
    expect(st.players[0]!.status).toBe("removed");
    expect(hands(st)[0]).toEqual([6, 6]); // a catch undoes nothing already done
    expect(st.catches).toEqual([{ by: 1, seat: 0, action: "cheat", via: "watch" }]);
    expect(st.order).toEqual([1, 2, 3]);
    expect(twelves.toAct(st)).toEqual([2]);
    st = playAll(st, [
      [2, { type: "watch" }],
      [3, { type: "water" }],
      [1, { type: "water" }],
    ]);
    expect(st.pass).toBe(2);
    st = play(st, 2, { type: "water" });
    st = play(st, 3, { type: "swap", die: 0 });
    expect(st.players[3]!.status).toBe("removed");
    expect(hands(st)[3]).toEqual([9, 10]);
    // The round ended with that move (its act list starts afresh); the log keeps the catch.
    expect(st.round).toBe(2);
    expect(
      logLines(st.log, logIn("en"))
        .filter((e) => e.kind === "caught")
        .at(-1)!.text,
    ).toBe("Seat 3 used Swap and is caught by the Watch of Seat 1: removed from the game.");
  });

  it("never catches its own user; a Cheat caught as it is used has no effect", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, ...DRY, 10, 1, 6, 1, ...DRY, 9, 9, 5, 5]));
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "watch" }],
      [2, { type: "watch" }],
      [0, { type: "water" }],
    ]);
    st = play(st, 1, { type: "cheat", die: 0, delta: 1 });
    expect(st.players[1]).toMatchObject({ status: "in", hand: [4, 4] });
    st = play(st, 2, { type: "cheat", die: 0, delta: -1 });
    expect(st.players[2]).toMatchObject({ status: "removed", hand: [7, 8] });
    expect(
      logLines(st.log, logIn("en"))
        .filter((e) => e.kind === "caught")
        .map((e) => e.text),
    ).toEqual(["Seat 2 used Cheat and is caught by the Watch of Seat 1: removed from the game."]);
  });

  it("a Swap caught as it is used rolls nothing after its skill roll, and a pending Rig stays pending", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 12, 1, 10, 1, ...DRY, 3, 3, 9, 9]));
    st = playAll(st, [
      [0, { type: "rig", face: 7 }],
      [1, { type: "watch" }],
      [2, { type: "water" }],
      [0, { type: "swap", die: 0 }],
    ]);
    expect(st.players[0]).toMatchObject({ status: "removed", rig: 7, hand: [5, 6] });
    st = play(st, 1, { type: "water" });
    expect(st.players[1]!.water).toBe(2);
  });

  it("Mystify is caught too, backwards and forwards", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 3, 3, 2, 9, 9]));
    st = playAll(st, [
      [0, { type: "mystify", target: 2 }],
      [1, { type: "watch" }],
    ]);
    expect(hands(st)[2]).toEqual([7, 2]);
    expect(st.catches).toEqual([{ by: 1, seat: 0, action: "mystify", via: "watch" }]);
    expect(st.stage).toBe("actions");
  });

  it("a higher roll escapes; a Watch does not touch Luck, Rig or Hide", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 9, 3, 9, 9, 2, 8, 7, 1]));
    st = playAll(st, [
      [0, { type: "cheat", die: 0, delta: 1 }],
      [1, { type: "luck", dice: [0] }],
      [2, { type: "watch" }],
    ]);
    expect(st.players.map((p) => p.status)).toEqual(["in", "in", "in"]);
  });
});

describe("Hiding covers one act", () => {
  it("a Cheat on a die hidden in an earlier round cannot be caught and un-hides it", () => {
    const round1 = [9, 1, ...DRY, ...DRY, ...DRY, ...DRY, ...DRY];
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, ...round1, 1, 2, 3, 2, 2, 12, 12]));
    st = play(st, 0, { type: "hide", dice: [0] });
    st = allMatch(waterOut(st));
    expect(st.round).toBe(2);
    expect(st.players[0]!.hiddenAt).toEqual([1, null, null]);
    st = playAll(st, [
      [0, { type: "cheat", die: 0, delta: 1 }],
      [1, { type: "watch" }],
    ]);
    expect(st.players[0]).toMatchObject({ status: "in", hand: [6, 6, 1], hiddenAt: [null, null, null] });
    expect(st.uses).toEqual([]);
  });

  it("a Cheat on a die hidden this round can be caught", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 9, 1, 12, 1, ...DRY, 2, 2]));
    st = playAll(st, [
      [0, { type: "hide", dice: [0] }],
      [1, { type: "watch" }],
      [2, { type: "water" }],
      [0, { type: "cheat", die: 0, delta: 1 }],
    ]);
    expect(st.players[0]!.status).toBe("removed");
  });

  it("a Swap on a die hidden in an earlier round is uncatchable even when it replaces nothing; the die stays hidden when replaced", () => {
    const round1 = [9, 9, ...DRY, ...DRY, ...DRY, ...DRY, ...DRY];
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, ...round1, 1, 2, 3, 12, 12, 2, 2, 4, 4, 11]));
    st = play(st, 0, { type: "hide", dice: [0, 1] });
    st = allMatch(waterOut(st));
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "watch" }],
      [2, { type: "water" }],
    ]);
    // hidden[0] used up by a Swap that replaced nothing (4 < 5)
    st = play(st, 0, { type: "swap", die: 0 });
    expect(st.players[0]).toMatchObject({ status: "in", hand: [5, 6, 1], hiddenAt: [null, 1, null] });
  });
});

describe("Intimidate", () => {
  it("each success gives +1 to each die of the next skill roll, which spends it", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 9, 10, ...DRY, 7, 1, ...DRY, ...DRY, 8, 8]));
    st = playAll(st, [
      [0, { type: "intimidate" }],
      [1, { type: "water" }],
    ]);
    expect(st.players[0]!.bonus).toBe(2);
    st = play(st, 0, { type: "hide", dice: [0] });
    expect(st.players[0]!.hiddenAt).toEqual([1, null]);
    expect(st.players[0]!.bonus).toBe(0);
  });

  it("removes earlier Smashers not exceeding its roll (no success needed) and catches later ones as used", () => {
    // 4 seats: s0 smashes s3 (5: fails), s1 intimidates (5, no success), s2 smashes s3 (6 > 5), s3 smashes s2 (4: caught).
    let st = allMatch(start(4, [5, 6, 3, 4, 7, 8, 9, 10, 5, 3, 5, 2, 6, 1, 4, 4]));
    st = play(st, 0, { type: "smash", target: 3 });
    st = play(st, 1, { type: "intimidate" });
    expect(st.players[0]!.status).toBe("removed");
    expect(st.players[1]!.bonus).toBe(0);
    expect(st.catches).toEqual([{ by: 1, seat: 0, action: "smash", via: "intimidate" }]);
    st = playAll(st, [
      [2, { type: "smash", target: 3 }],
      [3, { type: "smash", target: 2 }],
    ]);
    expect(st.players.map((p) => p.status)).toEqual(["removed", "in", "in", "removed"]);
    expect(hands(st)[2]).toEqual([7, 8]);
  });
});

describe("Watch from outside the game", () => {
  it("is in an out seat's legal but not in toAct, once per round, only during actions", () => {
    let st = playAll(start(4, [5, 6, 3, 4, 7, 8, 9, 10, 4, 4, 5, 1]), [
      [0, { type: "match" }],
      [1, { type: "match" }],
      [2, { type: "match" }],
    ]);
    st = play(st, 3, { type: "leave" });
    expect(st.stage).toBe("actions");
    expect(twelves.toAct(st)).toEqual([0]);
    expect(twelves.legal(st, 3)).toEqual([{ type: "watch" }]);
    st = play(st, 0, { type: "cheat", die: 0, delta: 1 });
    st = play(st, 3, { type: "watch" });
    expect(st.players[0]!.status).toBe("removed");
    expect(st.acts.at(-1)).toEqual({ seat: 3, type: "watch", secret: false, out: true });
    expect(twelves.legal(st, 3)).toEqual([]);
    expect(refusal(st, 3, { type: "watch" })).toBe("move/already_watched");
    expect(twelves.legal(st, 0)).toEqual([{ type: "watch" }]);
    expect(twelves.toAct(st)).toEqual([1]);
  });

  it("is refused during betting", () => {
    const st = playAll(start(3, [5, 6, 3, 4, 7, 8]), [
      [0, { type: "double" }],
      [1, { type: "leave" }],
    ]);
    expect(refusal(st, 1, { type: "watch" })).toBe("move/not_your_turn");
    expect(twelves.legal(st, 1)).toEqual([]);
    expect(isLegal(st, 2, { type: "match" })).toBe(true);
  });

  it("when one event removes everyone still in, they share the pool in turn order", () => {
    let st = playAll(start(3, [5, 6, 3, 4, 7, 8, 3, 3, 3, 3, 5, 5]), [
      [0, { type: "match" }],
      [1, { type: "match" }],
      [2, { type: "leave" }],
    ]);
    st = playAll(st, [
      [0, { type: "cheat", die: 0, delta: 1 }],
      [1, { type: "cheat", die: 0, delta: 1 }],
      [2, { type: "watch" }],
    ]);
    expect(st.stage).toBe("over");
    expect(st.history[0]).toMatchObject({ pool: 3, winners: [0, 1], shares: [2, 1], end: "removed" });
    expect(st.net).toEqual([1, 0, -1]);
    expect(twelves.result(st)).toEqual({ winners: [0], scores: [1, 0, -1] });
  });
});
