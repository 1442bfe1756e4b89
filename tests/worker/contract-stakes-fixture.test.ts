// api.md's Stakes fields and fixture order, literally: rolls go A then B at setup
// and at each new round, a twist rolls the chosen die, a bust empties the row at
// once and keeps its total until the round ends, roundScores grow on bank or bust,
// score is their sum, and an exact hit scores +5 and takes a die back from the pot.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { ok, post, table, viewOf, type Table } from "./helpers";

interface Player {
  status: string;
  row: string[];
  total: number;
  shield: boolean;
  leverage: number;
  roundScores: number[];
  score: number;
}
interface State {
  round: number;
  dice: { A: number; B: number };
  target: number;
  pot: number;
  deckCount: number;
  players: Player[];
}
const st = (v: View) => v.state as State;

// Round 1: 10S, 9H, 8D, 3C; round 2: 10H, AH, 2S, 10C, AC, then QS for a shield.
const DECK = ["10S", "9H", "8D", "3C", "10H", "AH", "2S", "10C", "AC"];
// A, B at setup; seat 1 twists A; seat 2 twists B; A, B of round 2.
const ROLLS = [2, 3, 1, 1, 5, 6];

async function move(t: Table, seat: number, m: unknown): Promise<View> {
  const { version } = await viewOf(t.id);
  return ok<View>(post(t.id, t.tokens[seat]!, version, m));
}

describe("Stakes fixtures and state fields through the API", () => {
  it("rolls A before B, twists the chosen die, and keeps bust and bank scores as api.md says", async () => {
    const t = await table("stakes", 3, { options: { fixture: { deck: DECK, rolls: ROLLS } } });
    const start = await viewOf(t.id);
    expect(start.toAct).toEqual([0]);
    expect(st(start)).toMatchObject({ round: 1, dice: { A: 2, B: 3 }, target: 15, pot: 0, deckCount: 52 });
    expect(st(start).players).toMatchObject(
      [0, 1, 2].map(() => ({
        status: "live",
        row: [],
        total: 0,
        shield: false,
        leverage: 3,
        roundScores: [],
        score: 0,
      })),
    );

    await move(t, 0, { type: "flip" }); // 10S
    await move(t, 1, { type: "flip" }); // 9H
    await move(t, 2, { type: "flip" }); // 8D
    const thirteen = await move(t, 0, { type: "flip" }); // 3C: 13 of 15
    expect(st(thirteen).players[0]).toMatchObject({ row: ["10S", "3C"], total: 13, status: "live" });
    expect(st(thirteen).deckCount).toBe(48);

    // Seat 1 twists A: the next roll (1) goes to A, B stays.
    const twistA = await move(t, 1, { type: "twist", die: "A" });
    expect(st(twistA)).toMatchObject({ dice: { A: 1, B: 3 }, target: 14, pot: 1 });
    expect(st(twistA).players[1]!.leverage).toBe(2);
    // Seat 2 twists B to 1: the target falls to 12 and seat 0 (13) busts at once.
    const twistB = await move(t, 2, { type: "twist", die: "B" });
    expect(st(twistB)).toMatchObject({ dice: { A: 1, B: 1 }, target: 12, pot: 2, round: 1 });
    expect(st(twistB).players[0]).toMatchObject({ status: "bust", row: [], total: 13, roundScores: [0], score: 0 });
    expect(twistB.toAct).toEqual([1]);
    for (const viewer of [undefined, ...t.tokens]) {
      expect(st(await viewOf(t.id, viewer)).players[0]).toMatchObject({ status: "bust", row: [], total: 13 });
    }

    const bank1 = await move(t, 1, { type: "bank" });
    expect(st(bank1).players[1]).toMatchObject({ status: "banked", row: ["9H"], total: 9, roundScores: [9], score: 9 });
    // The last bank ends the round: round 2 is set up in the same view, A then B from the rolls.
    const round2 = await move(t, 2, { type: "bank" });
    expect(st(round2)).toMatchObject({ round: 2, dice: { A: 5, B: 6 }, target: 21, pot: 2 });
    expect(st(round2).players.map((p) => p.roundScores)).toEqual([[0], [9], [8]]);
    expect(st(round2).players.map((p) => p.score)).toEqual([0, 9, 8]);
    expect(st(round2).players.map((p) => ({ status: p.status, row: p.row, total: p.total }))).toEqual(
      [0, 1, 2].map(() => ({ status: "live", row: [], total: 0 })),
    );
    // The first player passes one seat to the left.
    expect(round2.toAct).toEqual([1]);

    await move(t, 1, { type: "flip" }); // 10H
    await move(t, 2, { type: "flip" }); // AH
    await move(t, 0, { type: "flip" }); // 2S
    await move(t, 1, { type: "flip" }); // 10C: 20
    await move(t, 2, { type: "bank" }); // 1
    await move(t, 0, { type: "bank" }); // 2
    const hit = await move(t, 1, { type: "flip" }); // AC: 21, exactly the target
    expect(st(hit).players[1]).toMatchObject({ total: 21, status: "live" });
    // Banking on the target: 21 + 5, and one die back from the pot.
    const exact = await move(t, 1, { type: "bank" });
    expect(st(exact).round).toBe(3);
    expect(st(exact).pot).toBe(1);
    expect(st(exact).players[1]).toMatchObject({ roundScores: [9, 26], score: 35, leverage: 3 });
    expect(st(exact).players.map((p) => p.roundScores)).toEqual([
      [0, 2],
      [9, 26],
      [8, 1],
    ]);
    // The fixture's rolls are used up: round 3's dice come from the seeded PRNG, within 1..6.
    const { A, B } = st(exact).dice;
    expect(st(exact).target).toBe(A + B + 10);
  });

  it("gives a Queen's shield as a boolean that a flipped bust card spends", async () => {
    // Seat 0: QS (shield), then 10S, 9S: 19 > 12 would bust, the shield discards the 9S.
    const t = await table("stakes", 3, {
      options: { fixture: { deck: ["QS", "2H", "2D", "10S", "3H", "3D", "9S"], rolls: [1, 1] } },
    });
    expect(st(await move(t, 0, { type: "flip" })).players[0]).toMatchObject({ shield: true, total: 0, row: ["QS"] });
    await move(t, 1, { type: "flip" });
    await move(t, 2, { type: "flip" });
    await move(t, 0, { type: "flip" }); // 10S
    await move(t, 1, { type: "flip" });
    await move(t, 2, { type: "flip" });
    const saved = await move(t, 0, { type: "flip" }); // 9S: shielded
    expect(st(saved).players[0]).toMatchObject({ shield: false, total: 10, row: ["QS", "10S"], status: "live" });
  });
});
