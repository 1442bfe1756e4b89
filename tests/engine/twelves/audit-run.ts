// Table-driven audit scenarios: a fixture, moves that must all be accepted (each by
// the seat whose turn it is, which play() enforces), then what one viewer's view
// must show, which log lines it reads, and how many scripted rolls were left
// unconsumed (a sentinel roll left over proves an action rolled nothing more).
import { expect } from "vitest";
import { twelves, type TwelvesMove, type TwelvesState } from "../../../src/engine/twelves";
import { visibleLog, type Seat } from "../../../src/engine/types";
import { playAll, start } from "./helpers";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

export interface Scenario {
  name: string;
  seats: number;
  rolls: number[];
  games?: number;
  tableLimit?: number;
  moves: [Seat, TwelvesMove][];
  viewer: Seat | null;
  /** Matched against the viewer's `state` (arrays exactly, objects by the keys given). */
  view: Record<string, unknown>;
  toAct?: Seat[];
  /** Lines the viewer's log must contain. */
  logs?: string[];
  /** The same in Norwegian (issue 27: private lines too are in the reader's language). */
  logsNb?: string[];
  rollsLeft: number;
  /** Further checks on the final state (legal moves of other seats, the result). */
  also?: (st: TwelvesState) => void;
}

/** A seat's entry as every viewer sees it. */
export const pub = (seat: Seat, o: Partial<Record<string, unknown>> = {}): Record<string, unknown> => ({
  seat,
  status: "in",
  bet: 1,
  doubled: false,
  handCount: 2,
  drinks: 0,
  drinkTarget: false,
  outWatched: false,
  net: -1,
  ...o,
});

/** A seat's entry as its owner sees it. */
export const own = (seat: Seat, hand: number[], o: Partial<Record<string, unknown>> = {}): Record<string, unknown> =>
  pub(seat, {
    handCount: hand.length,
    hand,
    hidden: hand.map(() => false),
    alcohol: 0,
    water: 0,
    bonus: 0,
    rig: null,
    ...o,
  });

export function runScenario(c: Scenario): TwelvesState {
  const st = playAll(start(c.seats, c.rolls, { games: c.games ?? 1, tableLimit: c.tableLimit ?? 64 }), c.moves);
  const v = twelves.view(st, c.viewer) as unknown as Record<string, unknown>;
  for (const [k, want] of Object.entries(c.view)) {
    if (k === "players") {
      // Every seat's entry exactly: no field missing, none extra (nothing leaks).
      expect(v.players, "players").toEqual(want);
    } else {
      expect(v[k], k).toEqual(want);
    }
  }
  if (c.toAct) expect(twelves.toAct(st)).toEqual(c.toAct);
  const lines = visibleLog(logLines(st.log, logIn("en")), c.viewer).map((e) => e.text);
  for (const l of c.logs ?? []) expect(lines).toContain(l);
  const nb = visibleLog(logLines(st.log, logIn("nb")), c.viewer).map((e) => e.text);
  for (const l of c.logsNb ?? []) expect(nb).toContain(l);
  expect(st.random.rolls.length, "scripted rolls left").toBe(c.rollsLeft);
  c.also?.(st);
  return st;
}

export const M = { type: "match" } as const;
export const L = { type: "leave" } as const;
export const D = { type: "double" } as const;
export const W = { type: "water" } as const;
export const WATCH = { type: "watch" } as const;
export const moveList = (m: TwelvesMove[]): string[] => m.map((x) => JSON.stringify(x));
