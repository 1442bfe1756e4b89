// Byte-for-byte: the views, offered moves and log lines of a few hundred seeded
// matches per game (record.ts) are exactly what they were when digests.json was
// written. A change here means something a player sees has changed: the failure
// names the first match that differs and its first differing line (explain.ts).
import { describe, expect, it } from "vitest";
import { GAMES } from "../../../src/engine/registry";
import { buckets, digest, gamesPer, transcript } from "./record";
import { explain, keyOf, type Recorded } from "./explain";
import { readFileSync } from "node:fs";

const want = JSON.parse(readFileSync(new URL("./digests.json", import.meta.url), "utf8")) as Record<string, Recorded>;

describe.each(Object.values(GAMES).map((def) => [def.id, def] as const))("%s, recorded matches", (_id, def) => {
  it.each(buckets([def], gamesPer).map((b) => [`${b.seats} seats, ${b.options}`, b] as const))(
    "%s",
    async (_name, b) => {
      const key = keyOf(b);
      expect(want[key], `no recording for ${key}`).toBeDefined();
      const { matches, ...recorded } = want[key]!;
      const got = digest(def, b);
      const why = got.digest === recorded.digest ? undefined : await explain(def, b, want[key]!, got, transcript);
      expect({ games: b.games, moves: got.moves, digest: got.digest }, why).toEqual(recorded);
      // The per-match digests only point at a change; they stay in step with the bucket's.
      expect(got.matches.join(" "), `${key}: per-match digests out of step with digests.json`).toBe(matches);
    },
  );
});
