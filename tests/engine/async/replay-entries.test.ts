// The move log's timeout and resignation entries replay exactly, and a move the
// seat did not choose says so in the table's log.
import { describe, expect, it } from "vitest";
import { applyEntry, replay } from "../../../src/engine/replay";
import { stakes, type StakesState } from "../../../src/engine/stakes";
import type { BaseState } from "../../../src/engine/types";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";
import { CATALOGS } from "../../../src/words/catalogs";

const SEED = "5eed".repeat(16);
const options = { fixture: { deck: ["10C", "9H", "5S", "4D"], rolls: [4, 5] } };

function start(seats: number): BaseState {
  const o = stakes.parseOptions(options, seats);
  if (!o.ok) throw new Error(o.error);
  return stakes.setup({ seats, seed: SEED, options: o.value });
}

describe("move-log entries", () => {
  it("rewrites the engine's line of a timed-out move", () => {
    const r = applyEntry(stakes, start(3), { seat: 0, move: { type: "flip" }, by: "timeout" }, CATALOGS.en);
    expect(r.ok && logLines(r.value.log, logIn("en")).at(-1)!.text).toBe(
      "Seat 0 ran out of time: flips 10C: total 10.",
    );
  });

  it("marks a resigned seat's autoplayed move", () => {
    const r = applyEntry(stakes, start(3), { seat: 0, move: { type: "flip" }, by: "resigned" }, CATALOGS.en);
    expect(r.ok && logLines(r.value.log, logIn("en")).at(-1)!.text).toBe("Seat 0 (resigned) flips 10C: total 10.");
  });

  it("replays a forfeit to the same finished state, and refuses one where the game has none", () => {
    const moves = [
      { seat: 0, move: { type: "flip" }, by: "timeout" as const },
      { seat: 1, resign: true as const, by: "resigned" as const },
    ];
    const r = replay(stakes, { seats: 2, seed: SEED, options }, moves, CATALOGS.en);
    expect(r.ok).toBe(true);
    expect(stakes.result((r.ok ? r.value : null) as StakesState)).toEqual({ winners: [0], scores: [0, 0] });
    const table = replay(
      stakes,
      { seats: 3, seed: SEED, options },
      [{ seat: 1, resign: true, by: "resigned" }],
      CATALOGS.en,
    );
    expect(table.ok ? null : table.error).toEqual({
      index: 0,
      error: expect.objectContaining({ code: "move/no_resign" }),
    });
  });
});
