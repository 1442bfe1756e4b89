// The view's fields for long-running play: the clock for everyone, the chat for
// everyone, resignations, the rematch once proposed, a pause offered or on, and
// the viewer's own webhook (never another seat's).
import type { Seat } from "../../engine/types";
import type { ChatLine, ClockView, RematchOfferView, RematchView, WebhookView } from "../../protocol/async";
import type { PauseView } from "../../protocol/pause";
import type { SeriesView } from "../../protocol/series";
import { seriesView } from "../seating/series";
import { pauseView } from "../play/pause";
import { offerView } from "../seating/rematch";
import { clockView } from "../play/clock";
import type { Room } from "../ground/model";

export interface AsyncFields {
  clock: ClockView;
  chat: ChatLine[];
  resigned: Seat[];
  rematch: RematchView | null;
  rematchOffer: RematchOfferView | null;
  /** A match of a series: the score (null: a single match). */
  series: SeriesView | null;
  /** Only in a seat's own view. */
  webhook?: WebhookView | null;
  /** While a pause is offered or on (../play/pause). */
  pause?: PauseView;
}

export function asyncFields(room: Room, you: Seat | null): AsyncFields {
  const { meta } = room;
  const fields: AsyncFields = {
    clock: clockView(meta),
    chat: room.chat.map((c) => ({
      seat: c.seat,
      name: room.seats[c.seat]?.name ?? `Seat ${c.seat}`,
      text: c.text,
      at: new Date(c.at).toISOString(),
    })),
    resigned: meta.resigned ?? [],
    rematch: meta.rematch ? { id: meta.rematch, url: `/g/${meta.rematch}` } : null,
    rematchOffer: offerView(room),
    series: seriesView(room),
  };
  if (you !== null) fields.webhook = webhookView(room, you);
  const pause = pauseView(room);
  if (pause) fields.pause = pause;
  return fields;
}

/** The seat's own webhook as its view shows it (null: none). */
export function webhookView(room: Room, seat: Seat): WebhookView | null {
  const w = room.webhooks.find((h) => h.seat === seat);
  return w ? { url: w.url, format: w.format, active: w.active, failures: w.failures } : null;
}
