// 32 bytes from the browser's CSPRNG, sent on create and join so the seed that
// drives the match is not the server's alone (api.md: commitment + entropy).
import { toHex } from "../../../src/protocol/hex";

export function entropyHex(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}
