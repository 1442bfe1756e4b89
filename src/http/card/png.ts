// A PNG from RGB pixels (8-bit truecolour, no alpha): signature, IHDR, one IDAT
// compressed by the runtime's own zlib (CompressionStream "deflate"), IEND. Each
// row uses the "up" filter: the card's flat colours repeat row after row, so most
// rows become zeros, which zlib packs fastest (a third of the CPU of no filter or
// "sub", measured in docs/measurements.md).
import { concat } from "../../protocol/encoding";

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  // Straight into the compressor: wrapping the bytes in a Blob first cost a copy and a stream of its own.
  const cs = new CompressionStream("deflate");
  const writer = cs.writable.getWriter();
  const written = Promise.all([writer.write(data), writer.close()]);
  const out = await new Response(cs.readable).arrayBuffer();
  await written;
  return new Uint8Array(out);
}

const HIGH = 0x80808080;

/**
 * The "up" filter of one row, four bytes at a time: each byte minus the byte
 * above it, modulo 256, with no borrow from one byte into the next (the high
 * bits are set aside and put back). Returns whether any byte differs, so an
 * unchanged row (a third of the card) is left as the zeros it already is.
 */
function upRow(words: Uint32Array, from: number, out: Uint32Array): boolean {
  let any = 0;
  for (let i = 0; i < out.length; i++) {
    const a = words[from + i]!;
    const b = words[from - out.length + i]!;
    const d = (((a | HIGH) - (b & ~HIGH)) ^ ((a ^ ~b) & HIGH)) >>> 0;
    out[i] = d;
    any |= d;
  }
  return any !== 0;
}

export const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

export async function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Uint8Array> {
  const stride = width * 3;
  const raw = new Uint8Array((stride + 1) * height);
  raw[0] = 2;
  raw.set(rgb.subarray(0, stride), 1);
  if (stride % 4 === 0 && rgb.byteOffset % 4 === 0) {
    const words = new Uint32Array(rgb.buffer, rgb.byteOffset, (stride / 4) * height);
    const row = new Uint32Array(stride / 4);
    const rowBytes = new Uint8Array(row.buffer);
    for (let y = 1; y < height; y++) {
      const o = y * (stride + 1);
      raw[o] = 2;
      if (upRow(words, (y * stride) / 4, row)) raw.set(rowBytes, o + 1);
    }
  } else {
    for (let y = 1; y < height; y++) {
      const o = y * (stride + 1);
      const at = y * stride;
      raw[o] = 2;
      for (let i = 0; i < stride; i++) raw[o + 1 + i] = rgb[at + i]! - rgb[at + i - stride]!;
    }
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array(PNG_SIGNATURE),
    chunk("IHDR", ihdr),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  return concat(...parts);
}
