// Long-running play (docs/api.md "Long-running play"): clocks, resignation, webhooks,
// rematches and table chat, as they travel in views and request bodies.
import type { Seat } from "../engine/types";

export const TIME_PER_MOVE = ["none", "1h", "12h", "1d", "3d", "7d"] as const;
export type TimePerMove = (typeof TIME_PER_MOVE)[number];

const HOUR = 3_600_000;
/** Milliseconds each seat has per move; null: no clock. */
export const TIME_PER_MOVE_MS: Record<TimePerMove, number | null> = {
  none: null,
  "1h": HOUR,
  "12h": 12 * HOUR,
  "1d": 24 * HOUR,
  "3d": 72 * HOUR,
  "7d": 168 * HOUR,
};

/** Room-level creation options, taken out of `options` before the game sees the rest. */
export interface RoomOptions {
  timePerMove: TimePerMove;
  /** Two-seat games: running out of time loses the match instead of playing the default move. */
  timeoutLoses: boolean;
}

export const DEFAULT_ROOM_OPTIONS: RoomOptions = { timePerMove: "none", timeoutLoses: false };

/** `deadlines` is null when the game has no clock; otherwise one entry per seat on the clock. */
export interface ClockView {
  timePerMove: TimePerMove;
  timeoutLoses: boolean;
  deadlines: { seat: Seat; at: string }[] | null;
}

export const WEBHOOK_FORMATS = ["discord", "slack", "json"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** A seat's own webhook, in its own view only. `active` turns false after repeated failures. */
export interface WebhookView {
  url: string;
  format: WebhookFormat;
  active: boolean;
  /** Consecutive failed deliveries. */
  failures: number;
}

export interface ChatLine {
  seat: Seat;
  name: string;
  text: string;
  /** ISO time. */
  at: string;
}

/** Once every seat asked has answered the offer: the new game; a seat that accepted goes to `${url}#seat=<their token>`. */
export interface RematchView {
  id: string;
  url: string;
}

/** A rematch offered after the match: who offered, who accepted and declined, who is still to answer. */
export interface RematchOfferView {
  by: Seat;
  accepted: Seat[];
  declined: Seat[];
  waitingFor: Seat[];
}

/** The JSON webhook format's body: the seat's turn started, or (a reminder) a quarter of its time is left. */
export interface YourTurnPayload {
  game: string;
  id: string;
  seat: Seat;
  name: string;
  event: "your_turn" | "reminder";
  happened: string;
  deadline: string | null;
  url: string;
}

export const CHAT_MAX_CHARS = 280;
export const CHAT_KEEP = 100;
