// `apply` never changes its input, now that states share their log, players,
// deck and lists with the states after them. Each step of seeded playouts
// deep-freezes the state (a write to any part of it then throws) and applies
// legal moves of the seat to act, timed-out and resigned ones through
// applyEntry, and resignations; then it plays on from one of the results,
// whose JSON must read back as the same state.
import { describe, expect, it } from "vitest";
import { logLines } from "../../src/engine/log";
import { GAMES } from "../../src/engine/registry";
import { applyEntry } from "../../src/engine/replay";
import { newRng, nextInt } from "../../src/engine/rng";
import type { BaseState } from "../../src/engine/types";
import { seedFor } from "./playout-harness";
import { logIn } from "../../src/engine/registry";
import { CATALOGS } from "../../src/words/catalogs";

function deepFreeze(x: unknown): void {
  if (typeof x !== "object" || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

describe.each(Object.values(GAMES).map((def) => [def.id, def] as const))("%s apply on a frozen state", (_id, def) => {
  it("never writes to its input, whichever move it applies", () => {
    let moves = 0;
    for (let g = 0; g < 15; g++) {
      const seats = def.minSeats + (g % (def.maxSeats - def.minSeats + 1));
      const seed = seedFor(def, 9_000 + g);
      const rng = newRng(seed.split("").reverse().join(""));
      const parsed = def.parseOptions(def.id === "twelves" ? { games: 2 } : undefined, seats);
      if (!parsed.ok) throw new Error(parsed.error);
      let state: BaseState = def.setup({ seats, seed, options: parsed.value });
      while (def.result(state) === null) {
        deepFreeze(state);
        const json = JSON.stringify(state);
        const seat = def.toAct(state)[0]!;
        const legal = def.legal(state, seat);
        // Twelves offers dozens of moves: a sample of them.
        const tried = legal.length <= 12 ? legal : Array.from({ length: 12 }, () => legal[nextInt(rng, legal.length)]);
        const results: BaseState[] = [];
        for (const move of tried) {
          const r = def.apply(state, seat, move);
          if (!r.ok) throw new Error(`legal ${JSON.stringify(move)} refused: ${r.error.code}`);
          results.push(r.value);
        }
        for (const by of ["timeout", "resigned"] as const) {
          const r = applyEntry(def, state, { seat, move: def.defaultMove(state, seat), by }, CATALOGS.en);
          if (r.ok) logLines(r.value.log, logIn("en"));
        }
        if (def.resign) def.resign(state, seat);
        expect(JSON.stringify(state)).toBe(json);
        const next = results[nextInt(rng, results.length)]!;
        expect(JSON.parse(JSON.stringify(next))).toEqual(next);
        state = next;
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(100);
  });
});
