// The Dobbelsjanse view `state` (web/docs/dobbelsjanse-state.md describes every
// field), and the little arithmetic of the table the buttons explain.
export type OutReason = "scored" | "failed" | null;

export interface DobbelPlayer {
  seat: number;
  /** "JS" "JH" "JD" "JC", or a joker: "JK1" / "JK2". */
  statusCard: string;
  in: boolean;
  out: OutReason;
  handCount: number;
  score: number;
  /** Only in the player's own view. */
  hand?: string[];
}

export interface DobbelEvent {
  seat: number;
  move: "draw" | "play" | "score";
  card: string | null;
  outcome: "placed" | "first_face" | "failed" | "second_face" | "eighth_face" | "scored";
  points: number | null;
  roundEnded: boolean;
}

export interface DobbelState {
  round: number;
  turn: number | null;
  table: string[];
  deckCount: number;
  facesDrawn: number;
  doubleChance: number | null;
  doubleChanceStep: 1 | 2 | null;
  cleared: string[];
  discardCount: number;
  players: DobbelPlayer[];
  lastEvent: DobbelEvent | null;
  over: boolean;
}

export type DobbelMove = { type: "draw" } | { type: "play"; card: string } | { type: "score" };

export const FACES_IN_GAME = 8;

export function isFace(code: string): boolean {
  return code[0] === "Q" || code[0] === "K";
}

export function rankOf(code: string): string {
  return code.slice(0, -1);
}

/** The table card a number card would fail on (same rank), or null. */
export function matchOn(table: readonly string[], card: string): string | null {
  return table.find((t) => !isFace(t) && rankOf(t) === rankOf(card)) ?? null;
}

/** 1 (or 2 in a double chance) per number card and Ace, 10 per Queen or King. */
export function points(table: readonly string[], perNumber: 1 | 2): number {
  return table.reduce((n, c) => n + (isFace(c) ? 10 : perNumber), 0);
}

export function faceOnTable(table: readonly string[]): boolean {
  return table.some(isFace);
}

/** "7, 3 or A": the ranks a new number card would fail on. */
export function riskyRanks(table: readonly string[]): string[] {
  return table.filter((c) => !isFace(c)).map(rankOf);
}

export function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
