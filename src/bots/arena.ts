// Plays a whole match between policies, each seat deciding from its own view and
// legal moves only, exactly as the room asks a bot. Used by the strength report
// and the tests; `onDecision` lets them time or inspect each decision.
import type { AnyGameDef, GameResult, Seat } from "../engine/types";
import { BotRng } from "./random";
import type { Policy } from "./types";

// biome-ignore lint/suspicious/noExplicitAny: any game's (or policy's) types, for code that handles them all alike
export type AnyPolicy = Policy<any, any>;

export interface ArenaOptions {
  def: AnyGameDef;
  seats: number;
  /** The engine's seed (64 hex). */
  seed: string;
  /** One policy per seat. */
  policies: AnyPolicy[];
  /** Seeds the bots' decisions (each decision gets `${botSeed}:${seat}:${version}`). */
  botSeed: string;
  options?: unknown;
  maxMoves?: number;
  onDecision?(seat: Seat, policy: AnyPolicy, ms: number): void;
  /** Milliseconds for `onDecision` (default: wall clock; the report passes CPU time). */
  clock?(): number;
}

export interface ArenaResult {
  result: GameResult;
  moves: number;
}

const key = (m: unknown) => JSON.stringify(m);

export function playMatch(o: ArenaOptions): ArenaResult {
  const parsed = o.def.parseOptions(o.options ?? {}, o.seats);
  if (!parsed.ok) throw new Error(`${o.def.id}: ${parsed.error}`);
  let state = o.def.setup({ seats: o.seats, seed: o.seed, options: parsed.value });
  let moves = 0;
  const max = o.maxMoves ?? 20000;
  for (;;) {
    const result = o.def.result(state);
    if (result) return { result, moves };
    if (moves >= max) throw new Error(`${o.def.id}: no result after ${max} moves (seed ${o.seed})`);
    const seat = o.def.toAct(state)[0]!;
    const legal = o.def.legal(state, seat);
    const policy = o.policies[seat]!;
    const rng = new BotRng(`${o.botSeed}:${seat}:${moves}`);
    const clock = o.clock ?? (() => performance.now());
    const t0 = o.onDecision ? clock() : 0;
    const move = legal.length === 1 ? legal[0] : policy({ seat, view: o.def.view(state, seat), legal }, rng);
    if (o.onDecision && legal.length > 1) o.onDecision(seat, policy, clock() - t0);
    const chosen = key(move);
    if (!legal.some((m) => key(m) === chosen)) {
      throw new Error(
        `${o.def.id}: seat ${seat} chose ${chosen}, not among its legal moves ${key(legal)} (seed ${o.seed}, move ${moves})`,
      );
    }
    const r = o.def.apply(state, seat, move);
    if (!r.ok) throw new Error(`${o.def.id}: legal move refused: ${r.error.code}`);
    state = r.value;
    moves++;
  }
}
