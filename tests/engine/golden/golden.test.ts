// Byte-for-byte: the views, offered moves and log lines of a few hundred seeded
// matches per game (record.ts) are exactly what they were when digests.json was
// written. A change here means something a player sees has changed.
import { describe, expect, it } from "vitest";
import { GAMES } from "../../../src/engine/registry";
import { buckets, digest, gamesPer } from "./record";
import { readFileSync } from "node:fs";

const want = JSON.parse(readFileSync(new URL("./digests.json", import.meta.url), "utf8")) as Record<string, { games: number; moves: number; digest: string }>;

describe.each(Object.values(GAMES).map((def) => [def.id, def] as const))("%s, recorded matches", (_id, def) => {
  it.each(buckets([def], gamesPer).map((b) => [`${b.seats} seats, ${b.options}`, b] as const))("%s", (_name, b) => {
    const key = `${b.game}/${b.seats}/${b.options}`;
    expect(want[key], `no recording for ${key}`).toBeDefined();
    const got = digest(def, b);
    expect({ games: b.games, moves: got.moves, digest: got.digest }).toEqual(want[key]);
  });
});
