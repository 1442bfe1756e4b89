// Twelves' "rounds" worth a summary are the games of the match: each ends when
// a pool is won (at the showdown, by the last one in, or by everyone removed at
// once). The summary reads the game record the view keeps, its showdown hands,
// and the log's lines of that game for who left, was caught or passed out.
// The showdown's dice stay drawn in the table's own "Game N ended" panel.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { lastOf, marks } from "../log-read";
import type { RoundEnd, RoundRow, TableContext } from "../renderer";
import { gameLine } from "./table";
import { handWord, signed, stateOf } from "./state";

const WORD: Record<string, string> = {
  leave: tm.tLeftTheGame,
  caught: tm.tCaughtRemoved,
  passout: tm.tPassedOut,
  resign: tm.tResignedCap,
  removed: tm.tRemovedCap,
};

export function twelvesRoundEnds(ctx: TableContext): RoundEnd[] {
  const v = ctx.view;
  const s = stateOf(v);
  if (!s) return [];
  const log = v.log;
  const name = (seat: number) => ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat });
  // The log is in the page's language (src/words/*/log-twelves.ts).
  const starts = marks(log, "game", (tm.lang as string) === "nb" ? /^Spill (\d+) av/ : /^Game (\d+) of/);
  const wins = log.flatMap((e, i) => (e.kind === "win" ? [i] : []));
  return s.history.map((g, k) => {
    const at = wins[k] ?? log.length - 1;
    const from = starts.find((m) => m.k === g.game)?.i ?? 0;
    const lines = log.slice(from, at + 1);
    const shown = new Map((g.showdown ?? []).map((x) => [x.seat, x]));
    const rows: RoundRow[] = s.players.map((_, seat) => {
      const w = g.winners.indexOf(seat);
      const hand = shown.get(seat);
      const gone = lastOf(lines, seat, Object.keys(WORD));
      const result = hand
        ? fmt(tm.tShowed, { hand: hand.hand.join(", "), rank: handWord(hand.rank) })
        : gone
          ? WORD[gone.kind]!
          : w >= 0
            ? tm.tLastIn
            : "—";
      // Net coins after this game are only known for the latest one (the view keeps the running total).
      return {
        seat,
        result,
        points: w >= 0 ? fmt(tm.tTook, { n: g.shares[w]! }) : "—",
        total: k === s.history.length - 1 ? signed(s.players[seat]!.net) : "",
        best: w >= 0,
      };
    });
    const next = starts.find((m) => m.k === g.game + 1);
    return {
      key: `game-${g.game}`,
      at,
      fresh: v.status === "playing" && v.version === log[at]?.n,
      title: fmt(tm.tGameOver2, { g: g.game, n: s.games }),
      how: gameLine(g, name, null),
      resultLabel: tm.tThisGame,
      pointsLabel: tm.tPool,
      totalLabel: tm.tNetCoins,
      rows,
      next: next ? fmt(tm.tNext, { line: log[next.i]!.text }) : tm.tLastGame,
    };
  });
}
