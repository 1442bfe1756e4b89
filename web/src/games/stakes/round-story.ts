// What the Stakes log says about rounds: each finished round's results for the
// summary, and, for a seat that busted this round, the row it busted with (the
// engine puts a busted row on the discard pile at once, so only the log still
// shows those cards), the card that did it, its total and the target then.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { cardAfter, lastOf, marks, numberAfter, type Line } from "../log-read";
import type { RoundEnd, RoundRow, TableContext } from "../renderer";
import { isDuel, type StakesState } from "./state";

// The log comes in the page's language (src/words/*/log-stakes.ts): its words to read it by.
// The build writes the page language in, so a page keeps only its own language's words.
const LOG =
  (tm.lang as string) === "nb"
    ? {
        starts: /^Runde (\d+): terningene/,
        ends: /^Runde (\d+) er over/,
        target: "målet er",
        moved: "Målet er",
        flips: "snur",
        at: "på",
      }
    : {
        starts: /^Round (\d+): dice/,
        ends: /^Round (\d+) ends/,
        target: "target",
        moved: "Target",
        flips: "flips",
        at: "at",
      };
const STARTS = LOG.starts;
const ENDS = LOG.ends;
const MOVED = new RegExp(`${LOG.moved} (\\d+)\\.$`);

/** The lines of round `r` (from its opening line up to, not including, `end`). */
function roundLines(log: readonly Line[], r: number, end = log.length): { from: number; lines: Line[] } {
  const start = marks(log, "round", STARTS).find((m) => m.k === r);
  const from = start ? start.i : 0;
  return { from, lines: log.slice(from, end) };
}

export interface Bust {
  /** The cards that were in the row, in order. */
  row: string[];
  /** The flipped card that busted it; null when a twist or nudge lowered the target. */
  card: string | null;
  total: number;
  target: number;
  /** The log's own words for it ("Bob's twist busts Ann at 17."). */
  why: string;
}

/** How `seat` busted in the current round, read from the log; null if it did not. */
export function bustOf(ctx: TableContext, s: StakesState, seat: number): Bust | null {
  if (s.players[seat]?.status !== "bust") return null;
  const log = ctx.view.log;
  const { lines } = roundLines(log, s.round);
  const name = ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat });
  let target = numberAfter(lines[0]?.text ?? "", LOG.target) ?? s.target;
  const row: string[] = [];
  let lastFlip: { n: number; card: string } | null = null;
  for (const e of lines) {
    if ((e.kind === "twist" || e.kind === "nudge") && MOVED.test(e.text))
      target = numberAfter(e.text, LOG.moved) ?? target;
    if (e.seat !== seat) continue;
    if (e.kind === "flip") {
      const card = cardAfter(e.text, `${name} ${LOG.flips} `);
      if (card) {
        row.push(card);
        lastFlip = { n: e.n, card };
      }
    } else if (e.kind === "bust") {
      const total = numberAfter(e.text, LOG.at) ?? s.players[seat]!.total;
      return { row, card: lastFlip && lastFlip.n === e.n ? lastFlip.card : null, total, target, why: e.text };
    }
  }
  return null;
}

const plus = (n: number) => (n > 0 ? `+${n}` : "0");

/**
 * A bust in a round's summary names the card that did it and the target then
 * ("Ann flips 8♣ and busts at 18 (target 17)"); a bust from a twist or nudge keeps
 * the log's words, which name the move ("Bob's twist busts Ann at 17").
 */
function bustWords(lines: readonly Line[], bust: Line, name: string): string {
  let target = numberAfter(lines[0]?.text ?? "", LOG.target);
  for (const e of lines) {
    if (e === bust) break;
    if ((e.kind === "twist" || e.kind === "nudge") && MOVED.test(e.text))
      target = numberAfter(e.text, LOG.moved) ?? target;
  }
  const flip = lines.find((e) => e.kind === "flip" && e.seat === bust.seat && e.n === bust.n);
  const card = flip ? cardAfter(flip.text, `${name} ${LOG.flips} `) : null;
  const total = numberAfter(bust.text, LOG.at);
  if (!card || total === null) return bust.text.replace(/\.$/, "");
  return fmt(tm.tFlipsBusts, { name, card, total }) + (target === null ? "" : fmt(tm.tTargetParen, { n: target }));
}

export function stakesRoundEnds(ctx: TableContext): RoundEnd[] {
  const v = ctx.view;
  const s = v.state as StakesState | null;
  if (!s) return [];
  const duel = isDuel(s);
  const log = v.log;
  const starts = marks(log, "round", STARTS);
  return marks(log, "round", ENDS).map(({ i, k: r }) => {
    const { lines } = roundLines(log, r, i);
    const at = log[i]!;
    const rows: RoundRow[] = s.players.map((p, seat) => {
      const last = lastOf(lines, seat, ["bank", "bust"]);
      const result = !last
        ? "—"
        : last.kind === "bust"
          ? bustWords(lines, last, ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat }))
          : last.text.replace(/\.$/, "");
      if (duel) {
        const o = s.outcomes?.[r - 1];
        const wins = (s.outcomes ?? []).slice(0, r).filter((x) => x.winner === seat).length;
        return {
          seat,
          result,
          points: o
            ? o.winner === seat
              ? tm.tWon
              : o.winner === null
                ? o.result === "dead"
                  ? tm.tDead
                  : tm.tPush
                : tm.tLost
            : "",
          total: String(wins),
          best: o?.winner === seat,
        };
      }
      const got = p.roundScores[r - 1] ?? 0;
      const total = p.roundScores.slice(0, r).reduce((a, b) => a + b, 0);
      return { seat, result, points: plus(got), total: String(total) };
    });
    if (!duel) {
      const top = Math.max(...rows.map((x) => Number(x.points) || 0));
      if (top > 0) for (const row of rows) row.best = Number(row.points) === top;
    }
    const next = starts.find((m) => m.k === r + 1);
    const pressure = log
      .slice(i + 1)
      .filter((e) => e.n === at.n && e.kind === "pressure")
      .map((e) => e.text);
    return {
      key: `round-${r}`,
      at: i,
      fresh: v.status === "playing" && v.version === at.n,
      title: fmt(tm.tRoundOver, { n: r }),
      how: [at.text, ...pressure].join(" "),
      pointsLabel: duel ? tm.tRoundCol : tm.tPoints,
      totalLabel: duel ? tm.tRoundWins : tm.tTotalHead,
      rows,
      next: next ? fmt(tm.tNext, { line: log[next.i]!.text }) : tm.tLastRound,
    };
  });
}
