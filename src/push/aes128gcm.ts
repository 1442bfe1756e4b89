// RFC 8291 message encryption for Web Push, with the aes128gcm content coding of
// RFC 8188, on Web Crypto only (it runs in the Worker). One record: a push
// message is at most 4 KB, so it always fits the single 4096-byte record.
import { concat, toBase64url, utf8 } from "../protocol/encoding";

/** The browser's half of a subscription: its P-256 public key (65 bytes) and auth secret (16 bytes). */
export interface ReceiverKeys {
  p256dh: Uint8Array;
  auth: Uint8Array;
}

/** Fixed inputs, only for checking against the RFC's example; normally both are fresh per message. */
export interface EncryptOptions {
  salt?: Uint8Array;
  sender?: CryptoKeyPair;
}

export const RECORD_SIZE = 4096;
const P256 = { name: "ECDH", namedCurve: "P-256" } as const;

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", concat(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, concat(data)));
}

/** HKDF (RFC 5869) with one output block, which every length here fits. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
  const prk = await hmac(salt, ikm);
  return (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length);
}

/** The content key and nonce both sides derive (RFC 8291 §3.3–3.4, RFC 8188 §2.2–2.3). */
export async function deriveKeys(
  secret: Uint8Array,
  auth: Uint8Array,
  receiverPublic: Uint8Array,
  senderPublic: Uint8Array,
  salt: Uint8Array,
): Promise<{ cek: Uint8Array; nonce: Uint8Array }> {
  const keyInfo = concat(utf8("WebPush: info\0"), receiverPublic, senderPublic);
  const ikm = await hkdf(auth, secret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12);
  return { cek, nonce };
}

export async function ecdhSecret(privateKey: CryptoKey, publicRaw: Uint8Array): Promise<Uint8Array> {
  const pub = await crypto.subtle.importKey("raw", concat(publicRaw), P256, false, []);
  // Workers' types spell the member `$public` (a keyword workaround); the runtime reads `public`.
  const alg = { name: "ECDH", public: pub } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  return new Uint8Array(await crypto.subtle.deriveBits(alg, privateKey, 256));
}

/** The request body: salt ‖ rs ‖ idlen ‖ sender public key ‖ AES-128-GCM(plaintext ‖ 0x02). */
export async function encryptPush(
  plaintext: Uint8Array,
  to: ReceiverKeys,
  opts: EncryptOptions = {},
): Promise<Uint8Array> {
  const salt = opts.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const sender = opts.sender ?? ((await crypto.subtle.generateKey(P256, true, ["deriveBits"])) as CryptoKeyPair);
  const senderPublic = new Uint8Array((await crypto.subtle.exportKey("raw", sender.publicKey)) as ArrayBuffer);
  const secret = await ecdhSecret(sender.privateKey, to.p256dh);
  const { cek, nonce } = await deriveKeys(secret, to.auth, to.p256dh, senderPublic, salt);
  const key = await crypto.subtle.importKey("raw", concat(cek), "AES-GCM", false, ["encrypt"]);
  // 0x02 marks the last (and only) record; no padding.
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: concat(nonce) }, key, concat(plaintext, new Uint8Array([2]))),
  );
  const header = new Uint8Array(21);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header.set(salt, 0);
  header[20] = senderPublic.length;
  return concat(header, senderPublic, sealed);
}

/** A P-256 key pair from its raw parts (the 32-byte private scalar and the 65-byte public point). */
export async function importKeyPair(
  privateRaw: Uint8Array,
  publicRaw: Uint8Array,
  alg: "ECDH" | "ECDSA",
): Promise<CryptoKeyPair> {
  const jwk = jwkOf(privateRaw, publicRaw);
  const algorithm = { name: alg, namedCurve: "P-256" };
  const privateKey = await crypto.subtle.importKey(
    "jwk",
    jwk,
    algorithm,
    false,
    alg === "ECDH" ? ["deriveBits"] : ["sign"],
  );
  const publicKey = await crypto.subtle.importKey(
    "raw",
    concat(publicRaw),
    algorithm,
    true,
    alg === "ECDH" ? [] : ["verify"],
  );
  return { privateKey, publicKey };
}

function jwkOf(privateRaw: Uint8Array, publicRaw: Uint8Array): JsonWebKey {
  const [d, x, y] = [privateRaw, publicRaw.slice(1, 33), publicRaw.slice(33, 65)].map(toBase64url);
  return { kty: "EC", crv: "P-256", d, x, y, ext: true };
}
