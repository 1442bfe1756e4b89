// The browser's and the push service's side of Web Push, for tests inside
// workerd: a subscription's key pair, decrypting an aes128gcm body with it
// (RFC 8291), and checking a VAPID Authorization header (RFC 8292).
import { deriveKeys, ecdhSecret } from "../../src/push/aes128gcm";
import { concat, fromBase64url, toBase64url } from "../../src/protocol/encoding";

export interface BrowserKeys {
  privateKey: CryptoKey;
  /** base64url, as PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
}

export async function browserKeys(): Promise<BrowserKeys> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const pub = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return {
    privateKey: pair.privateKey,
    p256dh: toBase64url(pub),
    auth: toBase64url(crypto.getRandomValues(new Uint8Array(16))),
  };
}

/** Undoes encryptPush as a browser would; throws if the body is not exactly one well-formed record. */
export async function decryptPush(
  body: Uint8Array,
  keys: { privateKey: CryptoKey; p256dh: string; auth: string },
): Promise<string> {
  const salt = body.slice(0, 16);
  const rs = new DataView(body.buffer, body.byteOffset).getUint32(16);
  const idlen = body[20]!;
  if (rs !== 4096 || idlen !== 65) throw new Error(`header rs ${rs} idlen ${idlen}`);
  const senderPublic = body.slice(21, 21 + idlen);
  const secret = await ecdhSecret(keys.privateKey, senderPublic);
  const { cek, nonce } = await deriveKeys(
    secret,
    fromBase64url(keys.auth)!,
    fromBase64url(keys.p256dh)!,
    senderPublic,
    salt,
  );
  const key = await crypto.subtle.importKey("raw", concat(cek), "AES-GCM", false, ["decrypt"]);
  const plain = new Uint8Array(
    await crypto.subtle.decrypt({ name: "AES-GCM", iv: concat(nonce) }, key, concat(body.slice(21 + idlen))),
  );
  // The last record ends with 0x02, then only zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(plain.slice(0, end));
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** Checks `vapid t=<jwt>, k=<key>`: ES256 header, signature by k. Returns the claims and k. */
export async function verifyVapid(header: string): Promise<{ claims: VapidClaims; k: string }> {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!m) throw new Error(`not a VAPID header: ${header}`);
  const [h, c, s] = m[1]!.split(".") as [string, string, string];
  const json = (part: string) => JSON.parse(new TextDecoder().decode(fromBase64url(part)!));
  const head = json(h);
  if (head.alg !== "ES256" || head.typ !== "JWT") throw new Error(`JWT header ${JSON.stringify(head)}`);
  const key = await crypto.subtle.importKey(
    "raw",
    concat(fromBase64url(m[2]!)!),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const good = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    concat(fromBase64url(s)!),
    new TextEncoder().encode(`${h}.${c}`),
  );
  if (!good) throw new Error("VAPID signature does not verify");
  return { claims: json(c) as VapidClaims, k: m[2]! };
}
