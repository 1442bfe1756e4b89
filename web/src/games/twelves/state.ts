// The Twelves view `state` (web/docs/twelves-state.md describes every field).
// Only what the table shows is typed here; owner-only fields are optional.
export type TwelvesStatus = "in" | "out" | "removed";

export interface TwelvesPlayer {
  seat: number;
  status: TwelvesStatus;
  bet: number;
  doubled: boolean;
  handCount: number;
  drinks: number;
  drinkTarget: boolean;
  outWatched: boolean;
  net: number;
  hand?: number[];
  hidden?: boolean[];
  alcohol?: number;
  water?: number;
  bonus?: number;
  rig?: number | null;
}

export interface TwelvesAct {
  seat: number;
  type: string;
  target?: number;
  to?: number;
  success?: boolean;
  caught?: boolean;
  out?: boolean;
  die?: number;
  delta?: number;
  face?: number;
  dice?: number[];
}

export interface TwelvesCatch {
  by: number;
  seat: number;
  action: "cheat" | "mystify" | "swap" | "smash";
  via: "watch" | "intimidate";
}

export interface ShowdownHand {
  seat: number;
  hand: number[];
  rank: string;
}

export interface GameRecord {
  game: number;
  pool: number;
  winners: number[];
  shares: number[];
  end: "showdown" | "last" | "removed";
  showdown: ShowdownHand[] | null;
}

export interface TwelvesState {
  game: number;
  games: number;
  round: number;
  stage: "betting" | "actions" | "over";
  pass: 1 | 2;
  lastBetting: boolean;
  pool: number;
  tableLimit: number;
  highestBet: number;
  first: number;
  order: number[];
  turn: number | null;
  players: TwelvesPlayer[];
  actions: TwelvesAct[];
  catches: TwelvesCatch[];
  history: GameRecord[];
}

export type TwelvesMove =
  | { type: "leave" }
  | { type: "double" }
  | { type: "match" }
  | { type: "cheat"; die: number; delta: 1 | -1 }
  | { type: "rig"; face: number }
  | { type: "drink"; target: number }
  | { type: "hide"; dice: number[] }
  | { type: "luck"; dice: number[] }
  | { type: "mystify"; target: number }
  | { type: "shove"; to: number }
  | { type: "intimidate" }
  | { type: "swap"; die: number }
  | { type: "watch" }
  | { type: "water" }
  | { type: "smash"; target: number };

export const ROUNDS = 4;
export const PASS_OUT = 4;

export const ACTION_NAME: Record<string, string> = {
  cheat: "Cheat", rig: "Rig", drink: "Drink", hide: "Hide", luck: "Luck", mystify: "Mystify",
  shove: "Shove", intimidate: "Intimidate", swap: "Swap", watch: "Watch", water: "Water", smash: "Smash",
};

export const STATUS_WORD: Record<TwelvesStatus, string> = { in: "in", out: "out", removed: "removed" };

export function stateOf(v: { state: unknown } | null): TwelvesState | null {
  return (v?.state as TwelvesState | null) ?? null;
}

export function coins(n: number): string {
  return `${n} ${n === 1 ? "coin" : "coins"}`;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}

/** A turn-order position (from 0) as people say it: 1st, 2nd, … */
export function place(n: number): string {
  return ["1st", "2nd", "3rd", "4th", "5th", "6th"][n] ?? `${n + 1}th`;
}
