// The words and numbers of one row in "Your tables": the game's name, who else
// sits there, whose turn it is, the time left on your clock, the last move's
// age and, once finished, the result.
import type { TableEntry } from "../../../src/protocol/tables";
import { remaining } from "../async/time-left";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { plural } from "../i18n/plural";
import { localWhen } from "../i18n/when";

const GAME_NAMES: Record<string, string> = { stakes: "Stakes", dobbelsjanse: "Dobbelsjanse", twelves: "Twelves" };

export function gameName(e: TableEntry): string {
  const name = GAME_NAMES[e.game] ?? e.game;
  return e.game === "stakes" && e.seats.length === 2 && e.status !== "waiting" ? m.tDuelName : name;
}

export function others(e: TableEntry): string {
  const names = e.seats.filter((s) => s.seat !== e.seat).map((s) => s.name);
  if (names.length === 0) return m.sNobodyYet;
  return (
    m.sWith +
    (names.length <= 2
      ? names.join(m.rpAndSep)
      : fmt(m.sAnd, { list: names.slice(0, -1).join(", "), last: names.at(-1)! }))
  );
}

export function turnText(e: TableEntry): string {
  if (e.status === "waiting") return m.waitingPlayers;
  if (e.status === "finished") return resultText(e);
  if (e.yourTurn) return m.yourMove;
  // The list knows only whether it is this seat's turn; at two seats that names the other.
  const rest = e.seats.filter((s) => s.seat !== e.seat);
  return rest.length === 1 ? fmt(m.sTheirMove, { name: rest[0]!.name }) : m.othersMove;
}

export function resultText(e: TableEntry): string {
  if (e.result?.reason === "abandoned") return m.abandoned;
  const winners = e.result?.winners ?? [];
  if (winners.includes(e.seat)) return winners.length === 1 ? m.youWon : m.youShared;
  const names = winners.map((w) => e.seats.find((s) => s.seat === w)?.name ?? fmt(m.sSeat, { n: w }));
  return names.length > 0 ? fmt(m.rpWon, { winners: names.join(m.rpAndSep) }) : m.finished;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function age(iso: string, now: number): string {
  const s = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (s < 60) return m.sJustNow;
  if (s < 3600) return fmt(m.sMinAgo, { n: Math.floor(s / 60) });
  if (s < 86400) return fmt(m.sHoursAgo, { n: Math.floor(s / 3600) });
  return plural(m.sDaysAgo, Math.floor(s / 86400));
}

/** "4:09 left", "3h 05m left", "time is up", "Paused until Sat 3 May, 18:00" (local time), or null without a clock. */
export function clockText(e: TableEntry, now: number): string | null {
  if (e.pausedUntil) return fmt(m.sPausedTill, { when: localWhen(e.pausedUntil) });
  if (!e.deadline) return null;
  const left = Date.parse(e.deadline) - now;
  return left <= 0 ? m.sTimeUp : fmt(m.sTimeLeft, { time: remaining(left) });
}

/** Your move first, then the most recent change first. */
export function byUrgency(a: TableEntry, b: TableEntry): number {
  if (a.yourTurn !== b.yourTurn) return a.yourTurn ? -1 : 1;
  return b.updatedAt.localeCompare(a.updatedAt);
}
