// What each seat and a spectator are shown: their own hand only, never the draw
// pile's order or the discard pile's faces; reveal shows it all afterwards.
import { describe, expect, it } from "vitest";
import type { DobbelView } from "../../../src/engine/dobbelsjanse";
import { HANDS, def, draw, play, run, score, stacked } from "./helpers";

const DECK = ["7H", "7S", "QS", "9C", "4C", "KH"];

function midRound() {
  return run(stacked(3, DECK), [
    [0, draw, { turn: 1, table: ["7H"], deckCount: 38 }],
    [1, draw, { turn: 2, discard: ["7S"], deckCount: 37, out: [null, "failed", null] }],
    [2, play("2D"), { turn: 0, table: ["7H", "2D"], hands: [HANDS[3]![0]!, HANDS[3]![1]!, ["AD", "3D"]] }],
    [0, draw, { turn: 2, table: ["7H", "2D", "QS"], deckCount: 36, facesDrawn: 1 }],
  ]);
}

describe("Dobbelsjanse view", () => {
  it("shows the table, counts and players, and the viewer's own hand only", () => {
    const s = midRound();
    expect(def.view(s, 2)).toEqual({
      round: 1,
      turn: 2,
      table: ["7H", "2D", "QS"],
      deckCount: 36,
      facesDrawn: 1,
      doubleChance: null,
      doubleChanceStep: null,
      cleared: [],
      discardCount: 1,
      players: [
        { seat: 0, statusCard: s.players[0]!.statusCard, in: true, out: null, handCount: 3, score: 0 },
        { seat: 1, statusCard: s.players[1]!.statusCard, in: false, out: "failed", handCount: 3, score: 0 },
        {
          seat: 2,
          statusCard: s.players[2]!.statusCard,
          in: true,
          out: null,
          handCount: 2,
          score: 0,
          hand: ["AD", "3D"],
        },
      ],
      lastEvent: { seat: 0, move: "draw", card: "QS", outcome: "first_face", points: null, roundEnded: false },
      over: false,
    });
  });

  it("never shows another seat's hand, the draw pile or the discarded faces", () => {
    const s = midRound();
    const hidden = (seat: number | null) => [
      ...s.players.flatMap((p, i) => (i === seat ? [] : p.hand)),
      ...s.deck.slice(s.drawn),
      "7S", // the failing card, now face down on the discard pile
    ];
    for (const seat of [0, 1, 2, null]) {
      const json = JSON.stringify(def.view(s, seat));
      for (const c of hidden(seat)) expect(json, `seat ${seat} sees ${c}`).not.toContain(`"${c}"`);
      expect(json).not.toMatch(/seed|"deck"|"discard"/);
    }
    for (const p of (def.view(s, null) as { players: object[] }).players) expect(p).not.toHaveProperty("hand");
  });

  it("shows the cleared faces and a round's end in lastEvent", () => {
    const s = run(midRound(), [
      [2, score, { turn: 0, scores: [0, 0, 12], out: [null, "failed", "scored"], dc: [0, 1] }],
      [0, draw, { dc: [0, 2], table: ["7H", "2D", "QS", "9C"], deckCount: 35 }],
      [
        0,
        draw,
        {
          round: 2,
          turn: 1,
          dc: null,
          table: [],
          out: [null, null, null],
          deckCount: 34,
          scores: [18, 0, 12],
          discard: ["7S", "7H", "2D", "9C", "4C"],
          cleared: ["QS"],
        },
      ],
    ]);
    const v = def.view(s, 1) as DobbelView;
    expect(v).toMatchObject({ cleared: ["QS"], discardCount: 5, table: [], round: 2 });
    expect(v.lastEvent).toEqual({ seat: 0, move: "draw", card: "4C", outcome: "placed", points: 18, roundEnded: true });
  });

  it("reveal shows every hand, the rest of the draw pile top first, and the discard pile", () => {
    const s = midRound();
    const r = def.reveal(s) as { players: { hand: string[] }[]; deck: string[]; discard: string[] };
    expect(r.players.map((p) => p.hand)).toEqual([HANDS[3]![0], HANDS[3]![1], ["AD", "3D"]]);
    expect(r.deck.slice(0, 2)).toEqual(["9C", "4C"]);
    expect(r.deck).toHaveLength(36);
    expect(r.discard).toEqual(["7S"]);
  });

  it("lists every legal move exactly as posted, and the timeout move", () => {
    const s = midRound();
    expect(def.toAct(s)).toEqual([2]);
    expect(def.legal(s, 2)).toEqual([
      { type: "draw" },
      { type: "play", card: "AD" },
      { type: "play", card: "3D" },
      { type: "score" },
    ]);
    expect(def.legal(s, 0)).toEqual([]);
    expect(def.legal(s, 1)).toEqual([]);
    expect(def.defaultMove(s, 2)).toEqual({ type: "score" });
    expect(def.defaultMove(s, 0)).toBeNull();
    for (const m of def.legal(s, 2))
      expect(def.apply(s, 2, def.parseMove(JSON.parse(JSON.stringify(m)))!).ok).toBe(true);
  });
});
