// One replay step as the spectator's view the renderers already draw, with the
// log's private lines included (nothing is hidden any more once a match is over),
// in the page's language, and seat numbers in the engine's lines turned into the
// players' names.
import { logLines } from "../../../src/engine/log";
import type { LogReader } from "../../../src/engine/log-texts";
import type { AnyGameDef, BaseState } from "../../../src/engine/types";
import type { MatchRecord, View } from "../../../src/protocol";
import { fmt } from "../i18n/format";
import { withNames } from "../i18n/log-lang";
import * as m from "../i18n/messages";

/** A seat with no player's name: "Seat 2". */
export const seatName = (seat: number): string => fmt(m.sSeat, { n: seat });

export function namesOf(record: MatchRecord): string[] {
  const names = Array.from({ length: record.seats }, (_, i) => seatName(i));
  for (const p of record.players) names[p.seat] = p.name;
  return names;
}

/**
 * The names as a log line with this `n` was written: a seat taken over
 * (`players[i].replacedBy`) is the new player's from its `fromMove` on (the move at
 * version v writes lines with n = v + 1).
 */
export function namesAt(record: MatchRecord, n: number, names: readonly string[]): string[] {
  const out = names.slice();
  for (const p of record.players) for (const r of p.replacedBy ?? []) if (r.fromMove < n) out[p.seat] = r.name;
  return out;
}

/** `log`: how the page reads the log (../games/load.ts). */
export function stepView(
  record: MatchRecord,
  def: AnyGameDef,
  state: BaseState,
  names: readonly string[],
  log: LogReader,
): View {
  const result = def.result(state);
  const view: View = {
    id: record.id,
    game: record.game,
    status: result ? "finished" : "playing",
    version: state.version,
    // A bot seat keeps its level (records since bots carry it), so the table marks it.
    seats: namesAt(record, state.version + 1, names).map((name, seat) => ({
      ...seatMark(record, seat, state.version),
      seat,
      name,
    })),
    seatsTotal: record.seats,
    you: null,
    toAct: def.toAct(state),
    legal: [],
    state: def.view(state, null),
    // A private line ("You see 7H on top…") says whom it was for.
    log: logLines(state.log, log).map(({ to, ...e }) => {
      const text = withNames(e.text, namesAt(record, e.n, names));
      return {
        ...e,
        text: to ? fmt(m.rpOnly, { names: to.map((s) => names[s] ?? seatName(s)).join(", "), text }) : text,
      };
    }),
    commitment: record.commitment,
  };
  if (result) view.result = result;
  return view;
}

/** The log lines written by the move that led to this step (at step 0: the deal's). */
export function stepLines(view: View): string[] {
  return view.log.filter((e) => e.n === view.version).map((e) => e.text);
}

/** The seat's bot level at this step: its own, or that of the bot that took it over by then. */
function seatMark(record: MatchRecord, seat: number, version: number): { bot?: "easy" | "strong" } {
  const p = record.players.find((x) => x.seat === seat);
  let bot = p?.bot;
  for (const r of p?.replacedBy ?? []) if (r.fromMove <= version) bot = r.bot;
  return bot ? { bot } : {};
}
