// The room stores each game's log as appended rows, not inside the state it saves
// on every move; that is right only if no move ever rewrites an earlier log line.
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/registry";
import { newRng, nextInt } from "../../src/engine/rng";
import type { BaseState } from "../../src/engine/types";
import { playoutCount, seedFor } from "./playout-harness";
import { logLines } from "../../src/engine/log";
import { logIn } from "../../src/engine/registry";

describe.each(Object.values(GAMES).map((def) => [def.id, def] as const))("%s log", (_id, def) => {
  it("only ever grows at its end", () => {
    const games = playoutCount(500, 60);
    for (let g = 0; g < games; g++) {
      const seats = def.minSeats + (g % (def.maxSeats - def.minSeats + 1));
      const chooser = newRng(
        seedFor(def, g + 7_000)
          .split("")
          .reverse()
          .join(""),
      );
      const parsed = def.parseOptions(def.id === "twelves" ? { games: 2 } : {}, seats);
      if (!parsed.ok) throw new Error(parsed.error);
      let state: BaseState = def.setup({ seats, seed: seedFor(def, g + 7_000), options: parsed.value });
      while (def.result(state) === null) {
        const actors = def.toAct(state);
        const seat = actors[nextInt(chooser, actors.length)]!;
        const legal = def.legal(state, seat);
        const r = def.apply(state, seat, legal[nextInt(chooser, legal.length)]);
        if (!r.ok) throw new Error(r.error.code);
        const before = JSON.stringify(logLines(state.log, logIn("en")));
        expect(JSON.stringify(logLines(r.value.log, logIn("en")).slice(0, state.log.length))).toBe(before);
        state = r.value;
      }
    }
  });
});
