// The long-running-play endpoints (docs/api.md "Long-running play"), answered like every
// other call: a value with a code and a message, never a throw.
import type { View, WebhookFormat, WebhookView } from "../../../src/protocol";
import { call } from "../lib/api";

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const asyncApi = {
  resign: (id: string, token: string) => call<View>("POST", `${game(id)}/resign`, {}, token),
  /** Offers a rematch, or accepts the one on offer. */
  rematch: (id: string, token: string) => call<View>("POST", `${game(id)}/rematch`, {}, token),
  declineRematch: (id: string, token: string) => call<View>("POST", `${game(id)}/rematch/decline`, {}, token),
  /** Starts the rematch now, without the seats that have not answered. */
  startRematch: (id: string, token: string) => call<View>("POST", `${game(id)}/rematch/start`, {}, token),
  chat: (id: string, token: string, text: string) => call<View>("POST", `${game(id)}/chat`, { text }, token),
  setWebhook: (id: string, token: string, url: string, format?: WebhookFormat) =>
    call<{ webhook: WebhookView }>("PUT", `${game(id)}/webhook`, format ? { url, format } : { url }, token),
  dropWebhook: (id: string, token: string) =>
    call<{ webhook: null }>("DELETE", `${game(id)}/webhook`, undefined, token),
};
