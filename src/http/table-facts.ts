// What the share cards (Open Graph, oEmbed) say about a table or a match, taken
// only from public data: the room's spectator view, or the finished record in
// D1. Never a seat's view, so nothing private can reach a link preview.
import { getMatch } from "../db/matches";
import type { Lang } from "../words/lang";
import { gameById } from "../engine/registry";
import type { GameResult } from "../engine/types";
import type { View } from "../protocol/view";
import { leaders, seriesScore, type SeriesView } from "../protocol/series";
import { CATALOGS } from "../words/catalogs";
import type { previews } from "../words/en/previews";
import { listOf as listIn, say as sayIn, seatName as seatIn } from "../words/say";
import { roomStub } from "./rooms";
import { GAME_ID } from "../protocol/game-id";

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
  /** A series' score as the room tells it (null or absent: a single match, or a record that does not say). */
  series?: SeriesView | null;
}

export function gameTitle(game: string, seats: number, lang: Lang = "en"): string {
  if (game === "stakes") return seats === 2 ? say(lang, "facts.duelName") : "Stakes";
  return gameById(game)?.name ?? game;
}

/** The game's name as a reader in `lang` writes it ("Stakes Duell"); `gameName` is the English one. */
export const nameIn = (f: TableFacts, lang: Lang) => gameTitle(f.game, f.seatsTotal, lang);

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
    series: (v.series as SeriesView | null | undefined) ?? null,
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

/** The preview's words in a language (src/words/<lang>/previews.ts). */
type Key = keyof typeof previews;
/** One of the preview's messages in `lang`. */
export const say = (lang: Lang, key: Key, ...v: (string | number)[]) => sayIn(CATALOGS[lang], key, v);
/** A list in `lang`: "Ann, Bob and Cy". */
export const listOf = (lang: Lang, items: readonly string[]) => listIn(CATALOGS[lang], items);
/** "Seat 2" in `lang`. */
export const seatName = (seat: number, lang: Lang) => seatIn(seat, CATALOGS[lang]);

export function factsTitle(f: TableFacts, lang: Lang = "en"): string {
  if (f.status === "finished") return say(lang, "facts.match", nameIn(f, lang), listOf(lang, f.names));
  return f.names.length
    ? say(lang, "facts.atTable", nameIn(f, lang), f.names[0]!)
    : say(lang, "facts.table", nameIn(f, lang));
}

export function factsDescription(f: TableFacts, lang: Lang = "en"): string {
  const game = say(lang, "facts.for", nameIn(f, lang), f.seatsTotal);
  const names = listOf(lang, f.names);
  if (f.status === "waiting")
    return say(lang, "facts.waiting", game, names, f.names.length, f.seatsTotal - f.names.length);
  if (f.status === "playing") {
    const round = f.round !== null ? say(lang, "facts.round", f.round) : say(lang, "facts.inPlay");
    const turn = f.toAct.length ? say(lang, "facts.toPlay", listOf(lang, f.toAct)) : "";
    return withSeries(say(lang, "facts.playing", game, names, round, turn), f, lang);
  }
  const winners = (f.result?.winners ?? []).map((s) => f.names[s] ?? seatName(s, lang));
  const won =
    winners.length === 1
      ? say(lang, "facts.won", winners[0]!)
      : winners.length
        ? say(lang, "facts.tied", listOf(lang, winners))
        : say(lang, "facts.finished");
  return withSeries(say(lang, "facts.over", game, names, won), f, lang);
}

/** A series' score after the preview's sentences, as a sentence of its own. */
function withSeries(text: string, f: TableFacts, lang: Lang): string {
  const series = seriesLine(f, lang);
  return series ? `${text} ${series}.` : text;
}

/**
 * A series' score in a few words ("Ann leads 2–1 in a best of 5", "Ann wins the series 3–1"),
 * or null for a single match. The score counts this match once it is over.
 */
export function seriesLine(f: TableFacts, lang: Lang = "en"): string | null {
  const s = f.series;
  if (!s) return null;
  const score = seriesScore(s.wins);
  const who = (seats: number[]) =>
    listOf(
      lang,
      seats.map((seat) => f.names[seat] ?? seatName(seat, lang)),
    );
  if (s.over) {
    if (s.winners.length === 0) return say(lang, "series.ended", score);
    return say(lang, s.winners.length === 1 ? "series.won" : "series.shared", who(s.winners), score);
  }
  const ahead = leaders(s.wins);
  return ahead.length === 1
    ? say(lang, "series.leads", who(ahead), score, s.bestOf)
    : say(lang, "series.score", score, s.bestOf);
}

/** The share image's alternative text. */
export const factsImageAlt = (f: TableFacts, lang: Lang = "en") => say(lang, "facts.imageAlt", nameIn(f, lang));
