// api.md, "The view", checked on every view of seeded playouts of every game
// (each seat's and the spectator's, after every move): the fixed fields, version
// +1 per accepted move, `legal` exactly the moves the server accepts from that
// seat, `toAct`, the commitment, no seed before the end, each game's fixed state
// fields, and the finished view's result and seeds.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { gameById } from "../../src/engine/registry";
import type { View } from "../../src/protocol/view";
import type { GameRoom } from "../../src/index";
import { commitmentOf } from "../../src/protocol/seed";
import { chooser, errorOf, ok, post, table, viewOf, type Table } from "./helpers";

const CARD = /^(A|[2-9]|10|J|Q|K)[SHDC]$/;
const HEX64 = /^[0-9a-f]{64}$/;
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const CARDS = ["S", "H", "D", "C"].flatMap((s) => RANKS.map((r) => r + s));

type Obj = Record<string, unknown>;
const players = (v: View) => (v.state as { players: Obj[] }).players;
const canon = (m: unknown) => JSON.stringify(m, Object.keys(m as Obj).sort());

/** Every move shape of each game api.md lists, over the values a table can need. */
function candidates(game: string, seats: number): unknown[] {
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
async function acceptedNow(id: string, seat: number, moves: unknown[]): Promise<string[]> {
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

function checkStakes(v: View, seats: number) {
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

function checkDobbelsjanse(v: View, seats: number) {
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

function checkTwelves(v: View, seats: number) {
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
function checkStakesStep(before: View, after: View) {
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

const STATE_CHECKS: Record<string, (v: View, seats: number) => void> = {
  stakes: checkStakes,
  dobbelsjanse: checkDobbelsjanse,
  twelves: checkTwelves,
};

function checkView(v: View, t: Table, game: string, seats: number, you: number | null) {
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
async function playChecked(
  game: string,
  seats: number,
  seed: number,
  options?: unknown,
): Promise<{ t: Table; final: View; texts: string[] }> {
  const t = await table(game, seats, { options });
  const random = chooser(seed);
  // Twelves seats that leave end a game in its first betting pass; stay in to reach the actions.
  const pick = (v: View) => random({ ...v, legal: v.legal.filter((m) => (m as Obj).type !== "leave") });
  const all = candidates(game, seats);
  const texts: string[] = [];
  let previous: View | null = null;
  for (let step = 0; step < 3000; step++) {
    const spectator = await viewOf(t.id);
    texts.push(JSON.stringify(spectator));
    checkView(spectator, t, game, seats, null);
    if (game === "stakes" && previous) checkStakesStep(previous, spectator);
    previous = spectator;
    if (spectator.status === "finished") return { t, final: spectator, texts };
    expect(spectator.status).toBe("playing");
    expect(spectator.version).toBe(step);
    expect(spectator.toAct.length).toBeGreaterThan(0);
    const views = await Promise.all(t.tokens.map((token) => viewOf(t.id, token)));
    for (const [seat, v] of views.entries()) {
      texts.push(JSON.stringify(v));
      checkView(v, t, game, seats, seat);
      expect(v.toAct).toEqual(spectator.toAct);
      expect(v.version).toBe(step);
      // A seat to act has something to do; a seat not to act has nothing but, in Twelves, a Watch from outside.
      if (spectator.toAct.includes(seat)) expect(v.legal.length).toBeGreaterThan(0);
      else expect(v.legal.every((m) => game === "twelves" && canon(m) === canon({ type: "watch" }))).toBe(true);
      // `legal` is exactly what the server accepts from this seat now (checked for every third move: cost).
      if (step % 3 === 0 || seats === 2) {
        const listed = v.legal.map(canon);
        expect(new Set(listed).size).toBe(listed.length);
        expect((await acceptedNow(t.id, seat, all)).sort()).toEqual([...listed].sort());
        expect(listed.every((m) => all.some((c) => canon(c) === m))).toBe(true);
      }
    }
    const actor = spectator.toAct[0]!;
    const mine = views[actor]!;
    // A move the seat may not make now is refused and changes nothing.
    const refused = all.find((c) => !mine.legal.some((m) => canon(m) === canon(c)));
    if (refused && step % 4 === 0) {
      const e = await errorOf(post(t.id, t.tokens[actor]!, step, refused));
      expect(e.status === 422 && e.code.startsWith("move/")).toBe(true);
    }
    const after = await ok<View>(post(t.id, t.tokens[actor]!, step, pick(mine)));
    expect(after.version).toBe(step + 1);
    expect(after.you).toBe(actor);
  }
  throw new Error("match did not finish");
}

async function checkFinished(t: Table, final: View, texts: string[], seats: number, scoresOf: (v: View) => unknown[]) {
  expect(Object.keys(final.result!).sort()).toEqual(["scores", "winners"]);
  const { winners, scores } = final.result!;
  expect(scores).toHaveLength(seats);
  expect(scores).toEqual(scoresOf(final));
  const best = Math.max(...scores);
  expect(winners).toEqual(scores.flatMap((s, i) => (s === best ? [i] : [])));
  expect(final.toAct).toEqual([]);
  expect(final.serverSeed).toMatch(HEX64);
  expect(final.seed).toBe(final.serverSeed);
  expect(await commitmentOf(final.serverSeed!)).toBe(t.created.commitment);
  // No view before the end carried the seed, in any field.
  for (const text of texts.slice(0, -1)) expect(text).not.toContain(final.serverSeed);
  for (const token of t.tokens) {
    const v = await viewOf(t.id, token);
    expect(v).toMatchObject({
      status: "finished",
      legal: [],
      toAct: [],
      result: final.result,
      serverSeed: final.serverSeed,
    });
    expect(await errorOf(post(t.id, token, v.version, candidates(final.game, seats)[0]))).toEqual({
      status: 409,
      code: "game/finished",
    });
  }
}

describe("every view of seeded playouts keeps api.md's view contract", () => {
  it("Stakes table game (3 seats)", async () => {
    const { t, final, texts } = await playChecked("stakes", 3, 11);
    await checkFinished(t, final, texts, 3, (v) => players(v).map((p) => p.score));
    expect((final.state as { round: number }).round).toBe(5);
  });

  it("Stakes Duel: scores are round wins", async () => {
    const { t, final, texts } = await playChecked("stakes", 2, 5);
    await checkFinished(t, final, texts, 2, (v) => players(v).map((p) => p.wins));
    expect(Math.max(...final.result!.scores)).toBe(4);
  });

  it("Dobbelsjanse (4 seats)", async () => {
    const { t, final, texts } = await playChecked("dobbelsjanse", 4, 3);
    await checkFinished(t, final, texts, 4, (v) => players(v).map((p) => p.score));
    expect((final.state as { facesDrawn: number }).facesDrawn).toBe(8);
  });

  it("Twelves (4 seats, one game): scores are net coins", async () => {
    const { t, final, texts } = await playChecked("twelves", 4, 9, { games: 1 });
    await checkFinished(t, final, texts, 4, (v) => players(v).map((p) => p.net));
    expect(final.result!.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });
});
