// A table opened by a slash command is named after the interaction that asked for
// it, so the same interaction (Discord retrying, or a signed request replayed within
// its five minutes) finds the same table instead of opening a second one.
import { urlAlphabet } from "nanoid";

/** 14 characters of the game id alphabet, from SHA-256 of the interaction id. */
export async function gameIdOfInteraction(interactionId: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`tablelink discord interaction ${interactionId}`)),
  );
  let id = "";
  for (let i = 0; i < 14; i++) id += urlAlphabet[digest[i]! & 63];
  return id;
}
