// api.md, "The view", checked on every view of seeded playouts of every game
// (each seat's and the spectator's, after every move): the fixed fields, version
// +1 per accepted move, `legal` exactly the moves the server accepts from that
// seat, `toAct`, the commitment, no seed before the end, each game's fixed state
// fields, and the finished view's result and seeds.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { commitmentOf } from "../../src/protocol/seed";
import { chooser, errorOf, ok, post, table, viewOf, type Table } from "./helpers";
import {
  acceptedNow,
  candidates,
  canon,
  checkStakesStep,
  checkView,
  HEX64,
  type Obj,
  players,
} from "./contract-view-checks";

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
