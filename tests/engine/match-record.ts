// A finished match record made the way the room makes one: the seed derived from a
// server seed and seat entropy, then seeded random legal moves to the end.
import { newRng, nextInt } from "../../src/engine/rng";
import type { AnyGameDef } from "../../src/engine/types";
import type { MatchRecord } from "../../src/protocol/api";
import { commitmentOf, deriveSeed } from "../../src/protocol/seed";

export const SERVER_SEED = "9f".repeat(32);

export async function playRecord(def: AnyGameDef, seats: number, entropy: string[]): Promise<MatchRecord> {
  const seed = await deriveSeed(SERVER_SEED, entropy.length ? entropy : Array(seats).fill(""));
  const options = def.id === "twelves" ? { games: 1 } : {};
  const parsed = def.parseOptions(options, seats);
  if (!parsed.ok) throw new Error(parsed.error);
  let state = def.setup({ seats, seed, options: parsed.value });
  const chooser = newRng("7".repeat(64));
  const moves: MatchRecord["moves"] = [];
  while (def.result(state) === null) {
    const actors = def.toAct(state);
    const seat = actors[nextInt(chooser, actors.length)]!;
    const legal = def.legal(state, seat);
    const move = legal[nextInt(chooser, legal.length)];
    const r = def.apply(state, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value;
    moves.push({ seat, move });
  }
  const now = "2026-11-29T00:00:00.000Z";
  return {
    id: `test-${def.id}`,
    game: def.id,
    seats,
    players: Array.from({ length: seats }, (_, seat) => ({ seat, name: `P${seat}` })),
    result: def.result(state)!,
    createdAt: now,
    startedAt: now,
    finishedAt: now,
    options,
    commitment: await commitmentOf(SERVER_SEED),
    serverSeed: SERVER_SEED,
    entropy,
    seed,
    moves,
  };
}
