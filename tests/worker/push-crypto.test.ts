// Web Push's two RFCs as the service implements them: the message encryption
// reproduces RFC 8291's worked example byte for byte (section 5 / appendix A),
// a browser's side decrypts it, and the VAPID JWT verifies with the public key.
import { describe, expect, it } from "vitest";
import { encryptPush, importKeyPair } from "../../src/push/aes128gcm";
import { fromBase64url, toBase64url, utf8 } from "../../src/protocol/encoding";
import { generateKeyPair } from "../../src/push/keys";
import { JWT_LIFETIME_S, vapidAuthorization } from "../../src/push/vapid";
import { browserKeys, decryptPush, verifyVapid } from "./push-browser";

// RFC 8291, section 5 (the values are the RFC's, appendix A).
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml" +
    "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT" +
    "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};
const b = (s: string) => fromBase64url(s)!;

describe("RFC 8291 message encryption", () => {
  it("reproduces the RFC's example message byte for byte", async () => {
    const sender = await importKeyPair(b(RFC.asPrivate), b(RFC.asPublic), "ECDH");
    const body = await encryptPush(
      utf8(RFC.plaintext),
      { p256dh: b(RFC.uaPublic), auth: b(RFC.auth) },
      { salt: b(RFC.salt), sender },
    );
    expect(toBase64url(body)).toBe(RFC.body);
    // 86-byte header (salt, rs = 4096, idlen = 65, the sender's key), then text + delimiter + 16-byte tag.
    expect(body.length).toBe(86 + RFC.plaintext.length + 1 + 16);
  });

  it("the RFC's message decrypts with the user agent's private key (the test's browser side is right too)", async () => {
    const ua = await importKeyPair(b(RFC.uaPrivate), b(RFC.uaPublic), "ECDH");
    expect(await decryptPush(b(RFC.body), { privateKey: ua.privateKey, p256dh: RFC.uaPublic, auth: RFC.auth })).toBe(
      RFC.plaintext,
    );
    const tampered = b(RFC.body);
    tampered[100]! ^= 1;
    await expect(
      decryptPush(tampered, { privateKey: ua.privateKey, p256dh: RFC.uaPublic, auth: RFC.auth }),
    ).rejects.toThrow();
  });

  it("a fresh salt and sender key every message, each readable only with the subscription's own keys", async () => {
    const keys = await browserKeys();
    const other = await browserKeys();
    const to = { p256dh: b(keys.p256dh), auth: b(keys.auth) };
    const [one, two] = [await encryptPush(utf8('{"a":1}'), to), await encryptPush(utf8('{"a":1}'), to)];
    expect(toBase64url(one.slice(0, 16))).not.toBe(toBase64url(two.slice(0, 16)));
    expect(toBase64url(one.slice(21, 86))).not.toBe(toBase64url(two.slice(21, 86)));
    expect(await decryptPush(one, keys)).toBe('{"a":1}');
    await expect(decryptPush(one, { ...other, p256dh: keys.p256dh, auth: keys.auth })).rejects.toThrow();
  });
});

describe("RFC 8292 VAPID", () => {
  it("signs an ES256 JWT for the endpoint's origin, at most 24 h ahead, that verifies with the public key", async () => {
    const pair = await generateKeyPair();
    expect(b(pair.publicKey)).toHaveLength(65);
    expect(b(pair.publicKey)[0]).toBe(4);
    const signing = await importKeyPair(b(pair.privateKey), b(pair.publicKey), "ECDSA");
    const now = Date.UTC(2026, 0, 1);
    const header = await vapidAuthorization(
      "https://push.example.net/wpush/v2/abc?x=1",
      "mailto:ops@example.org",
      { publicKey: pair.publicKey, signingKey: signing.privateKey },
      now,
    );
    const { claims, k } = await verifyVapid(header);
    expect(k).toBe(pair.publicKey);
    expect(claims).toEqual({
      aud: "https://push.example.net",
      exp: now / 1000 + JWT_LIFETIME_S,
      sub: "mailto:ops@example.org",
    });
    expect(claims.exp - now / 1000).toBeLessThanOrEqual(24 * 3600);
    // Another key's signature does not pass.
    const stranger = await generateKeyPair();
    await expect(verifyVapid(header.replace(`k=${pair.publicKey}`, `k=${stranger.publicKey}`))).rejects.toThrow(
      /does not verify/,
    );
  });
});
