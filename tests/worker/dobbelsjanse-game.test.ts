// Dobbelsjanse through the HTTP API with every hand and the whole draw pile
// stacked: four seats play a scripted game to the eighth face card, checking
// the views at chosen points (exact state, nothing hidden leaking to other
// seats or a spectator), the refusals, and the D1 record, which verifies.
import { describe, expect, it } from "vitest";
import type { DobbelView } from "../../src/engine/dobbelsjanse/view";
import type { View } from "../../src/protocol/view";
import { verifyMatch } from "../../src/verify/verify-match";
import { errorOf, ok, post, recordOf, table, viewOf, type Table } from "./helpers";

const st = (v: View) => v.state as DobbelView;

const HANDS = [
  ["2H", "5C", "9D"],
  ["3S", "6H", "10C"],
  ["4D", "7S", "8H"],
  ["AS", "2C", "7D"],
];
// Every card drawn in the game, in order; KC is the eighth face card.
const DECK = ["7H", "QS", "8C", "4S", "KH", "9S", "KD", "5H", "10S", "3D", "3H", "QH", "QD", "KS", "QC", "6S", "KC"];

const DRAW = { type: "draw" };
const SCORE = { type: "score" };
const play = (card: string) => ({ type: "play", card });

/** Plays one move for `seat` at the current version and returns the mover's view. */
async function move(t: Table, seat: number, m: unknown): Promise<View> {
  const { version } = await viewOf(t.id);
  return ok<View>(post(t.id, t.tokens[seat]!, version, m));
}

/** The parts of a view that carry game information (ids and commitments are random text). */
function gameText(v: View): string {
  return JSON.stringify({ state: v.state, legal: v.legal, log: v.log });
}

/** No view but the owner's shows a hand card; nobody sees the cards still in the draw pile. */
async function expectNothingHidden(t: Table, undrawn: string[]): Promise<void> {
  const viewers: (number | null)[] = [null, ...t.tokens.map((_, i) => i)];
  for (const viewer of viewers) {
    const v = await viewOf(t.id, viewer === null ? undefined : t.tokens[viewer]);
    const text = gameText(v);
    const players = st(v).players;
    for (const p of players) {
      if (p.seat === viewer) expect(p.hand).toHaveLength(p.handCount);
      else expect(p).not.toHaveProperty("hand");
    }
    const theirs = HANDS.flatMap((h, seat) => (seat === viewer ? [] : h));
    // A hand card someone has played is public from then on; the rest must not appear.
    const played = new Set(
      v.log.filter((e) => e.kind === "play").map((e) => /plays (\S+) from hand/.exec(e.text)![1]!),
    );
    for (const c of [...theirs.filter((c) => !played.has(c)), ...undrawn])
      expect(text, `${viewer === null ? "spectator" : `seat ${viewer}`} sees ${c}`).not.toMatch(
        new RegExp(`\\b${c}\\b`),
      );
    expect(text).not.toMatch(/seed|"deck"|"discard"/);
  }
}

