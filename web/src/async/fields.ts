// The view's long-running-play fields, read defensively: a view from an older
// server simply has none of them.
import type { ChatLine, ClockView, RematchOfferView, RematchView, View, WebhookView } from "../../../src/protocol";

export interface AsyncFields {
  clock: ClockView | null;
  chat: ChatLine[];
  resigned: number[];
  rematch: RematchView | null;
  rematchOffer: RematchOfferView | null;
  webhook: WebhookView | null;
}

export function asyncOf(v: View): AsyncFields {
  return {
    clock: (v.clock as ClockView | undefined) ?? null,
    chat: Array.isArray(v.chat) ? (v.chat as ChatLine[]) : [],
    resigned: Array.isArray(v.resigned) ? (v.resigned as number[]) : [],
    rematch: (v.rematch as RematchView | null | undefined) ?? null,
    rematchOffer: (v.rematchOffer as RematchOfferView | null | undefined) ?? null,
    webhook: (v.webhook as WebhookView | null | undefined) ?? null,
  };
}
