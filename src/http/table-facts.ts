// What the share cards (Open Graph, oEmbed) say about a table or a match, taken
// only from public data: the room's spectator view, or the finished record in
// D1. Never a seat's view, so nothing private can reach a link preview.
import { getMatch } from "../db/matches";
import { gameById } from "../engine/registry";
import type { GameResult } from "../engine/types";
import type { View } from "../protocol/view";
import { roomStub } from "./rooms";
import { GAME_ID } from "./validate";

export interface TableFacts {
  id: string;
  game: string;
  /** "Stakes Duel", "Dobbelsjanse", … */
  gameName: string;
  status: View["status"];
  names: string[];
  seatsTotal: number;
  round: number | null;
  toAct: string[];
  /** The seats to act (the share card marks them). */
  toActSeats: number[];
  result: GameResult | null;
  /** Each seat's score as spectators see it (points, or Twelves' net coins); null when unknown. */
  scores: (number | null)[] | null;
  /** The view's version (the share card's URL carries it). */
  version: number;
}

export function gameTitle(game: string, seats: number): string {
  if (game === "stakes") return seats === 2 ? "Stakes Duel" : "Stakes";
  return gameById(game)?.name ?? game;
}

function fromView(v: View): TableFacts {
  const seatsTotal = typeof v.seatsTotal === "number" ? v.seatsTotal : v.seats.length;
  const names = v.seats.map((s) => s.name);
  const round = (v.state as { round?: unknown } | null)?.round;
  return {
    id: v.id,
    game: v.game,
    gameName: gameTitle(v.game, seatsTotal),
    status: v.status,
    names,
    seatsTotal,
    round: typeof round === "number" ? round : null,
    toAct: v.toAct.map((s) => v.seats.find((x) => x.seat === s)?.name ?? `Seat ${s}`),
    toActSeats: v.toAct,
    result: v.result ?? null,
    scores: v.result?.scores ?? viewScores(v),
    version: v.version,
  };
}

/** Scores from a spectator view's state: `players[i].score` (Stakes, Dobbelsjanse) or `.net` (Twelves). */
function viewScores(v: View): (number | null)[] | null {
  const players = (v.state as { players?: unknown } | null)?.players;
  if (!Array.isArray(players)) return null;
  return players.map((p: { score?: unknown; net?: unknown }) =>
    typeof p?.score === "number" ? p.score : typeof p?.net === "number" ? p.net : null,
  );
}

/** The live table's spectator view, or null (unknown id, or the room could not answer). */
export async function tableFacts(env: Env, id: string): Promise<TableFacts | null> {
  if (!GAME_ID.test(id)) return null;
  try {
    const r = await roomStub(env, id).view(undefined);
    return r.ok ? fromView(JSON.parse(r.value) as View) : null;
  } catch {
    return null;
  }
}

/** A finished table's facts from its room (the history's stand-in while D1 is out of reach), or null. */
export async function finishedTableFacts(env: Env, id: string): Promise<TableFacts | null> {
  const f = await tableFacts(env, id);
  return f && f.status === "finished" ? f : null;
}

/** A finished match from the history, or null (also when D1 cannot be reached). */
export async function matchFacts(env: Env, id: string): Promise<TableFacts | null> {
  if (!GAME_ID.test(id)) return null;
  try {
    const m = await getMatch(env.DB, id);
    if (!m) return null;
    const names = Array.from({ length: m.seats }, (_, i) => m.players.find((p) => p.seat === i)?.name ?? `Seat ${i}`);
    return {
      id,
      game: m.game,
      gameName: gameTitle(m.game, m.seats),
      status: "finished",
      names,
      seatsTotal: m.seats,
      round: null,
      toAct: [],
      toActSeats: [],
      result: m.result,
      scores: m.result.scores,
      version: m.moves.length,
    };
  } catch {
    return null;
  }
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export function factsTitle(f: TableFacts): string {
  if (f.status === "finished") return `${f.gameName} match: ${list(f.names)}`;
  return f.names.length ? `${f.gameName} at ${f.names[0]}'s table` : `${f.gameName} table`;
}

export function factsDescription(f: TableFacts): string {
  const game = `${f.gameName} for ${f.seatsTotal}`;
  if (f.status === "waiting") {
    const open = f.seatsTotal - f.names.length;
    return `${game}: ${list(f.names)} ${f.names.length === 1 ? "is" : "are"} waiting for ${open} more ${open === 1 ? "player" : "players"}. Open the link to take a seat.`;
  }
  if (f.status === "playing") {
    const round = f.round !== null ? `round ${f.round}` : "in play";
    const turn = f.toAct.length ? `, ${list(f.toAct)} to play` : "";
    return `${game} with ${list(f.names)}: ${round}${turn}. Watch it live.`;
  }
  const winners = (f.result?.winners ?? []).map((s) => f.names[s] ?? `Seat ${s}`);
  const won =
    winners.length === 1 ? `${winners[0]} won` : winners.length ? `${list(winners)} tied for the win` : "finished";
  return `${game} with ${list(f.names)}: ${won}. Replay every move with the cards face up.`;
}
