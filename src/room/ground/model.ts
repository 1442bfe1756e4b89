// What a room holds, in memory: loaded once from its rows (./storage) and kept in
// step with them. `Room` is the table's data; the table that holds it is ../table.
import { gameById } from "../../engine/registry";
import type { MoveBy } from "../../engine/replay";
import type { AnyGameDef, BaseState, GameId, LogEntry, Seat } from "../../engine/types";
import type { Result } from "../../engine/result";
import type { RoomOptions, WebhookFormat } from "../../protocol/async";
import type { BotLevel } from "../../bots/types";
import type { BestOf } from "../../protocol/series";
import type { TurnCount } from "../../protocol/absent-turns";
import type { SubRow } from "./push-store";
import type { PauseMeta, PauseOffer, Reminded } from "./pause-meta";
import type { RoomTextKey } from "./room-texts";

export interface RoomMeta {
  id: string;
  game: GameId;
  seatsTotal: number;
  /** The options exactly as validated at creation (replay parses them again). */
  options: unknown;
  serverSeed: string;
  commitment: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The engine's seed, derived when the last seat is taken. */
  seed: string | null;
  /** Clock and timeout rules chosen at creation (absent in rooms made before them). */
  room?: RoomOptions;
  /** The secret that takes a seat (../seating/invites); shown to seated players while waiting. */
  invite?: string;
  /** Where seat links in notifications point (the origin the game was created at). */
  origin?: string;
  /** The seats on the clock and when their time runs out (ms since the epoch). */
  deadlines?: Deadline[];
  /** Seats that resigned, in order. */
  resigned?: Seat[];
  /** The rematch's game id, once every seat asked has answered its offer. */
  rematch?: string;
  /** Bot seats (../seating/bot-seats), bot levels waiting for the human seats to fill, and their pace. */
  bots?: BotSeat[];
  botsPending?: BotLevel[];
  botPace?: BotPace;
  /** Ended by the room after 30 days with no move (../timers/abandon), not by the rules. */
  abandoned?: true;
  /** At two seats, the seat that claimed the match from a player who was gone (../play/claim). */
  claimed?: Seat;
  /** A rematch offered after the match (../seating/rematch). */
  rematchOffer?: RematchOffer;
  /** Who let time play their turns, for absent seats (../seating/absence). */
  turns?: TurnTrack;
  /** Seats handed on to a bot or a new player, in order (../seating/replace). */
  replacements?: Replacement[];
  /** Invites made for absent seats, not yet used (../seating/replace). */
  seatInvites?: SeatInvite[];
  /** A pause offered or on (../play/pause), and how long the match has been paused in all (ms). */
  pause?: PauseMeta;
  pausedMs?: number;
  /** When each seat offered a pause, those within the last day only (../play/pause). */
  pauseOffers?: PauseOffer[];
  /** Deadlines whose reminder went out, by channel (../delivery/reminders). */
  reminded?: Reminded[];
  /** Lines the room itself adds to the log (pauses: ./room-log), placed after the game's lines of version `n`. */
  roomLog?: RoomLine[];
  /** Opened from Discord (../seating/discord): by whom, and the secret its Discord seat tokens derive from. */
  discord?: DiscordOrigin;
  /** A club table (../delivery/club-report): its club, and the key it reports its finish with. */
  club?: ClubLink;
  /** A match of a series (../seating/series): the score before it and its successor's id. */
  series?: SeriesMeta;
}

export interface RematchOffer {
  by: Seat;
  accepted: Seat[];
  declined: Seat[];
}

export interface Deadline {
  seat: Seat;
  /** ms since the epoch. */
  at: number;
}

export interface WebhookRow {
  seat: Seat;
  url: string;
  format: WebhookFormat;
  active: boolean;
  failures: number;
}

export interface ChatRow {
  seat: Seat;
  text: string;
  /** ms since the epoch. */
  at: number;
}

export interface SeatRow {
  seat: number;
  name: string;
  tokenHash: string;
  /** Lowercase hex, "" when the seat sent none. */
  entropy: string;
}

export interface MoveRow {
  seat: number;
  /** null for a resignation. */
  move: unknown;
  at: string;
  by?: MoveBy;
  resign?: true;
}

