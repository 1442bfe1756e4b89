// Shove: re-entering the turn order, acting again when moved later (but not with a
// second Shove), and the new order holding for the rest of the game.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { allMatch, DRY, isLegal, play, playAll, refusal, start } from "./helpers";

describe("Shove", () => {
  it("moving later: the others keep their order and the shover acts again when its position comes, without Shove", () => {
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, 6, 1, ...DRY, ...DRY]));
    expect(twelves.legal(st, 0).filter((m) => m.type === "shove")).toEqual([
      { type: "shove", to: 1 },
      { type: "shove", to: 2 },
    ]);
    st = play(st, 0, { type: "shove", to: 2 });
    expect(st.order).toEqual([1, 2, 0]);
    expect(st.acts[0]).toEqual({ seat: 0, type: "shove", secret: false, to: 2, success: true });
    st = playAll(st, [
      [1, { type: "water" }],
      [2, { type: "water" }],
    ]);
    expect(twelves.toAct(st)).toEqual([0]);
    expect(st.pass).toBe(1);
    expect(refusal(st, 0, { type: "shove", to: 0 })).toBe("move/shove_again");
    expect(twelves.legal(st, 0).some((m) => m.type === "shove")).toBe(false);
    st = play(st, 0, { type: "water" });
    expect(st.pass).toBe(2);
    expect(twelves.toAct(st)).toEqual([1]);
    expect(isLegal(st, 1, { type: "shove", to: 2 })).toBe(true);
  });

  it("moving earlier: no second act; a failed Shove changes nothing; the order holds into the next rounds' betting and new dice", () => {
    const pass1 = [...DRY, ...DRY, 6, 6];
    const pass2 = [5, 1, ...DRY, ...DRY];
    let st = allMatch(start(3, [5, 6, 3, 4, 7, 8, ...pass1, ...pass2, 10, 11, 12]));
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "water" }],
      [2, { type: "shove", to: 0 }],
    ]);
    expect(st.order).toEqual([2, 0, 1]);
    expect(st.pass).toBe(2);
    expect(twelves.toAct(st)).toEqual([2]);
    st = play(st, 2, { type: "shove", to: 2 });
    expect(st.order).toEqual([2, 0, 1]);
    expect(st.acts.at(-1)).toMatchObject({ type: "shove", success: false });
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "water" }],
    ]);
    expect(st.round).toBe(2);
    expect(st.players.map((p) => p.hand)).toEqual([
      [5, 6, 11],
      [3, 4, 12],
      [7, 8, 10],
    ]);
    expect(twelves.toAct(st)).toEqual([2]);
    expect(refusal(st, 0, { type: "match" })).toBe("move/not_your_turn");
  });

  it("refuses its own position and positions past the participants still in", () => {
    const st = playAll(start(4, [5, 6, 3, 4, 7, 8, 9, 9]), [
      [0, { type: "match" }],
      [1, { type: "leave" }],
      [2, { type: "match" }],
      [3, { type: "match" }],
    ]);
    expect(st.order).toEqual([0, 2, 3]);
    expect(refusal(st, 0, { type: "shove", to: 0 })).toBe("move/bad_position");
    expect(refusal(st, 0, { type: "shove", to: 3 })).toBe("move/bad_position");
    expect(isLegal(st, 0, { type: "shove", to: 2 })).toBe(true);
  });
});
