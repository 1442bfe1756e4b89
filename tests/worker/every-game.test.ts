// The room is generic over the engine: every registered game, without options,
// plays to the end through the API and leaves a record that replays to its result.
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/registry";
import { replay } from "../../src/engine/replay";
import { CATALOGS } from "../../src/words/catalogs";
import { chooser, playToEnd, recordOf, table } from "./helpers";

describe("every registered game through the API", () => {
  it.each(Object.values(GAMES).map((def) => [def.id, def] as const))(
    "%s plays to a replayable record",
    async (_id, def) => {
      const t = await table(def.id, def.minSeats);
      const final = await playToEnd(t, chooser(1), 5000);
      expect(final.status).toBe("finished");
      const record = await recordOf(t.id);
      expect(record.result).toEqual(final.result);
      const replayed = replay(
        def,
        { seats: record.seats, seed: record.seed, options: record.options },
        record.moves,
        CATALOGS.en,
      );
      expect(replayed.ok && def.result(replayed.value)).toEqual(record.result);
    },
  );
});
