// One replay step as the spectator's view the renderers already draw, with the
// log's private lines included (nothing is hidden any more once a match is over)
// and seat numbers in the engine's lines turned into the players' names.
import { logLines } from "../../../src/engine/log";
import type { AnyGameDef, BaseState } from "../../../src/engine/types";
import type { MatchRecord, View } from "../../../src/protocol";

const SEAT_REF = /\bSeat (\d+)\b/g;

export function namesOf(record: MatchRecord): string[] {
  const names = Array.from({ length: record.seats }, (_, i) => `Seat ${i}`);
  for (const p of record.players) names[p.seat] = p.name;
  return names;
}

export function withNames(text: string, names: readonly string[]): string {
  return text.replace(SEAT_REF, (m, n: string) => names[Number(n)] ?? m);
}

export function stepView(record: MatchRecord, def: AnyGameDef, state: BaseState, names: readonly string[]): View {
  const result = def.result(state);
  const view: View = {
    id: record.id,
    game: record.game,
    status: result ? "finished" : "playing",
    version: state.version,
    // A bot seat keeps its level (records since bots carry it), so the table marks it.
    seats: names.map((name, seat) => ({ ...record.players.find((p) => p.seat === seat), seat, name })),
    seatsTotal: record.seats,
    you: null,
    toAct: def.toAct(state),
    legal: [],
    state: def.view(state, null),
    // A private line ("You see 7H on top…") says whom it was for.
    log: logLines(state.log).map(({ to, ...e }) => {
      const text = withNames(e.text, names);
      return { ...e, text: to ? `(${to.map((s) => names[s] ?? `Seat ${s}`).join(", ")} only) ${text}` : text };
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
