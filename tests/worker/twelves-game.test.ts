// Twelves through the HTTP API with scripted d12 rolls: a first round whose
// every roll is known (a Cheat caught by a Watch, a Drink, Water, a Watch from
// outside the game, a Smash), each view checked for exactly what its seat may
// know, refusals in the rules' words, then the rest of a two-game match played
// out and its D1 record verified by replay.
import { describe, expect, it } from "vitest";
import type { TwelvesView } from "../../src/engine/twelves/view";
import type { View } from "../../src/protocol/view";
import { verifyMatch } from "../../src/verify/verify-match";
import { call, chooser, errorOf, ok, playToEnd, post, recordOf, table, viewOf } from "./helpers";

const st = (v: View) => v.state as TwelvesView;
const texts = (v: View) => v.log.map((e) => e.text);
const OWNER_ONLY = ["hand", "hidden", "alcohol", "water", "bonus", "rig"];

// Setup (2 dice each, seats 0, 1, 2), then every d12 of round 1 in the rules' order.
const ROLLS = [
  7,
  7,
  3,
  9,
  12,
  1,
  5,
  4, // seat 0's Cheat: Deceive roll value 5
  6,
  2, // seat 1's Watch: 6 ≥ 5 catches it
  9,
  10, // seat 1's Water: −1 for the shot drunk → 8, 9: one success
  1,
  1, // seat 0's Watch from outside: catches nobody
  10,
  3, // seat 2's Smash: −1 → 9, 2: one success
  2, // seat 1 rerolls the die that counts most (the 9) and gets 2
  11,
  5, // round 2's new dice: seat 1, then seat 2
];

/** No seat's view shows another seat's faces, water, alcohol, bonus or rig; the spectator's shows none. */
async function expectNoLeaks(id: string, tokens: string[]) {
  for (const [viewer, token] of [[null, undefined] as const, ...tokens.map((t, i) => [i, t] as const)]) {
    const v = await viewOf(id, token);
    for (const p of st(v).players) {
      for (const key of OWNER_ONLY)
        expect(p.seat === viewer || !(key in p), `${key} of seat ${p.seat} in the view of ${viewer}`).toBe(true);
    }
    for (const line of v.log) if (line.seat !== viewer) expect(line.text).not.toMatch(/^You|^Your/);
  }
}

