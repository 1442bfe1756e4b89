// Requests to POST /integrations/discord signed as Discord signs them: Ed25519 over the
// timestamp (Unix seconds) followed by the raw body, hex in X-Signature-Ed25519. Used by the
// worker and browser tests (with the test key, ./discord-test-key.ts) and by the benchmark.

const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, "0")).join("");

export const nowStamp = (offsetS = 0) => String(Math.floor(Date.now() / 1000) + offsetS);

export async function discordSignature(key: CryptoKey, timestamp: string, body: string): Promise<string> {
  return hex(await crypto.subtle.sign({ name: "Ed25519" }, key, new TextEncoder().encode(timestamp + body)));
}

/** A POST of `body` as JSON, signed now. */
export async function signedDiscordInit(key: CryptoKey, body: unknown): Promise<RequestInit> {
  const text = JSON.stringify(body);
  const timestamp = nowStamp();
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-signature-timestamp": timestamp,
      "x-signature-ed25519": await discordSignature(key, timestamp, text),
    },
    body: text,
  };
}
