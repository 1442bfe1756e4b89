// The service's VAPID key pair. Production sets the Worker secrets
// VAPID_PUBLIC_KEY (base64url, 65-byte uncompressed P-256 point) and
// VAPID_PRIVATE_KEY (base64url, the 32-byte private scalar). Where they are not
// set (local dev, tests), a pair is made on first use and kept in the storage of
// one Durable Object, so every Worker and every room signs with the same key and
// browsers' subscriptions stay valid across restarts: nothing to configure.
import { fromBase64url, toBase64url } from "../protocol/encoding";
import { importKeyPair } from "./aes128gcm";
import type { VapidKeys } from "./vapid";

export interface KeyPairText {
  publicKey: string;
  privateKey: string;
}

/** Secrets are not in wrangler.toml, so `Env` does not list them. */
interface PushSecrets {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The contact sent in every JWT's `sub` (mailto: or https:). */
  VAPID_SUBJECT?: string;
}

/** The Durable Object name that keeps the generated pair: ":" never occurs in a game id. */
export const KEY_HOLDER = "tablelink:vapid-keys";
const STORAGE_KEY = "vapid-key-pair";

export async function generateKeyPair(): Promise<KeyPairText> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const pub = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return { publicKey: toBase64url(pub), privateKey: jwk.d! };
}

/** Inside the key-holding Durable Object: the stored pair, made the first time. */
export async function storedKeyPair(storage: DurableObjectStorage): Promise<KeyPairText> {
  const have = await storage.get<KeyPairText>(STORAGE_KEY);
  if (have) return have;
  const made = await generateKeyPair();
  await storage.put(STORAGE_KEY, made);
  return made;
}

let cached: Promise<KeyPairText> | null = null;

/** The pair: the secrets when set, else the generated one (asked once per isolate). */
export function keyPairText(env: Env): Promise<KeyPairText> {
  const secrets = env as Env & PushSecrets;
  if (secrets.VAPID_PUBLIC_KEY && secrets.VAPID_PRIVATE_KEY)
    return Promise.resolve({
      publicKey: secrets.VAPID_PUBLIC_KEY.trim(),
      privateKey: secrets.VAPID_PRIVATE_KEY.trim(),
    });
  cached ??= env.ROOMS.get(env.ROOMS.idFromName(KEY_HOLDER))
    .vapidKeyPair()
    .catch((e: unknown) => {
      cached = null;
      throw e;
    });
  return cached;
}

const signing = new Map<string, Promise<VapidKeys>>();

export function vapidKeys(env: Env): Promise<VapidKeys> {
  return keyPairText(env).then((pair) => {
    let keys = signing.get(pair.publicKey);
    if (!keys) {
      const pub = fromBase64url(pair.publicKey);
      const priv = fromBase64url(pair.privateKey);
      if (!pub || !priv) return Promise.reject(new Error("VAPID keys are not base64url"));
      keys = importKeyPair(priv, pub, "ECDSA").then((k) => ({ publicKey: pair.publicKey, signingKey: k.privateKey }));
      signing.set(pair.publicKey, keys);
    }
    return keys;
  });
}

/** The JWT's contact: the secret VAPID_SUBJECT, else the site's https origin, else a placeholder address. */
export function vapidSubject(env: Env, origin: string | undefined): string {
  const set = (env as Env & PushSecrets).VAPID_SUBJECT;
  if (set && /^(mailto:|https:)/.test(set)) return set;
  if (origin?.startsWith("https:")) return origin;
  return "mailto:push@tablelink.invalid";
}
