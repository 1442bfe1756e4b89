// The practice table itself: the whole game held in this browser, as a room holds
// it on the server. Seat 0 is the person, every other seat a bot. It starts from a
// seed the caller drew with crypto.getRandomValues, applies the person's moves
// through the engine, plays a bot's turn when asked, and hands out seat 0's view,
// built as the room builds a seat's view (src/room/object/views.ts), so the same
// renderers draw it. It runs in the practice worker (../practice-worker.ts), or on
// the page itself where no worker can start.
import type { GameDef, Seat } from "../../../src/engine/types";
import { visibleLog } from "../../../src/engine/types";
import { logLines } from "../../../src/engine/log";
import type { LogReader } from "../../../src/engine/log-texts";
import { withNames } from "../i18n/log-lang";
import type { BotLevel } from "../../../src/bots/types";
import { BotRng } from "../../../src/bots/random";
import type { View } from "../../../src/protocol/view";

// biome-ignore lint/suspicious/noExplicitAny: one game's engine and bots, whichever game it is
type Any = any;

/** A game's engine, its log's reader and its two bots (./rules/*.ts). */
export interface GameKit {
  def: GameDef<Any, Any, Any>;
  log: LogReader;
  easy(input: { seat: Seat; view: Any; legal: Any[] }, rng: BotRng): unknown;
  strong(input: { seat: Seat; view: Any; legal: Any[] }, rng: BotRng): unknown;
}

export interface TableSpec {
  game: string;
  seats: number;
  level: BotLevel;
  options: unknown;
  /** 64 hex characters from crypto.getRandomValues: the engine's seed; the bots' seeds come from it too. */
  seed: string;
  names: string[];
}

/**
 * A bot's decision, timed where it ran: `ms` is the policy's own time (the search,
 * for a strong bot), `choices` how many legal moves it chose among (1: no search).
 */
export interface Decision {
  ms: number;
  choices: number;
}

export type Answer = { ok: true; view: View; decision?: Decision } | { ok: false; code: string; message: string };

const YOU: Seat = 0;

export class PracticeTable {
  private state: Any;

  constructor(
    private readonly kit: GameKit,
    private readonly spec: TableSpec,
  ) {
    const opts = kit.def.parseOptions(spec.options, spec.seats);
    if (!opts.ok) throw new Error(opts.error);
    this.state = kit.def.setup({ seats: spec.seats, seed: spec.seed, options: opts.value });
  }

  view(): View {
    const { def } = this.kit;
    const s = this.state;
    const result = def.result(s);
    const names = this.spec.names;
    const v: View = {
      id: "practice",
      game: def.id,
      status: result ? "finished" : "playing",
      version: s.version,
      seats: names.map((name, seat) => ({ seat, name, ...(seat === YOU ? {} : { bot: this.spec.level }) })),
      seatsTotal: this.spec.seats,
      you: YOU,
      toAct: def.toAct(s),
      legal: result ? [] : def.legal(s, YOU),
      state: def.view(s, YOU),
      // In the page's language; engines say "Seat 2", the table puts the names in, as the room does.
      log: visibleLog(logLines(s.log, this.kit.log), YOU).map((e) => ({ ...e, text: withNames(e.text, names) })),
      commitment: "",
    };
    if (result) v.result = result;
    return v;
  }

  /** The person's move: checked by the engine exactly as the room checks it. */
  play(move: unknown): Answer {
    const { def } = this.kit;
    const parsed = def.parseMove(move);
    if (!parsed) return { ok: false, code: "request/invalid", message: "That is not a move of this game." };
    if (!def.toAct(this.state).includes(YOU))
      return { ok: false, code: "move/not_your_turn", message: "It is not your turn." };
    const r = def.apply(this.state, YOU, parsed);
    if (!r.ok) return { ok: false, code: r.error.code, message: r.error.message };
    this.state = r.value;
    return { ok: true, view: this.view() };
  }

  /** The first bot seat the game waits for, or null. */
  botDue(): Seat | null {
    if (this.kit.def.result(this.state)) return null;
    return this.kit.def.toAct(this.state).find((s: Seat) => s !== YOU) ?? null;
  }

  /** Plays one bot's turn (the first bot the game waits for); the view after it, and how long the bot thought. */
  botTurn(): Answer {
    const seat = this.botDue();
    if (seat === null) return { ok: true, view: this.view() };
    const { def } = this.kit;
    const legal = def.legal(this.state, seat);
    let move = legal[0];
    const started = performance.now();
    if (legal.length > 1) {
      const policy = this.spec.level === "strong" ? this.kit.strong : this.kit.easy;
      const input = { seat, view: def.view(this.state, seat), legal };
      // Each decision its own seed: the table's seed, the seat and the version.
      const chosen = policy(input, new BotRng(`${this.spec.seed}:${seat}:${this.state.version}`));
      const key = JSON.stringify(chosen);
      move = legal.find((m: unknown) => JSON.stringify(m) === key) ?? legal[0];
    }
    const decision = { ms: performance.now() - started, choices: legal.length };
    const r = def.apply(this.state, seat, move);
    if (r.ok) this.state = r.value;
    return { ok: true, view: this.view(), decision };
  }
}