export interface Room {
  meta: RoomMeta;
  seats: SeatRow[];
  /** The game state (JSON), null while waiting for seats. */
  state: BaseState | null;
  /** The last chat lines, oldest first. */
  chat: ChatRow[];
  webhooks: WebhookRow[];
  /** When each move was played (ISO, by move number): the times of the view's log lines (../view/log-times). */
  times?: string[];
}

export type RoomError = { code: string; message: string };
export type RoomResult<T> = Result<T, RoomError>;

/** A change to keep (the new room) and what the caller is answered. */
export interface Changed<T> {
  room: Room;
  answer: T;
}

/** A view as JSON text: built once and sent on as is, not serialised twice. */
export type ViewJson = string;

/** The rules this room plays (a game id no longer registered is a bug: it throws). */
export function defOf(room: Room): AnyGameDef {
  const def = gameById(room.meta.game);
  if (!def) throw new Error(`game ${room.meta.game} is no longer registered`);
  return def;
}

/**
 * A room line as kept: its English text (what lines kept before issue 27 hold alone), and the
 * message and values it was written from, so each reader gets it in their language.
 */
export interface RoomLine extends LogEntry {
  key?: RoomTextKey;
  args?: (string | number)[];
  /** When it was written (ms since the epoch; absent in lines kept before times were). */
  at?: number;
}

// The parts of a room's meta that its rules of play keep (../seating, ../play).

export const BOT_PACES = ["human", "instant"] as const;

export type BotPace = (typeof BOT_PACES)[number];

export interface BotSeat {
  seat: Seat;
  level: BotLevel;
  /** The bot's own randomness (hex); each decision is seeded with it and the version. */
  seed: string;
}

export interface TurnTrack extends TurnCount {
  /** Seats whose resignation was the game's own (a Twelves Leave): out of the match for good. */
  out?: Seat[];
}

export interface Replacement {
  seat: Seat;
  /** The one who took the seat over. */
  name: string;
  bot?: BotLevel;
  /** The view's version then: moves[fromMove] in the record is the first one the new player's. */
  fromMove: number;
  /** The seat that handed it on, and the name the seat had before. */
  by: Seat;
  was: string;
  /** The hash of the token the seat was held by until then (../seating/handed-on), and the ISO time. */
  heldBy?: string;
  at?: string;
}

export interface SeatInvite {
  seat: Seat;
  invite: string;
  by: Seat;
  /** The hash of the token the seat was held by before the invite was made, and the ISO time. */
  heldBy?: string;
  at?: string;
}

/** What a table opened from Discord keeps: who opened it (display name) and the secret its seat tokens derive from. */
export interface DiscordOrigin {
  by: string;
  secret: string;
}

/** A rematch: the seats that accepted taken at once, by the same holders (same token hashes); the rest open. */
export interface RematchInput {
  id: string;
  game: GameId;
  options: unknown;
  room: RoomOptions;
  origin: string;
  seatsTotal: number;
  seats: { name: string; tokenHash: string }[];
  webhooks: WebhookRow[];
  /** The bot seats and pace carried over (a rematch keeps its bots). */
  bots?: Pick<RoomMeta, "bots" | "botPace">;
  /** A series' next match (the score so far), or a rematch of a series that is over (a new one). */
  series?: SeriesMeta;
  /** A series' next match at a club reports to the same club. */
  club?: ClubLink;
  /** A series' next match: each seat's push subscription goes along (same seats, same devices). */
  pushes?: CarriedPush[];
}

/** A seat's push subscription as it goes along to a series' next match. */
export type CarriedPush = Omit<SubRow, "due" | "finished">;

/** What a club table keeps: its club, and the key its report is heard by (never in a view). */
export interface ClubLink {
  id: string;
  key: string;
}

/** What each match of a series keeps: the score before it, and the id its successor will have. */
export interface SeriesMeta {
  bestOf: BestOf;
  /** The finished matches before this one, oldest first. */
  matches: string[];
  /** Match wins per seat before this one. */
  wins: number[];
  /** The next match's id, should there be one. */
  next: string;
  /** A seat asked to end the series after this match (DELETE …/series). */
  ending?: true;
}
