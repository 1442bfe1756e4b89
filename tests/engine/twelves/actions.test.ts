// Each action's effect with scripted rolls (fixture order: setup 2 per participant,
// 2 per skill roll, then the action's own dice), and its refusals.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { allMatch, DRY, hands, isLegal, play, playAll, refusal, start } from "./helpers";

describe("Cheat", () => {
  it("changes the face of the chosen die by 1 and is secret", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 2, 3]));
    st = play(st, 0, { type: "cheat", die: 0, delta: 1 });
    expect(hands(st)).toEqual([
      [6, 6],
      [3, 4],
    ]);
    expect(st.acts).toEqual([{ seat: 0, type: "cheat", secret: true, move: { type: "cheat", die: 0, delta: 1 } }]);
    expect(st.uses).toEqual([{ seat: 0, type: "cheat", value: 3 }]);
  });

  it("may not leave 1..12; bad positions are refused", () => {
    const st = allMatch(start(2, [12, 1, 3, 4]));
    expect(refusal(st, 0, { type: "cheat", die: 0, delta: 1 })).toBe("move/cheat_out_of_range");
    expect(refusal(st, 0, { type: "cheat", die: 1, delta: -1 })).toBe("move/cheat_out_of_range");
    expect(refusal(st, 0, { type: "cheat", die: 2, delta: 1 })).toBe("move/bad_die");
    expect(twelves.legal(st, 0).filter((m) => m.type === "cheat")).toEqual([
      { type: "cheat", die: 0, delta: -1 },
      { type: "cheat", die: 1, delta: 1 },
    ]);
  });
});

describe("Rig", () => {
  it("on success fixes the next own roll (Luck), which consumes no roll", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 12, 1, ...DRY, 9, 9, 2]));
    st = playAll(st, [
      [0, { type: "rig", face: 7 }],
      [1, { type: "water" }],
    ]);
    expect(st.players[0]!.rig).toBe(7);
    st = play(st, 0, { type: "luck", dice: [0, 1] });
    expect(hands(st)[0]).toEqual([7, 2]);
    expect(st.players[0]!.rig).toBeNull();
  });

  it("a second successful Rig replaces the face; the new die at round end shows it", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 12, 1, ...DRY, 12, 12, ...DRY, 4]));
    st = playAll(st, [
      [0, { type: "rig", face: 7 }],
      [1, { type: "water" }],
      [0, { type: "rig", face: 9 }],
      [1, { type: "water" }],
    ]);
    expect(hands(st)).toEqual([
      [5, 6, 9],
      [3, 4, 4],
    ]);
    expect(st.players[0]!.rig).toBeNull();
  });

  it("a failed Rig changes nothing", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 12, 1, ...DRY, 11, 11, ...DRY, 4]));
    st = playAll(st, [
      [0, { type: "rig", face: 7 }],
      [1, { type: "water" }],
      [0, { type: "rig", face: 3 }],
      [1, { type: "water" }],
    ]);
    expect(hands(st)).toEqual([
      [5, 6, 7],
      [3, 4, 4],
    ]);
  });

  it("does not apply to a reroll forced by Mystify", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 12, 1, 5, 5, 2]));
    st = playAll(st, [
      [0, { type: "rig", face: 7 }],
      [1, { type: "mystify", target: 0 }],
    ]);
    expect(hands(st)[0]).toEqual([5, 2]);
    expect(st.players[0]!.rig).toBe(7);
  });

  it("lists every face 1..12 and refuses others", () => {
    const st = allMatch(start(2, [5, 6, 3, 4]));
    expect(
      twelves
        .legal(st, 0)
        .filter((m) => m.type === "rig")
        .map((m) => (m as { face: number }).face),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(refusal(st, 0, { type: "rig", face: 13 })).toBe("move/bad_face");
  });
});

