// Bytes written as text: base64url without padding (RFC 4648 §5; Web Push keys,
// salts and JWTs, the history cursor), on hono's encoder, and UTF-8; concat joins
// byte strings. Pure, no I/O: the Worker, Node and the pages all use this one copy.
// Lowercase hex is in hex.ts, apart, so a page that needs only one of the two
// does not load the other.
import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";

export function toBase64url(bytes: Uint8Array): string {
  // slice(): hono reads a whole ArrayBuffer, and a view may cover only part of one.
  return encodeBase64Url(bytes.slice().buffer).replace(/=+$/, "");
}

/** null when the text is not base64url (padding is tolerated, as browsers may send it). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/=+$/, "");
  if (!/^[A-Za-z0-9_-]*$/.test(clean) || clean.length % 4 === 1) return null;
  return decodeBase64Url(clean);
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
