// Step runner for the audit tests: after every move it compares the whole
// spectator view (the fields a client reads) with the expected picture, and
// checks that each seat's own view differs from it only by that seat's hand.
import { expect } from "vitest";
import type { DobbelMove, DobbelState, DobbelView } from "../../../src/engine/dobbelsjanse";
import type { DobbelEvent, OutReason } from "../../../src/engine/dobbelsjanse/types";
import { def, play } from "./helpers";
import type { Card } from "../../../src/engine/cards";

export interface ViewPic {
  round: number;
  turn: number | null;
  table: string[];
  deckCount: number;
  facesDrawn: number;
  doubleChance: number | null;
  doubleChanceStep: 1 | 2 | null;
  cleared: string[];
  discardCount: number;
  in: boolean[];
  out: OutReason[];
  handCount: number[];
  score: number[];
  lastEvent: DobbelEvent | null;
  over: boolean;
}

export function picture(s: DobbelState): ViewPic {
  const v = def.view(s, null) as DobbelView;
  return {
    round: v.round,
    turn: v.turn,
    table: v.table,
    deckCount: v.deckCount,
    facesDrawn: v.facesDrawn,
    doubleChance: v.doubleChance,
    doubleChanceStep: v.doubleChanceStep,
    cleared: v.cleared,
    discardCount: v.discardCount,
    in: v.players.map((p) => p.in),
    out: v.players.map((p) => p.out),
    handCount: v.players.map((p) => p.handCount),
    score: v.players.map((p) => p.score),
    lastEvent: v.lastEvent,
    over: v.over,
  };
}

function checkSeatViews(s: DobbelState, label: string): void {
  const spectator = def.view(s, null) as DobbelView;
  expect(
    spectator.players.some((p) => "hand" in p),
    label,
  ).toBe(false);
  for (let seat = 0; seat < s.seats; seat++) {
    const own = def.view(s, seat) as DobbelView;
    const players = spectator.players.map((p, i) => (i === seat ? { ...p, hand: s.players[i]!.hand } : p));
    expect(own, `${label}: seat ${seat}'s view`).toEqual({ ...spectator, players });
  }
  expect(def.toAct(s), label).toEqual(s.turn === null ? [] : [s.turn]);
}

/**
 * A move and the picture's changed fields afterwards (the rest stays as it was),
 * or the code it is refused with. `legal`, when given, is what the seat to act
 * may post next; it is checked for that step only.
 */
export type ViewStep = [seat: number, move: DobbelMove, then: (Partial<ViewPic> & { legal?: DobbelMove[] }) | string];

export function runViews(start: DobbelState, steps: ViewStep[]): DobbelState {
  let state = start;
  let want = picture(start);
  steps.forEach(([seat, move, then], i) => {
    const label = `step ${i}: seat ${seat} ${JSON.stringify(move)}`;
    const r = def.apply(state, seat, move);
    if (typeof then === "string") {
      expect(r.ok ? "accepted" : r.error.code, label).toBe(then);
      return;
    }
    if (!r.ok) throw new Error(`${label} refused: ${r.error.code}`);
    expect(r.value.version, label).toBe(state.version + 1);
    state = r.value;
    const { legal, ...changed } = then;
    want = { ...want, ...changed };
    expect(picture(state), label).toEqual(want);
    if (legal) expect(state.turn === null ? [] : def.legal(state, state.turn), `${label}: legal`).toEqual(legal);
    checkSeatViews(state, label);
  });
  return state;
}

export const ev = (
  seat: number,
  move: DobbelMove["type"],
  card: string | null,
  outcome: DobbelEvent["outcome"],
  points: number | null = null,
  roundEnded = false,
): DobbelEvent => ({ seat, move, card: card as Card | null, outcome, points, roundEnded });

export const plays = (...cards: string[]): DobbelMove[] => cards.map(play);
