// Bytes written as text, the two ways this project does it: base64url without
// padding (RFC 4648 §5; Web Push keys, salts and JWTs, the history cursor), on
// hono's encoder, and lowercase hex (seeds, commitments, token hashes, a seat's
// entropy). Pure, no I/O: the Worker, Node (the replay verifier) and the pages
// all use this one copy.
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

const HEX = /^[0-9a-f]*$/;

/** Lowercase hex, two characters a byte. */
export function toHex(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += b.toString(16).padStart(2, "0");
  return s;
}

/** Throws unless the text is lowercase hex of whole bytes. */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !HEX.test(hex)) throw new Error("not lowercase hex");
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
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
