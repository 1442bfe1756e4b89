// The replay names each seat as it was held at that step: a seat taken over
// (players[i].replacedBy) is the new player's from its fromMove on, in the table's
// seats and in the log lines written from then on.
import { describe, expect, it } from "vitest";
import { gameById, logIn } from "../../../src/engine/registry";
import { applyEntry } from "../../../src/engine/replay";
import type { BaseState } from "../../../src/engine/types";
import type { MatchRecord } from "../../../src/protocol";
import { namesAt, namesOf, stepView } from "../../../web/src/replay/step-view";
import { CATALOGS } from "../../../src/words/catalogs";

const record = {
  id: "x",
  game: "dobbelsjanse",
  seats: 3,
  players: [
    { seat: 0, name: "Ann" },
    { seat: 1, name: "Bo" },
    { seat: 2, name: "Cy", replacedBy: [{ name: "Bot Grace (easy)", bot: "easy", fromMove: 2 }] },
  ],
  commitment: "",
} as unknown as MatchRecord;

describe("replay names after a seat was taken over", () => {
  it("names the old holder before fromMove and the new one from it", () => {
    const names = namesOf(record);
    expect(names).toEqual(["Ann", "Bo", "Cy"]);
    expect(namesAt(record, 2, names)).toEqual(["Ann", "Bo", "Cy"]);
    expect(namesAt(record, 3, names)).toEqual(["Ann", "Bo", "Bot Grace (easy)"]);
  });

  it("draws the step's seats with the holder of the time, bot mark included", () => {
    const def = gameById("dobbelsjanse")!;
    const options = def.parseOptions({}, 3);
    if (!options.ok) throw new Error(options.error);
    let state = def.setup({ seats: 3, seed: "00".repeat(32), options: options.value }) as BaseState;
    const names = namesOf(record);
    expect(stepView(record, def, state, names, logIn("en")).seats[2]).toEqual({ seat: 2, name: "Cy" });
    for (let i = 0; i < 2; i++) {
      const seat = def.toAct(state)[0]!;
      const r = applyEntry(def, state, { seat, move: def.defaultMove(state, seat) }, CATALOGS.en);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    expect(state.version).toBe(2);
    expect(stepView(record, def, state, names, logIn("en")).seats[2]).toEqual({
      seat: 2,
      name: "Bot Grace (easy)",
      bot: "easy",
    });
  });
});
