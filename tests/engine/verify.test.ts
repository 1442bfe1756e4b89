// The verifier accepts an honest record and names whatever was tampered with.
// Records here are made by playing seeded random games with the engine, exactly
// as the room does; tests/worker/verify-recorded.test.ts checks one the service wrote.
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/registry";
import { newRng, nextInt } from "../../src/engine/rng";
import type { AnyGameDef } from "../../src/engine/types";
import type { MatchRecord } from "../../src/protocol/api";
import { commitmentOf, deriveSeed } from "../../src/room/seed";
import { verifyMatch } from "../../src/verify/verify-match";

const SERVER_SEED = "9f".repeat(32);

async function playRecord(def: AnyGameDef, seats: number, entropy: string[]): Promise<MatchRecord> {
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

const clone = (r: MatchRecord): MatchRecord => JSON.parse(JSON.stringify(r)) as MatchRecord;

describe.each(Object.values(GAMES).map((def) => [def.id, def] as const))("verify %s", (_id, def) => {
  const seats = Math.max(3, def.minSeats);
  const entropy = Array.from({ length: seats }, (_, i) => (i === 1 ? "" : `${i}a`.repeat(16)));

  it("accepts an honest record, with and without seat entropy", async () => {
    for (const e of [entropy, []]) {
      const report = await verifyMatch(await playRecord(def, seats, e));
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.checked).toHaveLength(4);
    }
  });

  it("names a changed server seed", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    r.serverSeed = "00" + r.serverSeed.slice(2);
    const report = await verifyMatch(r);
    expect(report.ok).toBe(false);
    expect(report.problems[0]!.kind).toBe("commitment");
  });

  it("names a changed entropy", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    r.entropy[0] = "ff".repeat(16);
    const report = await verifyMatch(r);
    expect(report.problems.map((p) => p.kind)).toContain("seed");
  });

  it("names a changed move by its index", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    // Give the first move to a seat that is not the one who made it.
    r.moves[0] = { ...r.moves[0]!, seat: (r.moves[0]!.seat + 1) % seats };
    const report = await verifyMatch(r);
    expect(report.ok).toBe(false);
    expect(report.problems.find((p) => p.kind === "move")?.index).toBe(0);
  });

  it("names a changed result", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    r.result = { winners: r.result.winners.map((w) => (w + 1) % seats), scores: r.result.scores.map((s) => s + 1) };
    const report = await verifyMatch(r);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]!.kind).toBe("result");
  });

  it("names a record cut short", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    r.moves.pop();
    const report = await verifyMatch(r);
    expect(report.problems.map((p) => p.kind)).toContain("result");
  });
});
