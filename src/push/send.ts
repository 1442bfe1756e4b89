// One Web Push request (RFC 8030): the payload encrypted for the subscription
// (RFC 8291), signed for the push service (RFC 8292), with a TTL and a Topic so a
// push service holding an undelivered older message for the same table replaces it.
import { encryptPush } from "./aes128gcm";
import { fromBase64url, utf8 } from "../protocol/encoding";
import type { PushPayload } from "../protocol/push";
import type { PushTarget } from "./subscription";
import { vapidAuthorization, type VapidKeys } from "./vapid";

/** How long a push service may hold the message for an offline browser: a day. */
export const PUSH_TTL_S = 86_400;
const TIMEOUT_MS = 10_000;

/** The push service's HTTP status, or 0 when it could not be reached. */
export async function sendPush(
  fetcher: typeof fetch,
  to: PushTarget,
  payload: PushPayload,
  keys: VapidKeys,
  subject: string,
  nowMs: number,
): Promise<number> {
  const body = await encryptPush(utf8(JSON.stringify(payload)), {
    p256dh: fromBase64url(to.p256dh)!,
    auth: fromBase64url(to.auth)!,
  });
  try {
    const res = await fetcher(to.endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/octet-stream",
        "content-encoding": "aes128gcm",
        ttl: String(PUSH_TTL_S),
        urgency: "normal",
        topic: payload.id.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
        authorization: await vapidAuthorization(to.endpoint, subject, keys, nowMs),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * What a push service's answer comes to: delivered (2xx); the subscription gone (404, 410),
 * to be dropped; worth another try (no answer, 429, 5xx); or not, since sending the same
 * request again cannot help (another 4xx).
 */
export function pushFate(status: number): "delivered" | "gone" | "retry" | "give-up" {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  if (status === 0 || status === 429 || status >= 500) return "retry";
  return "give-up";
}
