// Records everything a person could see of a few hundred seeded matches per game:
// after setup and after every move, each seat's and the spectator's view, the
// moves each seat is offered, who is to act, the log lines each of them may read
// that the move added, and at the end the result, the reveal and every seat's
// whole log. Moves are chosen at random by a seeded policy and go through
// applyEntry, as the room plays them, including timed-out default moves and
// resignations. The digest of a recording pins the output byte for byte
// (golden.test.ts), so the engine's insides can change without anyone noticing.
// Each match also has a short digest of its own, so a change is traced to the
// first match and line that differ (explain.ts, transcript.ts).
import { createHash } from "node:crypto";
import { applyEntry, type LoggedMove } from "../../../src/engine/replay";
import { newRng, nextInt, type RngState } from "../../../src/engine/rng";
import { type AnyGameDef, type BaseState, type Seat, visibleLog } from "../../../src/engine/types";
import { linesAfter, linesOf } from "./lines";
import { CATALOGS } from "../../../src/words/catalogs";

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
    const hands = [
      ["AS", "2S", "3S"],
      ["4S", "5S", "6S"],
      ["7S", "8S", "9S"],
      ["10S", "AH", "2H"],
      ["3H", "4H", "5H"],
      ["6H", "7H", "8H"],
    ];
    return { fixture: { hands: hands.slice(0, seats), deck: ["QS", "9H", "KH", "10H"] } };
  }
  return { games: 1, tableLimit: 8, fixture: { rolls: [12, 12, 1, 1, 6, 7, 8, 9, 10, 11, 12, 3, 3, 3] } };
}

export function seedOf(b: Bucket, i: number): string {
  return createHash("sha256").update(`${b.game}/${b.seats}/${b.options}/${i}`).digest("hex");
}

/** One line of a match's transcript: where in the match it was written, what, and its JSON. */
export interface Line {
  /** "setup", "step 12", "step 12, seat 1", "end, spectator"… */
  where: string;
  tag: string;
  json: string;
}

/** Receives every line of a recording in order. */
type Emit = (where: string, tag: string, x: unknown) => void;

/** The bytes a line adds to the digests (unchanged since digests.json was first written). */
export function lineBytes(tag: string, json: string): string {
  return `${tag}${json}\n`;
}

const jsonOf = (x: unknown): string => JSON.stringify(x) ?? "undefined";

const viewerName = (viewer: Seat | null): string => (viewer === null ? "spectator" : `seat ${viewer}`);

function snapshot(emit: Emit, where: string, def: AnyGameDef, state: BaseState, seats: number, from: number): void {
  emit(where, "version", state.version);
  emit(where, "toAct", def.toAct(state));
  emit(where, "result", def.result(state));
  const fresh = linesAfter(state, from);
  for (let v = -1; v < seats; v++) {
    const viewer: Seat | null = v < 0 ? null : v;
    const at = `${where}, ${viewerName(viewer)}`;
    emit(at, "view", def.view(state, viewer));
    emit(at, "log", visibleLog(fresh, viewer));
    if (viewer !== null) emit(at, "legal", def.legal(state, viewer));
  }
}

/** One match: returns the number of moves. Step n is the n-th entry offered to the engine. */
function playOne(emit: Emit, def: AnyGameDef, b: Bucket, i: number): number {
  const seed = seedOf(b, i);
  const rng = newRng(createHash("sha256").update(`policy:${seed}`).digest("hex"));
  const raw = optionsFor(b.game, b.options, b.seats, rng);
  const parsed = def.parseOptions(raw, b.seats);
  if (!parsed.ok) throw new Error(`${b.game} options refused: ${parsed.error}`);
  let state: BaseState = def.setup({ seats: b.seats, seed, options: parsed.value });
  snapshot(emit, "setup", def, state, b.seats, 0);
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
    const step = `step ${moves + 1}`;
    const r = applyEntry(def, state, entry, CATALOGS.en);
    emit(step, "entry", r.ok ? entry : { refused: r.error });
    if (!r.ok) continue;
    const before = state.log.length;
    state = r.value;
    snapshot(emit, step, def, state, b.seats, before);
  }
  emit("end", "reveal", def.reveal(state));
  const lines = linesOf(state);
  emit("end", "lines", lines);
  for (let v = -1; v < b.seats; v++) {
    const viewer: Seat | null = v < 0 ? null : v;
    emit(`end, ${viewerName(viewer)}`, "whole", visibleLog(lines, viewer));
  }
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

/** Hex characters kept of each match's own digest: enough to tell which match changed. */
export const MATCH_DIGEST_CHARS = 8;

/**
 * A bucket's recording: the digest of all its matches in order (as in digests.json
 * from the start), the number of moves, and each match's own short digest.
 */
export function digest(def: AnyGameDef, b: Bucket): { digest: string; moves: number; matches: string[] } {
  const h = createHash("sha256");
  const matches: string[] = [];
  let moves = 0;
  for (let i = 0; i < b.games; i++) {
    const m = createHash("sha256");
    moves += playOne(
      (_where, tag, x) => {
        const bytes = lineBytes(tag, jsonOf(x));
        h.update(bytes);
        m.update(bytes);
      },
      def,
      b,
      i,
    );
    matches.push(m.digest("hex").slice(0, MATCH_DIGEST_CHARS));
  }
  return { digest: h.digest("hex"), moves, matches };
}

/** Every line of match `i` of a bucket, and that match's short digest. */
export function transcript(def: AnyGameDef, b: Bucket, i: number): { seed: string; lines: Line[]; digest: string } {
  const m = createHash("sha256");
  const lines: Line[] = [];
  playOne(
    (where, tag, x) => {
      const json = jsonOf(x);
      m.update(lineBytes(tag, json));
      lines.push({ where, tag, json });
    },
    def,
    b,
    i,
  );
  return { seed: seedOf(b, i), lines, digest: m.digest("hex").slice(0, MATCH_DIGEST_CHARS) };
}

/** Games per bucket: a few hundred per game in all, fixtures fewer (they start alike). */
export function gamesPer(game: string, options: string): number {
  const seatCounts = game === "dobbelsjanse" ? 4 : 5;
  // Twelves matches are short under a random policy, so more of them.
  const scale = game === "twelves" ? 2 : 1;
  return scale * (options === "default" ? Math.ceil(250 / seatCounts) : Math.ceil(50 / seatCounts));
}
