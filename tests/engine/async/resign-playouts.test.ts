// Seeded random matches in which seats resign at random moments, played the way
// the room plays them (a game's own resignation, or default moves for the seat
// from then on): every match ends, no resigned Twelves seat wins, and the move
// log (with its timeout and resignation entries) replays to the very same state.
import { describe, expect, it } from "vitest";
import { dobbelsjanse } from "../../../src/engine/dobbelsjanse";
import { applyEntry, replay, type LoggedMove } from "../../../src/engine/replay";
import { stakes } from "../../../src/engine/stakes";
import { twelves } from "../../../src/engine/twelves";
import type { AnyGameDef, BaseState, Seat } from "../../../src/engine/types";
import { playoutCount, seedFor } from "../playout-harness";
import { CATALOGS } from "../../../src/words/catalogs";

function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

function play(
  def: AnyGameDef,
  seats: number,
  index: number,
): { state: BaseState; log: LoggedMove[]; resigned: Seat[]; seed: string } {
  const seed = seedFor(def, index);
  const options = def.parseOptions(def.id === "twelves" ? { games: 2 } : {}, seats);
  if (!options.ok) throw new Error(options.error);
  let state: BaseState = def.setup({ seats, seed, options: options.value });
  const pick = lcg(index * 7919 + seats);
  const log: LoggedMove[] = [];
  const resigned: Seat[] = [];
  const step = (e: LoggedMove) => {
    const r = applyEntry(def, state, e, CATALOGS.en);
    if (!r.ok) throw new Error(`${JSON.stringify(e)} refused: ${r.error.code}`);
    log.push(e);
    state = r.value;
  };
  for (let i = 0; i < 20_000 && def.result(state) === null; i++) {
    // Now and then a seat that has not yet resigned does (never the last one).
    if (pick(60) === 0 && resigned.length < seats - 1) {
      const seat = pick(seats);
      if (!resigned.includes(seat)) {
        resigned.push(seat);
        if (def.resign?.(state, seat)) step({ seat, resign: true, by: "resigned" });
        continue;
      }
    }
    const seat = def.toAct(state)[0]!;
    if (resigned.includes(seat)) {
      step({ seat, move: def.defaultMove(state, seat), by: "resigned" });
      continue;
    }
    const legal = def.legal(state, seat);
    // Sometimes the clock runs out instead.
    if (pick(10) === 0) step({ seat, move: def.defaultMove(state, seat), by: "timeout" });
    else step({ seat, move: legal[pick(legal.length)] });
  }
  return { state, log, resigned, seed };
}

const CASES: [AnyGameDef, number][] = [
  [stakes, 2],
  [stakes, 4],
  [dobbelsjanse, 3],
  [dobbelsjanse, 5],
  [twelves, 2],
  [twelves, 4],
];

describe("matches with resignations and timeouts", () => {
  it.each(CASES.map(([def, seats]) => [def.id, seats, def] as const))(
    "%s at %i seats end and replay exactly",
    (_id, seats, def) => {
      let resignations = 0;
      for (let i = 0; i < playoutCount(40); i++) {
        const { state, log, resigned, seed } = play(def, seats, i);
        resignations += resigned.length;
        const result = def.result(state);
        expect(result, `playout ${i} did not end`).not.toBeNull();
        if (def.id === "twelves") for (const s of resigned) expect(result!.winners).not.toContain(s);
        const again = replay(def, { seats, seed, options: def.id === "twelves" ? { games: 2 } : {} }, log, CATALOGS.en);
        expect(again.ok).toBe(true);
        expect(JSON.stringify(again.ok && again.value)).toBe(JSON.stringify(state));
      }
      expect(resignations).toBeGreaterThan(0);
    },
  );
});
