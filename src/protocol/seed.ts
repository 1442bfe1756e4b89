// Fairness: the server commits to a secret seed before anyone plays, and each seat
// may mix in its own entropy, so neither side alone chooses the shuffle. Pure
// WebCrypto only, so Node (the replay verifier) computes exactly the same values.

import { fromHex, toHex } from "./hex";

/** 32 fresh random bytes as 64 lowercase hex chars. */
export function newServerSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** Hex SHA-256 of the seed's 32 bytes (not of its hex text). */
export async function commitmentOf(serverSeed: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", fromHex(serverSeed))));
}

/**
 * The seed that drives the engine. Without any seat entropy it is the server seed
 * itself; otherwise HMAC-SHA-256(key = server seed bytes,
 * message = "tablelink-v1" + ":" + entropy of seat 0 + ":" + entropy of seat 1 …).
 */
export async function deriveSeed(serverSeed: string, entropy: readonly string[]): Promise<string> {
  if (entropy.every((e) => e === "")) return serverSeed;
  const key = await crypto.subtle.importKey("raw", fromHex(serverSeed), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const message = new TextEncoder().encode(`tablelink-v1${entropy.map((e) => `:${e}`).join("")}`);
  return toHex(new Uint8Array(await crypto.subtle.sign("HMAC", key, message)));
}
