// Lowercase hex, two characters a byte: seeds, commitments, token hashes, a seat's
// entropy. Pure, no I/O: the Worker, Node (the replay verifier) and the pages all
// use this one copy.

const HEX = /^[0-9a-f]*$/;

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
