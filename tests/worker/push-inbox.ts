// A seat's subscription at the loopback push service (tests/support/push-receiver.ts)
// and what arrived there, decrypted as the browser would.
import { inject } from "vitest";
import type { PushPayload } from "../../src/protocol/push";
import { call } from "./helpers";
import { browserKeys, decryptPush, type BrowserKeys } from "./push-browser";
import type {} from "../support/push-receiver";

const service = `http://127.0.0.1:${inject("pushPort")}`;

export interface Inbox {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  read(): Promise<PushPayload[]>;
}

export async function inbox(): Promise<Inbox> {
  const path = `/inbox/${crypto.randomUUID()}`;
  const keys: BrowserKeys = await browserKeys();
  return {
    subscription: { endpoint: service + path, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    async read() {
      const got: { body: string }[] = await (
        await fetch(`${service}/_received?path=${encodeURIComponent(path)}`)
      ).json();
      return Promise.all(
        got.map(async (r) =>
          JSON.parse(
            await decryptPush(
              Uint8Array.from(atob(r.body), (c) => c.charCodeAt(0)),
              keys,
            ),
          ),
        ),
      );
    },
  };
}

export function putPush(id: string, token: string | undefined, json: unknown): Promise<Response> {
  return call(`/api/games/${id}/push`, { method: "PUT", token, json });
}
