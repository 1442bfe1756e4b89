// A browser's PushSubscription.toJSON() as the API receives it: the endpoint
// (under the same address rules as webhooks: src/protocol/public-address.ts), the browser's P-256 public key and
// its 16-byte auth secret. Anything else is 400.
import { fromBase64url } from "../protocol/encoding";
import { checkPublicEndpoint } from "../protocol/public-address";

export interface PushTarget {
  endpoint: string;
  /** base64url, as the browser sent them. */
  p256dh: string;
  auth: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

async function isP256Point(bytes: Uint8Array): Promise<boolean> {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    // Import checks that the point is on the curve.
    await crypto.subtle.importKey("raw", new Uint8Array(bytes), { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

export async function parseSubscription(raw: unknown, fixturesAllowed: boolean): Promise<Checked<PushTarget>> {
  const no = (message: string) => ({ ok: false as const, message });
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObj(raw)) return no("`subscription` must be an object: the browser's PushSubscription.toJSON().");
  const endpoint = checkPublicEndpoint(raw.endpoint, "subscription.endpoint", { allowLoopbackHttp: fixturesAllowed });
  if (!endpoint.ok) return endpoint;
  const keys = raw.keys;
  if (!isObj(keys)) return no("`subscription.keys` must be an object with `p256dh` and `auth`.");
  const p256dh = typeof keys.p256dh === "string" && keys.p256dh.length <= 100 ? fromBase64url(keys.p256dh) : null;
  if (!p256dh || !(await isP256Point(p256dh)))
    return no("`subscription.keys.p256dh` must be a P-256 public key (65 bytes, base64url).");
  const auth = typeof keys.auth === "string" && keys.auth.length <= 30 ? fromBase64url(keys.auth) : null;
  if (auth?.length !== 16) return no("`subscription.keys.auth` must be 16 bytes, base64url.");
  return { ok: true, value: { endpoint: endpoint.url, p256dh: keys.p256dh as string, auth: keys.auth as string } };
}
