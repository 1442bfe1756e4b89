// Shared by contract-views: the moves a seat may send and each game's checks of
// api.md's view contract on one view.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { gameById } from "../../src/engine/registry";
import type { View } from "../../src/protocol/view";
import type { GameRoom } from "../../src/index";
import type { Table } from "./helpers";

export const CARD = /^(A|[2-9]|10|J|Q|K)[SHDC]$/;
export const HEX64 = /^[0-9a-f]{64}$/;
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
export const CARDS = ["S", "H", "D", "C"].flatMap((s) => RANKS.map((r) => r + s));

export type Obj = Record<string, unknown>;
export const players = (v: View) => (v.state as { players: Obj[] }).players;
export const canon = (m: unknown) => JSON.stringify(m, Object.keys(m as Obj).sort());

/** Every move shape of each game api.md lists, over the values a table can need. */
export function candidates(game: string, seats: number): unknown[] {
  if (game === "stakes") {
    return [
      { type: "flip" },
      { type: "bank" },
      { type: "pass" },
      ...["A", "B"].flatMap((die) => [
        { type: "twist", die },
        { type: "nudge", die, delta: 1 },
        { type: "nudge", die, delta: -1 },
      ]),
      { type: "peek", order: "keep" },
      { type: "peek", order: "swap" },
    ];
  }
  if (game === "dobbelsjanse")
    return [{ type: "draw" }, { type: "score" }, ...CARDS.map((card) => ({ type: "play", card }))];
  const dice = [0, 1, 2, 3, 4];
  const targets = [...Array(seats).keys()];
  return [
    { type: "leave" },
    { type: "double" },
    { type: "match" },
    { type: "intimidate" },
    { type: "watch" },
    { type: "water" },
    ...dice.flatMap((die) => [
      { type: "cheat", die, delta: 1 },
      { type: "cheat", die, delta: -1 },
      { type: "swap", die },
    ]),
    ...Array.from({ length: 12 }, (_, i) => ({ type: "rig", face: i + 1 })),
    ...targets.flatMap((s) => [
      { type: "drink", target: s },
      { type: "mystify", target: s },
      { type: "smash", target: s },
      { type: "shove", to: s },
    ]),
    ...dice.flatMap((i) => [
      { type: "hide", dice: [i] },
      { type: "luck", dice: [i] },
      ...dice.flatMap((j) => [
        { type: "hide", dice: [i, j] },
        { type: "luck", dice: [i, j] },
      ]),
    ]),
  ];
}

/** Each candidate the engine in the room accepts from `seat` now, as it would be posted (JSON in). */
export async function acceptedNow(id: string, seat: number, moves: unknown[]): Promise<string[]> {
  const stub = env.ROOMS.get(env.ROOMS.idFromName(id));
  return runInDurableObject(stub, (room: GameRoom) => {
    const r = room.room!;
    const def = gameById(r.meta.game)!;
    const out: string[] = [];
    for (const m of moves) {
      const parsed = def.parseMove(JSON.parse(JSON.stringify(m)));
      if (parsed !== null && def.apply(r.state, seat, parsed).ok) out.push(canon(m));
    }
    return out;
  });
}

