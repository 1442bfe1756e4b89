// RFC 8292 VAPID: the application server identifies itself to a push service with
// an ES256-signed JWT for the endpoint's origin, and its public key.
import { concat, toBase64url, utf8 } from "../protocol/encoding";

/** At most 24 h ahead (RFC 8292 §2); 12 h leaves room for a push service's clock skew. */
export const JWT_LIFETIME_S = 12 * 3600;

export interface VapidKeys {
  /** base64url of the 65-byte uncompressed P-256 point. */
  publicKey: string;
  /** The ECDSA signing key for that point. */
  signingKey: CryptoKey;
}

export async function vapidJwt(
  endpoint: string,
  subject: string,
  signingKey: CryptoKey,
  nowMs: number,
): Promise<string> {
  const enc = (v: unknown) => toBase64url(utf8(JSON.stringify(v)));
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + JWT_LIFETIME_S, sub: subject };
  const input = `${enc({ typ: "JWT", alg: "ES256" })}.${enc(claims)}`;
  // Web Crypto's ECDSA signature is r ‖ s (64 bytes), which is what JWS ES256 wants.
  const sig = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, signingKey, concat(utf8(input)));
  return `${input}.${toBase64url(new Uint8Array(sig))}`;
}

/** The Authorization header value: `vapid t=<jwt>, k=<public key>`. */
export async function vapidAuthorization(
  endpoint: string,
  subject: string,
  keys: VapidKeys,
  nowMs: number,
): Promise<string> {
  return `vapid t=${await vapidJwt(endpoint, subject, keys.signingKey, nowMs)}, k=${keys.publicKey}`;
}