describe("Swap", () => {
  it("replaces the die when the new one is higher, else discards it", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 4, 4, 9, ...DRY, 4, 4, 6]));
    st = playAll(st, [
      [0, { type: "swap", die: 0 }],
      [1, { type: "water" }],
    ]);
    expect(hands(st)[0]).toEqual([9, 6]);
    st = play(st, 0, { type: "swap", die: 1 });
    expect(hands(st)[0]).toEqual([9, 6]);
    expect(st.uses.map((u) => u.type)).toEqual(["swap", "swap"]);
  });

  it("a rigged Swap die shows the rigged face and uses the Rig even when discarded", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 12, 1, ...DRY, 4, 4, 9, 9]));
    st = playAll(st, [
      [0, { type: "rig", face: 2 }],
      [1, { type: "water" }],
      [0, { type: "swap", die: 0 }],
    ]);
    expect(hands(st)[0]).toEqual([5, 6]);
    expect(st.players[0]!.rig).toBeNull();
    // The rigged die consumed no roll: seat 1's Water gets 9, 9.
    st = play(st, 1, { type: "water" });
    expect(st.players[1]!.water).toBe(2);
  });
});

describe("Drink", () => {
  it("the actor and then the target drink; a target only once per round; −1 per shot on skill rolls", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 9, 9]));
    st = play(st, 0, { type: "drink", target: 1 });
    expect(st.players.map((p) => [p.alcohol, p.drinks])).toEqual([
      [1, 1],
      [1, 1],
      [0, 0],
    ]);
    expect(refusal(st, 1, { type: "drink", target: 1 })).toBe("move/bad_target");
    expect(st.players[1]!.drinkTarget).toBe(true);
    st = play(st, 1, { type: "water" });
    expect(st.players[1]!.water).toBe(0); // 9−1 = 8 < DL 9
    expect(refusal(st, 2, { type: "drink", target: 1 })).toBe("move/already_drink_target");
    expect(isLegal(st, 2, { type: "drink", target: 0 })).toBe(true);
    expect(isLegal(st, 2, { type: "drink", target: 1 })).toBe(false);
  });

  it("water held is drunk instead of alcohol, automatically", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, ...DRY, 9, 10]));
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "water" }],
    ]);
    expect(st.players[1]!.water).toBe(2);
    st = play(st, 0, { type: "drink", target: 1 });
    expect(st.players[1]).toMatchObject({ water: 1, alcohol: 0, drinks: 1 });
    expect(st.players[0]).toMatchObject({ water: 0, alcohol: 1, drinks: 1 });
    // Ruling: the table sees a shot drunk, not that it was water.
    const seen = twelves.view(st, 0) as { players: Record<string, unknown>[] };
    expect(seen.players[1]).toMatchObject({ drinks: 1 });
    expect(seen.players[1]!.water).toBeUndefined();
    expect(seen.players[1]!.alcohol).toBeUndefined();
  });

  it("the fourth shot passes out (removed); an actor passing out spares the target; one left takes the pool", () => {
    let st = allMatch(start(2, [1, 2, 3, 4, ...DRY, ...DRY, 5, 6]));
    st = playAll(st, [
      [0, { type: "drink", target: 1 }],
      [1, { type: "drink", target: 0 }],
    ]);
    expect(st.players.map((p) => p.alcohol)).toEqual([2, 2]);
    expect(refusal(st, 0, { type: "drink", target: 1 })).toBe("move/already_drink_target");
    st = allMatch(
      playAll(st, [
        [0, { type: "water" }],
        [1, { type: "water" }],
      ]),
    );
    expect(st.round).toBe(2);
    st = playAll(st, [
      [0, { type: "drink", target: 1 }],
      [1, { type: "drink", target: 0 }],
    ]);
    expect(st.players.map((p) => [p.alcohol, p.status])).toEqual([
      [3, "in"],
      [4, "removed"],
    ]);
    expect(st.stage).toBe("over");
    expect(st.history[0]).toMatchObject({ winners: [0], pool: 2, end: "last" });
  });
});