export function checkStakes(v: View, seats: number) {
  const s = v.state as Obj & { dice: { A: number; B: number }; players: Obj[] };
  expect(s.round).toSatisfy(Number.isInteger);
  expect(s.round as number).toBeGreaterThanOrEqual(1);
  expect(Object.keys(s.dice).sort()).toEqual(["A", "B"]);
  for (const d of [s.dice.A, s.dice.B]) expect(d >= 1 && d <= 6).toBe(true);
  expect(s.target).toBe(s.dice.A + s.dice.B + 10);
  expect(s.pot).toSatisfy(Number.isInteger);
  expect(s.deckCount).toSatisfy(Number.isInteger);
  expect(s.players).toHaveLength(seats);
  for (const p of s.players) {
    expect(["live", "banked", "bust"]).toContain(p.status);
    expect(Array.isArray(p.row) && (p.row as string[]).every((c) => CARD.test(c))).toBe(true);
    expect(p.total).toSatisfy(Number.isInteger);
    expect(typeof p.shield).toBe("boolean");
    expect(p.leverage).toSatisfy(Number.isInteger);
    const rs = p.roundScores as number[];
    expect(rs.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    if (seats === 2) {
      expect(p.wins).toSatisfy(Number.isInteger);
      expect(p.score).toBe(p.wins);
    } else {
      expect(p).not.toHaveProperty("wins");
      expect(p.score).toBe(rs.reduce((a, b) => a + b, 0));
    }
    // A bust empties the row at once (the total stays until the round ends).
    if (p.status === "bust") expect(p.row).toEqual([]);
  }
  const known = s.known as string[] | undefined;
  if (v.you === null) expect(known ?? []).toEqual([]);
  if (known !== undefined) expect(known.every((c) => CARD.test(c))).toBe(true);
}

export function checkDobbelsjanse(v: View, seats: number) {
  const s = v.state as Obj & { players: Obj[] };
  expect(s.round).toSatisfy(Number.isInteger);
  expect((s.table as string[]).every((c) => CARD.test(c))).toBe(true);
  expect(s.deckCount).toSatisfy(Number.isInteger);
  expect(s.facesDrawn as number).toBeGreaterThanOrEqual(0);
  expect(s.facesDrawn as number).toBeLessThanOrEqual(8);
  expect(s.doubleChance === null || (Number.isInteger(s.doubleChance) && (s.doubleChance as number) < seats)).toBe(
    true,
  );
  expect(s.players).toHaveLength(seats);
  for (const [i, p] of s.players.entries()) {
    expect(typeof p.in).toBe("boolean");
    expect(p.handCount).toSatisfy(Number.isInteger);
    expect(p.score).toSatisfy(Number.isInteger);
    if (i === v.you) expect((p.hand as string[]).length).toBe(p.handCount);
    else expect(p).not.toHaveProperty("hand");
  }
}

export function checkTwelves(v: View, seats: number) {
  const s = v.state as Obj & { players: Obj[] };
  expect(s.pool).toSatisfy(Number.isInteger);
  expect(s.players).toHaveLength(seats);
  for (const [i, p] of s.players.entries()) {
    expect(p.handCount).toSatisfy(Number.isInteger);
    if (i === v.you) expect((p.hand as number[]).length).toBe(p.handCount);
    // Faces are hidden until the showdown; once the match is over nothing is.
    else if (v.status === "playing") expect(p).not.toHaveProperty("hand");
  }
}

/**
 * Within one round, api.md's Stakes fields move as it says: banking appends the round's
 * score (table game: +5 on the target; Duel: the banked total), a bust appends 0 and
 * empties the row at once while the total stays, and score follows.
 */
export function checkStakesStep(before: View, after: View) {
  type S = {
    round: number;
    target: number;
    players: { status: string; row: string[]; total: number; roundScores: number[] }[];
  };
  const a = before.state as S;
  const b = after.state as S;
  if (a.round !== b.round) return;
  const duel = b.players.length === 2;
  for (const [i, p] of b.players.entries()) {
    const q = a.players[i]!;
    if (q.status !== "live" || p.status === "live") {
      expect(p.roundScores).toEqual(q.roundScores);
      continue;
    }
    expect(p.roundScores.slice(0, -1)).toEqual(q.roundScores);
    if (p.status === "bust") {
      expect(p.roundScores.at(-1)).toBe(0);
      expect(p.row).toEqual([]);
      expect(p.total).toBeGreaterThan(b.target);
    } else {
      expect(p.total).toBe(q.total);
      expect(p.roundScores.at(-1)).toBe(!duel && p.total === b.target ? p.total + 5 : p.total);
    }
  }
}

export const STATE_CHECKS: Record<string, (v: View, seats: number) => void> = {
  stakes: checkStakes,
  dobbelsjanse: checkDobbelsjanse,
  twelves: checkTwelves,
};

export function checkView(v: View, t: Table, game: string, seats: number, you: number | null) {
  expect(Object.keys(v)).toEqual(
    expect.arrayContaining([
      "id",
      "game",
      "status",
      "version",
      "seats",
      "you",
      "toAct",
      "legal",
      "state",
      "log",
      "commitment",
    ]),
  );
  expect(v).toMatchObject({ id: t.id, game, you, commitment: t.created.commitment });
  expect(v.seats).toEqual(Array.from({ length: seats }, (_, i) => ({ seat: i, name: `Seat ${i}` })));
  expect(v.log.every((e) => typeof e.text === "string")).toBe(true);
  if (v.status !== "finished") {
    expect(v).not.toHaveProperty("serverSeed");
    expect(v).not.toHaveProperty("seed");
    expect(v).not.toHaveProperty("result");
  }
  if (you === null) expect(v.legal).toEqual([]);
  STATE_CHECKS[game]!(v, seats);
}

/** Plays one seeded match, checking every seat's view and the spectator's before each move. */