describe("Dobbelsjanse through the API", () => {
  it("plays a stacked game to the eighth face card, keeps hands private, refuses what the rules forbid, and records it", async () => {
    const t = await table("dobbelsjanse", 4, { options: { fixture: { hands: HANDS, deck: DECK } } });

    const start = await viewOf(t.id, t.tokens[0]);
    expect(start.status).toBe("playing");
    expect(start.toAct).toEqual([0]);
    const s0 = st(start);
    expect(s0).toEqual({
      round: 1,
      turn: 0,
      table: [],
      deckCount: 36,
      facesDrawn: 0,
      doubleChance: null,
      doubleChanceStep: null,
      cleared: [],
      discardCount: 0,
      players: HANDS.map((hand, seat) => ({
        seat,
        statusCard: s0.players[seat]!.statusCard,
        in: true,
        out: null,
        handCount: 3,
        score: 0,
        ...(seat === 0 ? { hand } : {}),
      })),
      lastEvent: null,
      over: false,
    });
    // Four seats: the status cards are the four Jacks, each dealt once.
    expect(s0.players.map((p) => p.statusCard).sort()).toEqual(["JC", "JD", "JH", "JS"]);
    expect(start.legal).toEqual([DRAW, play("2H"), play("5C"), play("9D"), SCORE]);
    expect((await viewOf(t.id, t.tokens[1])).legal).toEqual([]);
    await expectNothingHidden(t, DECK);

    // Refusals: not your turn, a card not in your hand, a malformed move.
    expect(await errorOf(post(t.id, t.tokens[1]!, 0, DRAW))).toEqual({ status: 422, code: "move/not_your_turn" });
    expect(await errorOf(post(t.id, t.tokens[0]!, 0, play("3S")))).toEqual({ status: 422, code: "move/not_in_hand" });
    expect(await errorOf(post(t.id, t.tokens[0]!, 0, { type: "play", card: "2H", also: 1 }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(post(t.id, t.tokens[0]!, 0, { type: "play", card: "JH" }))).toEqual({
      status: 422,
      code: "move/not_in_hand",
    });

    // Round 1.
    expect(st(await move(t, 0, DRAW)).table).toEqual(["7H"]);
    expect(st(await move(t, 1, play("3S"))).players[1]!.hand).toEqual(["6H", "10C"]);
    const failed = await move(t, 2, play("7S"));
    expect(st(failed)).toMatchObject({
      table: ["7H", "3S"],
      discardCount: 1,
      turn: 3,
      lastEvent: { seat: 2, move: "play", card: "7S", outcome: "failed", points: null, roundEnded: false },
    });
    expect(st(failed).players[2]).toMatchObject({ in: false, out: "failed", handCount: 2, hand: ["4D", "8H"] });
    expect(failed.log.at(-1)!.text).toBe("Seat 2 fails: 7S matches 7H.");
    // Out of the round: no moves, and a move out of turn is refused.
    expect(await errorOf(post(t.id, t.tokens[2]!, failed.version, DRAW))).toEqual({
      status: 422,
      code: "move/not_your_turn",
    });

    const face = await move(t, 3, DRAW); // QS: first face card, nothing happens
    expect(st(face)).toMatchObject({ table: ["7H", "3S", "QS"], facesDrawn: 1, turn: 0 });
    expect(st(face).lastEvent).toMatchObject({ outcome: "first_face" });
    const annScores = await move(t, 0, SCORE);
    expect(st(annScores).players[0]).toMatchObject({ out: "scored", in: false, score: 12 });
    expect(st(annScores).lastEvent).toEqual({
      seat: 0,
      move: "score",
      card: null,
      outcome: "scored",
      points: 12,
      roundEnded: false,
    });
    await move(t, 1, DRAW); // 8C
    const diScores = await move(t, 3, SCORE);
    expect(st(diScores).players[3]!.score).toBe(13);

    // Only seat 1 is left in: the double chance, two steps, no plain score.
    const dc = await viewOf(t.id, t.tokens[1]);
    expect(st(dc)).toMatchObject({ doubleChance: 1, doubleChanceStep: 1, turn: 1, table: ["7H", "3S", "QS", "8C"] });
    expect(dc.log.at(-1)!.text).toBe("Double chance for Seat 1!");
    expect(dc.legal).toEqual([DRAW, play("6H"), play("10C")]);
    expect(await errorOf(post(t.id, t.tokens[1]!, dc.version, SCORE))).toEqual({
      status: 422,
      code: "move/no_score_in_double_chance",
    });
    const step2 = await move(t, 1, play("6H"));
    expect(st(step2)).toMatchObject({ doubleChance: 1, doubleChanceStep: 2, table: ["7H", "3S", "QS", "8C", "6H"] });
    expect(step2.legal).toEqual([DRAW]);
    expect(await errorOf(post(t.id, t.tokens[1]!, step2.version, play("10C")))).toEqual({
      status: 422,
      code: "move/double_chance_needs_a_draw",
    });
    const scored = await move(t, 1, DRAW); // 4S: safe, 2 × 5 + 10
    expect(st(scored)).toEqual({
      round: 2,
      turn: 2,
      table: [],
      deckCount: 32,
      facesDrawn: 1,
      doubleChance: null,
      doubleChanceStep: null,
      cleared: ["QS"],
      discardCount: 6,
      players: [12, 20, 0, 13].map((score, seat) => ({
        seat,
        statusCard: s0.players[seat]!.statusCard,
        in: true,
        out: null,
        handCount: [3, 1, 2, 3][seat],
        score,
        ...(seat === 1 ? { hand: ["10C"] } : {}),
      })),
      lastEvent: { seat: 1, move: "draw", card: "4S", outcome: "placed", points: 20, roundEnded: true },
      over: false,
    });
    expect(scored.log.slice(-2).map((e) => e.text)).toEqual([
      "Seat 1 scores 20 with the double chance.",
      "Round 2 begins. Seat 2 starts.",
    ]);
    await expectNothingHidden(t, DECK.slice(4));

    // Round 2: the second face card ends it; the seat left of its drawer begins round 3.
    await move(t, 2, DRAW); // KH
    await move(t, 3, DRAW); // 9S
    const second = await move(t, 0, DRAW); // KD
    expect(st(second)).toMatchObject({ round: 3, turn: 1, table: [], facesDrawn: 3, cleared: ["QS", "KH", "KD"] });
    expect(st(second).lastEvent).toMatchObject({ card: "KD", outcome: "second_face", points: null, roundEnded: true });

    // Round 3: a fail, two scores, and a double chance that fails.
    await move(t, 1, DRAW); // 5H
    await move(t, 2, SCORE); // 1
    await move(t, 3, play("AS"));
    await move(t, 0, play("5C")); // fails on 5H
    await move(t, 1, DRAW); // 10S
    await move(t, 3, DRAW); // 3D
    await move(t, 1, SCORE); // 4; only seat 3 is left in
    const dcFails = await move(t, 3, DRAW); // 3H
    expect(st(dcFails)).toMatchObject({ round: 4, turn: 0, doubleChance: null });
    expect(st(dcFails).players.map((p) => p.score)).toEqual([12, 24, 1, 13]);
    expect(dcFails.log.map((e) => e.text)).toContain("The double chance fails: Seat 3 scores nothing.");

    // Rounds 4–6: the eighth face card ends the game at once.
    await move(t, 0, DRAW); // QH
    await move(t, 1, DRAW); // QD
    await move(t, 2, DRAW); // KS
    await move(t, 3, DRAW); // QC
    await move(t, 0, DRAW); // 6S
    expect(st(await viewOf(t.id)).facesDrawn).toBe(7);
    const last = await move(t, 1, DRAW); // KC
    expect(last.status).toBe("finished");
    expect(last.result).toEqual({ winners: [1], scores: [12, 24, 1, 13] });
    expect(st(last)).toMatchObject({
      over: true,
      turn: null,
      facesDrawn: 8,
      round: 6,
      table: ["6S", "KC"],
      deckCount: 19,
    });
    expect(st(last).lastEvent).toMatchObject({ card: "KC", outcome: "eighth_face" });
    expect(last.log.at(-1)!.text).toBe("Seat 1 wins with 24.");
    expect(last.toAct).toEqual([]);
    expect(last.legal).toEqual([]);
    expect((await errorOf(post(t.id, t.tokens[2]!, last.version, DRAW))).status).toBe(409);

    // The D1 record replays to the same result and verifies.
    const record = await recordOf(t.id);
    expect(record).toMatchObject({ id: t.id, game: "dobbelsjanse", seats: 4, result: last.result });
    expect(record.options).toEqual({ fixture: { hands: HANDS, deck: DECK } });
    expect(record.moves).toHaveLength(last.version);
    const report = await verifyMatch(record);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    // A record whose result was changed does not verify.
    const forged = await verifyMatch({ ...record, result: { winners: [3], scores: [12, 24, 1, 30] } });
    expect(forged.ok).toBe(false);
    expect(forged.problems.map((p) => p.kind)).toContain("result");
  });

  it("deals both jokers as status cards with six seats", async () => {
    const t = await table("dobbelsjanse", 6);
    const v = await viewOf(t.id);
    expect(
      st(v)
        .players.map((p) => p.statusCard)
        .sort(),
    ).toEqual(["JC", "JD", "JH", "JK1", "JK2", "JS"]);
    expect(st(v).deckCount).toBe(48 - 18);
  });
});
