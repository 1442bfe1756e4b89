// Records everything a person could see of a few hundred seeded matches per game:
// after setup and after every move, each seat's and the spectator's view, the
// moves each seat is offered, who is to act, the log lines each of them may read
// that the move added, and at the end the result, the reveal and every seat's
// whole log. Moves are chosen at random by a seeded policy and go through
// applyEntry, as the room plays them, including timed-out default moves and
// resignations. The digest of a recording pins the output byte for byte
// (golden.test.ts), so the engine's insides can change without anyone noticing.
import { createHash, type Hash } from "node:crypto";
import { applyEntry, type LoggedMove } from "../../../src/engine/replay";
import { newRng, nextInt, type RngState } from "../../../src/engine/rng";
import { type AnyGameDef, type BaseState, type Seat, visibleLog } from "../../../src/engine/types";
import { linesOf } from "./lines";

export interface Bucket {
  game: string;
  seats: number;
  /** Which option set: "default" or a fixture's name. */
  options: string;
  games: number;
}

/** Options per game and bucket; fixtures stack a few cards or rolls, the rest stays seeded. */
export function optionsFor(game: string, variant: string, seats: number, rng: RngState): unknown {
  if (variant === "default") return game === "twelves" ? { games: 1 + nextInt(rng, 2) } : undefined;
  if (game === "stakes") return { fixture: { deck: ["JH", "KS", "QD", "7C", "JS", "10H"], rolls: [3, 4, 6, 6, 1] } };
  if (game === "dobbelsjanse") {
    const hands = [["AS", "2S", "3S"], ["4S", "5S", "6S"], ["7S", "8S", "9S"], ["10S", "AH", "2H"], ["3H", "4H", "5H"], ["6H", "7H", "8H"]];
    return { fixture: { hands: hands.slice(0, seats), deck: ["QS", "9H", "KH", "10H"] } };
  }
  return { games: 1, tableLimit: 8, fixture: { rolls: [12, 12, 1, 1, 6, 7, 8, 9, 10, 11, 12, 3, 3, 3] } };
}

function seedOf(b: Bucket, i: number): string {
  return createHash("sha256").update(`${b.game}/${b.seats}/${b.options}/${i}`).digest("hex");
}

function put(h: Hash, tag: string, x: unknown): void {
  h.update(tag);
  h.update(JSON.stringify(x) ?? "undefined");
  h.update("\n");
}

function snapshot(h: Hash, def: AnyGameDef, state: BaseState, seats: number, from: number): void {
  const lines = linesOf(state);
  put(h, "version", state.version);
  put(h, "toAct", def.toAct(state));
  put(h, "result", def.result(state));
  const fresh = lines.slice(from);
  for (let v = -1; v < seats; v++) {
    const viewer: Seat | null = v < 0 ? null : v;
    put(h, "view", def.view(state, viewer));
    put(h, "log", visibleLog(fresh, viewer));
    if (viewer !== null) put(h, "legal", def.legal(state, viewer));
  }
}

/** One match: returns the number of moves. */
function playOne(h: Hash, def: AnyGameDef, b: Bucket, i: number): number {
  const seed = seedOf(b, i);
  const rng = newRng(createHash("sha256").update(`policy:${seed}`).digest("hex"));
  const raw = optionsFor(b.game, b.options, b.seats, rng);
  const parsed = def.parseOptions(raw, b.seats);
  if (!parsed.ok) throw new Error(`${b.game} options refused: ${parsed.error}`);
  let state: BaseState = def.setup({ seats: b.seats, seed, options: parsed.value });
  snapshot(h, def, state, b.seats, 0);
  let moves = 0;
  for (; def.result(state) === null; moves++) {
    if (moves > 20_000) throw new Error(`${b.game} seed ${seed}: no end`);
    const actors = def.toAct(state);
    const seat = actors[nextInt(rng, actors.length)]!;
    const roll = nextInt(rng, 200);
    let entry: LoggedMove;
    if (roll === 0 && def.resign) entry = { seat, resign: true, by: nextInt(rng, 2) ? "timeout" : "resigned" };
    else if (roll < 8) entry = { seat, move: def.defaultMove(state, seat), by: roll < 4 ? "timeout" : "resigned" };
    else {
      const legal = def.legal(state, seat);
      let move = legal[nextInt(rng, legal.length)];
      // Leaving ends a seat's Twelves game at once: chosen half as often, matches reach the showdown.
      if (move.type === "leave") move = legal[nextInt(rng, legal.length)];
      entry = { seat, move };
    }
    const r = applyEntry(def, state, entry);
    put(h, "entry", r.ok ? entry : { refused: r.error });
    if (!r.ok) continue;
    const before = linesOf(state).length;
    state = r.value;
    snapshot(h, def, state, b.seats, before);
  }
  put(h, "reveal", def.reveal(state));
  const lines = linesOf(state);
  put(h, "lines", lines);
  for (let v = -1; v < b.seats; v++) put(h, "whole", visibleLog(lines, v < 0 ? null : v));
  return moves;
}

export function buckets(defs: readonly AnyGameDef[], perBucket: (game: string, options: string) => number): Bucket[] {
  const out: Bucket[] = [];
  for (const def of defs) {
    for (let seats = def.minSeats; seats <= def.maxSeats; seats++) {
      for (const options of ["default", "fixture"]) {
        const games = perBucket(def.id, options);
        if (games > 0) out.push({ game: def.id, seats, options, games });
      }
    }
  }
  return out;
}

export function digest(def: AnyGameDef, b: Bucket): { digest: string; moves: number } {
  const h = createHash("sha256");
  let moves = 0;
  for (let i = 0; i < b.games; i++) moves += playOne(h, def, b, i);
  return { digest: h.digest("hex"), moves };
}

/** Games per bucket: a few hundred per game in all, fixtures fewer (they start alike). */
export function gamesPer(game: string, options: string): number {
  const seatCounts = game === "dobbelsjanse" ? 4 : 5;
  // Twelves matches are short under a random policy, so more of them.
  const scale = game === "twelves" ? 2 : 1;
  return scale * (options === "default" ? Math.ceil(250 / seatCounts) : Math.ceil(50 / seatCounts));
}
