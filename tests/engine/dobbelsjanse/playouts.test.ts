// Seeded random games across 3–6 seats through the shared harness: every
// invariant of the rules page after every move, no leak in any view, moves off
// the legal list refused, and each game replayed from its seed and move log.
import { describe, expect, it } from "vitest";
import { playoutCount, runPlayouts } from "../playout-harness";
import { def } from "./helpers";
import { hooks } from "./playout-checks";

describe("Dobbelsjanse random playouts", () => {
  it("keep every invariant, leak nothing and replay exactly", () => {
    const games = playoutCount(10_000);
    const stats = runPlayouts(def, { games, seatCounts: [3, 4, 5, 6], sampleEvery: 4 }, hooks);
    expect(stats).toMatchObject({ games, finished: games });
    expect(stats.moves).toBeGreaterThan(games * 10);
  });
});
