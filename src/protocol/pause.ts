// Pause by agreement (docs/api.md "Pause by agreement"): the limits both sides
// need and the view's `pause` field.
import type { Seat } from "../engine/types";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far ahead `until` may be: 1 hour to 14 days. */
export const PAUSE_MIN_MS = HOUR;
export const PAUSE_MAX_MS = 14 * DAY;
/** A match may be paused for at most this long in all. */
export const PAUSE_TOTAL_MS = 30 * DAY;
/** A seat may offer at most this many pauses in any `PAUSE_OFFER_WINDOW_MS` of the table's clock. */
export const PAUSE_OFFERS_PER_WINDOW = 3;
export const PAUSE_OFFER_WINDOW_MS = DAY;

export type PauseAnswer = "accepted" | "declined" | null;

/** While an offer or a pause is on; `answers` has one entry per seat asked (not resigned), keyed by seat number. */
export interface PauseView {
  by: Seat;
  /** ISO time. */
  until: string;
  answers: Record<string, PauseAnswer>;
  /** true once every seat accepted: the clock is stopped until `until`. */
  active: boolean;
}