describe("Twelves through the API", () => {
  it("plays a scripted round, refuses forbidden moves in words, and records a verifiable match", async () => {
    const t = await table("twelves", 3, { options: { games: 2, fixture: { rolls: ROLLS } } });
    const [t0, t1, t2] = t.tokens as [string, string, string];

    const start = await viewOf(t.id, t0);
    expect(start.status).toBe("playing");
    expect(start.toAct).toEqual([0]);
    expect(start.legal).toEqual([{ type: "leave" }, { type: "double" }, { type: "match" }]);
    expect(st(start)).toMatchObject({
      game: 1,
      games: 2,
      round: 1,
      stage: "betting",
      pass: 1,
      pool: 3,
      highestBet: 1,
      order: [0, 1, 2],
      turn: 0,
    });
    expect(st(start).players[0]).toMatchObject({
      hand: [7, 7],
      hidden: [false, false],
      bet: 1,
      handCount: 2,
      net: -1,
      alcohol: 0,
      water: 0,
      bonus: 0,
      rig: null,
    });
    expect(texts(start)).toContain("You roll 7 and 7.");
    expect(texts(await viewOf(t.id, t1))).toContain("You roll 3 and 9.");
    expect(texts(await viewOf(t.id))).not.toContain("You roll 7 and 7.");
    await expectNoLeaks(t.id, t.tokens);

    // Refusals: out of turn, an action in betting, a malformed move, a stale version.
    expect(await errorOf(post(t.id, t1, 0, { type: "match" }))).toEqual({ status: 422, code: "move/not_your_turn" });
    expect(await errorOf(post(t.id, t0, 0, { type: "water" }))).toEqual({ status: 422, code: "move/betting_stage" });
    expect(await errorOf(post(t.id, t0, 0, { type: "cheat", die: "first", delta: 1 }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(post(t.id, t0, 5, { type: "match" }))).toEqual({ status: 409, code: "game/stale_version" });

    // Betting: seat 0 doubles, so a second pass follows, in which it may not double again.
    let v = await ok<View>(post(t.id, t0, 0, { type: "double" }));
    expect(st(v)).toMatchObject({ pool: 4, highestBet: 2, turn: 1 });
    v = await ok<View>(post(t.id, t1, 1, { type: "match" }));
    v = await ok<View>(post(t.id, t2, 2, { type: "match" }));
    expect(st(v)).toMatchObject({ stage: "betting", pass: 2, pool: 6, turn: 0 });
    const second = await viewOf(t.id, t0);
    expect(second.legal).toEqual([{ type: "leave" }, { type: "match" }]);
    expect(await errorOf(post(t.id, t0, 3, { type: "double" }))).toEqual({ status: 422, code: "move/already_doubled" });
    await ok<View>(post(t.id, t0, 3, { type: "match" }));
    await ok<View>(post(t.id, t1, 4, { type: "match" }));
    v = await ok<View>(post(t.id, t2, 5, { type: "match" }));
    expect(st(v)).toMatchObject({ stage: "actions", pass: 1, pool: 6, turn: 0 });
    expect(await errorOf(post(t.id, t0, 6, { type: "match" }))).toEqual({ status: 422, code: "move/actions_stage" });
    expect(await errorOf(post(t.id, t0, 6, { type: "cheat", die: 4, delta: 1 }))).toEqual({
      status: 422,
      code: "move/bad_die",
    });
    expect(await errorOf(post(t.id, t0, 6, { type: "drink", target: 0 }))).toEqual({
      status: 422,
      code: "move/bad_target",
    });

    // Seat 0 cheats its first 7 up to 8: the others see only that it acted.
    v = await ok<View>(post(t.id, t0, 6, { type: "cheat", die: 0, delta: 1 }));
    expect(st(v).players[0]!.hand).toEqual([8, 7]);
    expect(st(v).actions).toEqual([{ seat: 0, type: "cheat", die: 0, delta: 1 }]);
    expect(texts(v)).toContain("Your Cheat roll (Deceive): 5 and 4; roll value 5.");
    expect(texts(v)).toContain("You cheat your first 7 up to 8.");
    // In Norwegian too, and still only for the seat that cheated (issue 27).
    const nbView = (token?: string) => ok<View>(call(`/api/games/${t.id}?lang=nb`, { token }));
    expect(texts(await nbView(t0))).toContain("Du jukser den første 7-eren din opp til 8.");
    for (const other of [undefined, t1, t2]) {
      const seen = await viewOf(t.id, other);
      expect(st(seen).actions).toEqual([{ seat: 0, type: "secret" }]);
      expect(texts(seen)).toContain("Seat 0 acts.");
      expect(JSON.stringify(seen)).not.toContain("Deceive");
      expect(JSON.stringify(await nbView(other))).not.toMatch(/jukser|7-eren/);
    }

    // Seat 1 watches (roll 6 ≥ 5): the Cheat is caught, seat 0 is removed and out of the turn order.
    v = await ok<View>(post(t.id, t1, 7, { type: "watch" }));
    expect(st(v).catches).toEqual([{ by: 1, seat: 0, action: "cheat", via: "watch" }]);
    expect(st(v).players[0]!.status).toBe("removed");
    expect(st(v)).toMatchObject({ order: [1, 2], turn: 2 });
    expect(texts(v)).toContain("Seat 0 used Cheat and is caught by the Watch of Seat 1: removed from the game.");
    expect(texts(v)).toContain("Your Watch roll (Awareness with Sight): 6 and 2; roll value 6.");
    // The removed seat may now watch from outside, but it is not the one to act.
    const outside = await viewOf(t.id, t0);
    expect(outside.toAct).toEqual([2]);
    expect(outside.legal).toEqual([{ type: "watch" }]);

    // Seat 2 drinks with seat 1: one shot each, seen by all; alcohol stays private.
    v = await ok<View>(post(t.id, t2, 8, { type: "drink", target: 1 }));
    expect(st(v)).toMatchObject({ stage: "actions", pass: 2, turn: 1 });
    expect(st(v).players.map((p) => p.drinks)).toEqual([0, 1, 1]);
    expect(st(v).players[2]).toMatchObject({ alcohol: 1, water: 0 });
    // Seat 1's legal moves: Drink only with seat 2 (seat 0 is removed), Smash too; no Shove to its own place.
    const ones = (await viewOf(t.id, t1)).legal as { type: string; target?: number; to?: number }[];
    expect(ones.filter((m) => m.type === "drink")).toEqual([{ type: "drink", target: 2 }]);
    expect(ones.filter((m) => m.type === "smash")).toEqual([{ type: "smash", target: 2 }]);
    expect(ones.filter((m) => m.type === "shove")).toEqual([{ type: "shove", to: 1 }]);
    expect(ones.filter((m) => m.type === "rig")).toHaveLength(12);
    expect(await errorOf(post(t.id, t1, 9, { type: "drink", target: 0 }))).toEqual({
      status: 422,
      code: "move/bad_target",
    });

    // Seat 1 calls for water: its roll explains the −1 for the shot.
    v = await ok<View>(post(t.id, t1, 9, { type: "water" }));
    expect(texts(v)).toContain(
      "Your Water roll (Soothe): 9 and 10 (−1 drinks) → 8 and 9; roll value 9; needs 9: 1 success.",
    );
    expect(st(v).players[1]).toMatchObject({ water: 1, alcohol: 1, drinks: 1 });
    expect(st(await viewOf(t.id)).actions.at(-1)).toEqual({ seat: 1, type: "water", success: true });

    // Seat 0 watches from outside once; a second time is refused.
    v = await ok<View>(post(t.id, t0, 10, { type: "watch" }));
    expect(v.legal).toEqual([]);
    expect(st(v).players[0]!.status).toBe("removed");
    expect(st(v).actions.at(-1)).toEqual({ seat: 0, type: "watch", out: true });
    expect(texts(v)).toContain("Seat 0 watches (from outside the game).");
    expect(await errorOf(post(t.id, t0, 11, { type: "watch" }))).toEqual({ status: 422, code: "move/already_watched" });

    // Seat 2 smashes seat 1 (one success): seat 1 alone learns which die it rerolled.
    v = await ok<View>(post(t.id, t2, 11, { type: "smash", target: 1 }));
    expect(texts(v)).toContain(
      "Your Smash roll (Martial): 10 and 3 (−1 drinks) → 9 and 2; roll value 9; needs 9: 1 success.",
    );
    expect(texts(v)).toContain("Seat 2 smashes Seat 1: success.");
    const smashed = await viewOf(t.id, t1);
    expect(texts(smashed)).toContain("Seat 2's Smash makes you reroll your 9: it shows 2.");
    expect(texts(smashed)).toContain("Your new die shows 11.");
    expect(texts(await viewOf(t.id, t2))).not.toContain("Seat 2's Smash makes you reroll your 9: it shows 2.");

    // Round 2 begins: three dice each, a fresh round, the pool and drinks carried on.
    expect(st(smashed)).toMatchObject({
      round: 2,
      stage: "betting",
      pass: 1,
      pool: 6,
      order: [1, 2],
      turn: 1,
      actions: [],
      catches: [],
    });
    expect(st(smashed).players[1]).toMatchObject({ hand: [3, 2, 11], handCount: 3, water: 1, alcohol: 1, net: -2 });
    expect(st(await viewOf(t.id, t2)).players[2]).toMatchObject({ hand: [12, 1, 5], handCount: 3 });
    expect(st(smashed).players.map((p) => p.handCount)).toEqual([2, 3, 3]);
    await expectNoLeaks(t.id, t.tokens);

    // The rest of the match (the fixture's rolls are used up: the seeded PRNG rolls on).
    const final = await playToEnd(t, chooser(12));
    expect(final.status).toBe("finished");
    const s = st(final);
    expect(s.stage).toBe("over");
    expect(s.history.map((g) => g.game)).toEqual([1, 2]);
    expect(final.result!.scores).toEqual(s.players.map((p) => p.net));
    expect(final.result!.scores.reduce((a, b) => a + b, 0)).toBe(0);
    const best = Math.max(...final.result!.scores);
    expect(final.result!.winners).toEqual(final.result!.scores.flatMap((n, i) => (n === best ? [i] : [])));
    // Once over, every hand may be shown: the showdown lists them in the history.
    for (const g of s.history) expect(g.shares.reduce((a, b) => a + b, 0)).toBe(g.pool);

    const record = await recordOf(t.id);
    expect(record).toMatchObject({ id: t.id, game: "twelves", seats: 3, result: final.result });
    expect(record.options).toMatchObject({ games: 2, fixture: { rolls: ROLLS } });
    expect(record.moves).toHaveLength(final.version);
    const report = await verifyMatch(record);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    // A record whose result was altered does not verify.
    const forged = { ...record, result: { ...record.result!, winners: [(record.result!.winners[0]! + 1) % 3] } };
    expect((await verifyMatch(forged)).ok).toBe(false);
    expect((await call(`/api/matches/${t.id}`)).status).toBe(200);
  });
});
