// Discord signs every interaction it sends: Ed25519 over the X-Signature-Timestamp
// header followed by the raw body, checked against the application's public key.
// A request that fails, or whose timestamp is more than five minutes off, is
// refused before anything is read from it, so a forged one changes nothing and a
// captured one can be replayed for five minutes at most (creation is idempotent
// per interaction: ./game-id).
import { fromHex } from "../../protocol/hex";

export const MAX_SKEW_S = 5 * 60;

const keys = new Map<string, Promise<CryptoKey | null>>();

/** The public key imported once per isolate; null when the setting is no Ed25519 key in hex. */
function publicKey(hex: string): Promise<CryptoKey | null> {
  let key = keys.get(hex);
  if (!key) {
    key = (async () => {
      try {
        return await crypto.subtle.importKey("raw", fromHex(hex.trim().toLowerCase()), { name: "Ed25519" }, false, [
          "verify",
        ]);
      } catch {
        return null;
      }
    })();
    keys.set(hex, key);
  }
  return key;
}

/** True when `signature` (hex) signs timestamp + body under `publicKeyHex` and the timestamp is within five minutes of `nowMs`. */
export async function signedByDiscord(
  publicKeyHex: string,
  signature: string | undefined,
  timestamp: string | undefined,
  body: Uint8Array,
  nowMs: number,
): Promise<boolean> {
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_S) return false;
  if (!/^[0-9a-fA-F]{128}$/.test(signature)) return false;
  const key = await publicKey(publicKeyHex);
  if (!key) return false;
  const stamp = new TextEncoder().encode(timestamp);
  const signed = new Uint8Array(stamp.byteLength + body.byteLength);
  signed.set(stamp);
  signed.set(body, stamp.byteLength);
  try {
    return await crypto.subtle.verify({ name: "Ed25519" }, key, fromHex(signature.toLowerCase()), signed);
  } catch {
    return false;
  }
}
