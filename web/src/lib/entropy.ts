// 32 bytes from the browser's CSPRNG, sent on create and join so the seed that
// drives the match is not the server's alone (api.md: commitment + entropy).
export function entropyHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let s = "";
  for (const b of bytes) s += b.toString(16).padStart(2, "0");
  return s;
}
