// Reading the first message of a live socket, the only thing that decides where
// it goes: a spectator's hello (no token) is served by a relay; anything else (a
// seat's hello, garbage, a ping, a binary frame) goes to the game object itself,
// which answers it exactly as api.md says.
export const HELLO_MAX_BYTES = 4096;

/** True for `{"type":"hello"}` with no token (or a null one) and nothing else odd. */
export function isSpectatorHello(message: string | ArrayBuffer): boolean {
  if (typeof message !== "string" || message.length > HELLO_MAX_BYTES) return false;
  try {
    const m = JSON.parse(message) as unknown;
    if (typeof m !== "object" || m === null || Array.isArray(m)) return false;
    const o = m as { type?: unknown; token?: unknown };
    return o.type === "hello" && (o.token === undefined || o.token === null);
  } catch {
    return false;
  }
}

/** Any hello, with or without a token: a relay closes a socket that sends a second one. */
export function isHello(message: string | ArrayBuffer): boolean {
  if (typeof message !== "string") return false;
  try {
    const m = JSON.parse(message) as { type?: unknown } | null;
    return typeof m === "object" && m !== null && m.type === "hello";
  } catch {
    return false;
  }
}
