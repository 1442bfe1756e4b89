// `legal` lists the allowed moves directly (it does not try every move shape), so
// here every move of every shape the table could take is tried through `apply`
// at each step of seeded playouts: the list must be exactly the accepted ones, in
// the order the shapes are offered, for the seat to act and for seats outside.
import { describe, expect, it } from "vitest";
import { newRng, nextInt } from "../../../src/engine/rng";
import { twelves, type TwelvesMove, type TwelvesState } from "../../../src/engine/twelves";
import type { Seat } from "../../../src/engine/types";
import { seedFor } from "../playout-harness";

/** Every move shape for a hand of `n` dice at this table, in the order `legal` offers them. */
function everyShape(st: TwelvesState, n: number): TwelvesMove[] {
  const out: TwelvesMove[] = [{ type: "leave" }, { type: "double" }, { type: "match" }];
  for (let d = 0; d <= n; d++) out.push({ type: "cheat", die: d, delta: 1 }, { type: "cheat", die: d, delta: -1 });
  for (let f = 0; f <= 13; f++) out.push({ type: "rig", face: f });
  for (let t = 0; t <= st.seats; t++) out.push({ type: "drink", target: t });
  for (let i = 0; i <= n; i++) {
    out.push({ type: "hide", dice: [i] });
    for (let j = 0; j <= n; j++) out.push({ type: "hide", dice: [i, j] });
  }
  for (let i = 0; i <= n; i++) {
    out.push({ type: "luck", dice: [i] });
    for (let j = 0; j <= n; j++) out.push({ type: "luck", dice: [i, j] });
  }
  for (let t = 0; t <= st.seats; t++) out.push({ type: "mystify", target: t });
  for (let k = 0; k <= st.order.length; k++) out.push({ type: "shove", to: k });
  out.push({ type: "intimidate" });
  for (let d = 0; d <= n; d++) out.push({ type: "swap", die: d });
  out.push({ type: "watch" }, { type: "water" });
  for (let t = 0; t <= st.seats; t++) out.push({ type: "smash", target: t });
  return out;
}

function accepted(st: TwelvesState, seat: Seat): TwelvesMove[] {
  const n = st.players[seat]!.hand.length;
  return everyShape(st, n).filter((m) => twelves.apply(st, seat, m).ok);
}

describe("Twelves legal", () => {
  it("lists exactly the moves apply accepts, in order, for every seat", () => {
    let states = 0;
    let actionSteps = 0;
    for (let g = 0; g < 60; g++) {
      const seats = 2 + (g % 5);
      const seed = seedFor(twelves, 40_000 + g);
      const rng = newRng(seed.split("").reverse().join(""));
      const parsed = twelves.parseOptions({ games: 2, tableLimit: g % 2 ? 64 : 2 + seats }, seats);
      if (!parsed.ok) throw new Error(parsed.error);
      let st = twelves.setup({ seats, seed, options: parsed.value });
      while (twelves.result(st) === null) {
        for (let seat = 0; seat < seats; seat++) {
          expect(JSON.stringify(twelves.legal(st, seat))).toBe(JSON.stringify(accepted(st, seat)));
        }
        states++;
        if (st.stage === "actions") actionSteps++;
        const seat = twelves.toAct(st)[0]!;
        const legal = twelves.legal(st, seat);
        let move = legal[nextInt(rng, legal.length)]!;
        // Leaving ends a seat's game at once: chosen less often, so games reach later rounds.
        if (move.type === "leave") move = legal[nextInt(rng, legal.length)]!;
        const r = twelves.apply(st, seat, move);
        if (!r.ok) throw new Error(`legal ${JSON.stringify(move)} refused: ${r.error.code}`);
        st = r.value;
      }
    }
    expect(states).toBeGreaterThan(500);
    expect(actionSteps).toBeGreaterThan(200);
  });
});
