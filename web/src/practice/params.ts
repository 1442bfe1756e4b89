// What a practice address asks for: /practice/:game or /embed/practice/:game with
// `?seats=`, `?bot=easy|strong` and, for Twelves, `?games=` (1–9). A game that is
// not offered is a 404 (the Worker answers it before this runs); a bad value is
// replaced by the default and said in a notice, so the table always starts.
import type { GameId } from "../../../src/engine/types";
import type { BotLevel } from "../../../src/bots/types";
import { T } from "./texts";

export interface PracticeGame {
  key: string;
  game: GameId;
  name: string;
  min: number;
  max: number;
  seats: number;
}

/** The practice tables, by the name in their address (the Duel is Stakes at two seats). */
export const PRACTICE_GAMES: Record<string, PracticeGame> = {
  stakes: { key: "stakes", game: "stakes", name: "Stakes", min: 3, max: 6, seats: 3 },
  duel: { key: "duel", game: "stakes", name: "Stakes Duel", min: 2, max: 2, seats: 2 },
  dobbelsjanse: { key: "dobbelsjanse", game: "dobbelsjanse", name: "Dobbelsjanse", min: 3, max: 6, seats: 3 },
  twelves: { key: "twelves", game: "twelves", name: "Twelves", min: 2, max: 6, seats: 2 },
};

export interface PracticeSetup {
  game: PracticeGame;
  seats: number;
  level: BotLevel;
  /** The engine's creation options (Twelves: how many games). */
  options: unknown;
  embed: boolean;
  /** What was wrong with the address, said on the page. */
  notices: string[];
}

const PATH = /^\/(embed\/)?practice\/([^/]+)\/?$/;

/** The setup an address asks for, or null when it names no practice table. */
export function readSetup(path: string, search: string): PracticeSetup | null {
  const m = PATH.exec(path);
  const game = m && Object.hasOwn(PRACTICE_GAMES, m[2]!) ? PRACTICE_GAMES[m[2]!]! : null;
  if (!m || !game) return null;
  const q = new URLSearchParams(search);
  const notices: string[] = [];
  let seats = game.seats;
  const rawSeats = q.get("seats");
  if (rawSeats !== null) {
    const n = Number(rawSeats);
    if (/^\d+$/.test(rawSeats) && n >= game.min && n <= game.max) seats = n;
    else notices.push(T.badSeats(rawSeats, game.min, game.max, seats));
  }
  let level: BotLevel = "easy";
  const rawBot = q.get("bot");
  if (rawBot === "easy" || rawBot === "strong") level = rawBot;
  else if (rawBot !== null) notices.push(T.badBot(rawBot));
  let options: unknown;
  const rawGames = q.get("games");
  if (game.game === "twelves" && rawGames !== null) {
    if (/^[1-9]$/.test(rawGames)) options = { games: Number(rawGames) };
    else notices.push(T.badGames(rawGames));
  }
  return { game, seats, level, options, embed: m[1] !== undefined, notices };
}