describe("Hide", () => {
  it("the n-th success hides the n-th listed die; hidden dice escape Mystify", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 9, 1, 1, 1, 8]));
    st = play(st, 0, { type: "hide", dice: [1, 0] });
    expect(st.players[0]!.hiddenAt).toEqual([null, 1]);
    st = play(st, 1, { type: "mystify", target: 0 });
    expect(hands(st)[0]).toEqual([8, 6]);
    expect(refusal(st, 0, { type: "hide", dice: [1] })).toBe("move/already_hidden");
    expect(refusal(st, 0, { type: "hide", dice: [0, 0] })).toBe("move/repeated_die");
    expect(twelves.legal(st, 0).filter((m) => m.type === "hide")).toEqual([{ type: "hide", dice: [0] }]);
  });

  it("successes beyond the listed dice do nothing (Ruling)", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 9, 9, ...DRY, 9, 9, 7]));
    st = playAll(st, [
      [0, { type: "hide", dice: [1] }],
      [1, { type: "water" }],
      [0, { type: "luck", dice: [0] }],
    ]);
    expect(st.players[0]!.hiddenAt).toEqual([null, 1]);
    expect(hands(st)[0]).toEqual([7, 6]);
  });

  it("a target whose dice are all hidden is unaffected by Smash and rolls nothing", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 9, 9, 9, 9, 9, 10]));
    st = playAll(st, [
      [0, { type: "hide", dice: [0, 1] }],
      [1, { type: "smash", target: 0 }],
    ]);
    expect(hands(st)[0]).toEqual([5, 6]);
    expect(st.acts[1]).toMatchObject({ type: "smash", target: 0, success: true });
    st = play(st, 0, { type: "water" });
    expect(st.players[0]!.water).toBe(2);
  });
});

describe("Luck", () => {
  it("rerolls the listed dice in order, one per success; entries may repeat", () => {
    let st = allMatch(start(2, [5, 6, 3, 4, 9, 10, 11, 12, ...DRY, 9, 1, 7]));
    st = play(st, 0, { type: "luck", dice: [1, 1] });
    expect(hands(st)[0]).toEqual([5, 12]);
    st = playAll(st, [
      [1, { type: "water" }],
      [0, { type: "luck", dice: [0, 1] }],
    ]);
    expect(hands(st)[0]).toEqual([7, 12]);
    expect(twelves.legal(st, 1).filter((m) => m.type === "luck")).toHaveLength(2 + 4);
  });
});

describe("Mystify and Smash", () => {
  it("Smash rerolls the die that counts most once per success, chosen anew", () => {
    let st = allMatch(start(2, [5, 5, 3, 4, ...DRY, 9, 9, 3, 4]));
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "smash", target: 0 }],
    ]);
    expect(hands(st)[0]).toEqual([3, 4]);
  });

  it("a failed Smash does nothing but is announced", () => {
    let st = allMatch(start(2, [5, 5, 3, 4, ...DRY, 8, 8]));
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "smash", target: 0 }],
    ]);
    expect(hands(st)[0]).toEqual([5, 5]);
    expect(st.acts[1]).toEqual({ seat: 1, type: "smash", secret: false, target: 0, success: false });
  });

  it("target someone else still in the game", () => {
    const st = playAll(start(3, [5, 5, 3, 4, 1, 2]), [
      [0, { type: "match" }],
      [1, { type: "match" }],
      [2, { type: "leave" }],
    ]);
    for (const type of ["mystify", "smash", "drink"] as const) {
      expect(refusal(st, 0, { type, target: 0 })).toBe("move/bad_target");
      expect(refusal(st, 0, { type, target: 2 })).toBe("move/bad_target");
      expect(refusal(st, 0, { type, target: 9 })).toBe("move/bad_target");
      expect(isLegal(st, 0, { type, target: 1 })).toBe(true);
    }
  });
});

describe("Water", () => {
  it("gives one shot of water per success", () => {
    let st = allMatch(start(2, [5, 5, 3, 4, 9, 2]));
    st = play(st, 0, { type: "water" });
    expect(st.players[0]!.water).toBe(1);
    expect(st.acts[0]).toEqual({ seat: 0, type: "water", secret: false, success: true });
  });
});
