// Webhook and push addresses (api.md "Limits and headers", "Limits (third
// round)"): https on the default port to a public host, judged after the URL
// parser normalised the address, so no spelling of an internal address slips
// through, and no IPv6 form that carries an IPv4 address, whatever that IPv4 is.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { checkPublicEndpoint } from "../../src/protocol/public-address";
import { call, errorOf, ok, table } from "./helpers";
import { browserKeys } from "./push-browser";

const check = (url: string, allowLoopbackHttp = false) => checkPublicEndpoint(url, "url", { allowLoopbackHttp });

const REFUSED = [
  // loopback, every spelling
  "https://127.0.0.1/h",
  "https://127.1/h",
  "https://0x7f000001/h",
  "https://2130706433/h",
  "https://0177.0.0.1/h",
  "https://0x7f.0.0.1/h",
  "https://127.0.0.1./h",
  "https://[::1]/h",
  "https://[0:0:0:0:0:0:0:1]/h",
  "https://[::ffff:127.0.0.1]/h",
  "https://[::ffff:7f00:1]/h",
  "https://[::127.0.0.1]/h",
  "https://[64:ff9b::127.0.0.1]/h",
  "https://[2002:7f00:1::]/h",
  // private, shared, link-local (cloud metadata), unspecified, multicast, reserved
  "https://10.0.0.1/h",
  "https://10.255.255.255/h",
  "https://172.16.0.1/h",
  "https://172.31.255.1/h",
  "https://192.168.1.1/h",
  "https://100.64.0.1/h",
  "https://100.127.255.254/h",
  "https://169.254.169.254/latest/meta-data",
  "https://0.0.0.0/h",
  "https://0/h",
  "https://224.0.0.1/h",
  "https://239.255.255.250/h",
  "https://255.255.255.255/h",
  "https://240.0.0.1/h",
  "https://[::]/h",
  "https://[fc00::1]/h",
  "https://[fd12:3456::1]/h",
  "https://[fe80::1]/h",
  "https://[ff02::1]/h",
  "https://[::ffff:10.0.0.1]/h",
  "https://[::ffff:169.254.169.254]/h",
  "https://[::ffff:a9fe:a9fe]/h",
  // reserved and documentation blocks
  "https://192.0.2.1/h",
  "https://198.51.100.7/h",
  "https://203.0.113.9/h",
  "https://198.18.0.1/h",
  "https://192.0.0.8/h",
  "https://[2001:db8::1]/h",
  "https://[fec0::1]/h",
  "https://[100::1]/h",
  // local names
  "https://localhost/h",
  "https://LOCALHOST./h",
  "https://app.localhost/h",
  "https://printer.local/h",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://intranet/h",
  // not https, or not its default port, or with credentials
  "http://example.com/h",
  "ftp://example.com/h",
  "https://example.com:8443/h",
  "https://example.com:80/h",
  "https://user:pw@example.com/h",
  "not a url",
  "",
];

// Every IPv6 form that carries an IPv4 address, each with an inward IPv4
// (127.0.0.1, 10.0.0.1) and a public one (8.8.8.8): refused whatever it carries.
const EMBEDDING = [
  // IPv4-mapped ::ffff:0:0/96
  "https://[::ffff:127.0.0.1]/h",
  "https://[::ffff:8.8.8.8]/h",
  "https://[::ffff:808:808]/h",
  "https://[0:0:0:0:0:ffff:a00:1]/h",
  // IPv4-translated ::ffff:0:0:0/96
  "https://[::ffff:0:7f00:1]/h",
  "https://[::ffff:0:127.0.0.1]/h",
  "https://[::ffff:0:808:808]/h",
  // IPv4-compatible ::/96
  "https://[::127.0.0.1]/h",
  "https://[::8.8.8.8]/h",
  "https://[::808:808]/h",
  "https://[::a00:1]/h",
  // NAT64 64:ff9b::/96 and the local-use 64:ff9b:1::/48
  "https://[64:ff9b::127.0.0.1]/h",
  "https://[64:ff9b::808:808]/h",
  "https://[64:ff9b:1::7f00:1]/h",
  "https://[64:ff9b:1:abcd::808:808]/h",
  // 6to4 2002::/16
  "https://[2002:7f00:1::]/h",
  "https://[2002:808:808::1]/h",
  "https://[2002:a00:1:1::1]/h",
  // Teredo 2001:0::/32: the client's IPv4 is stored inverted in the last 32 bits (80ff:fffe is 127.0.0.1, f7f7:f7f7 is 8.8.8.8)
  "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/h",
  "https://[2001::f7f7:f7f7]/h",
  "https://[2001:0:53aa:64c::1]/h",
];

const ACCEPTED = [
  "https://example.com/h",
  "https://discord.com/api/webhooks/1/abc",
  "https://hooks.slack.com/services/T/B/x",
  "https://example.com:443/h",
  "https://8.8.8.8/h",
  "https://[2606:4700:4700::1111]/h",
  "https://172.32.0.1/h",
  "https://100.128.0.1/h",
  "https://fcm.googleapis.com/fcm/send/x",
  // Near the refused ranges but outside them: Google's 2001:4860:: is not Teredo's 2001:0::/32, 2003:: is not 6to4.
  "https://[2001:4860:4860::8888]/h",
  "https://[2a00:1450:4001:80b::200e]/h",
  "https://[2003:e0::1]/h",
  "https://[64:ff9c::808:808]/h",
  "https://1.1.1.1/h",
  "https://192.0.3.1/h",
];

describe("public endpoint addresses", () => {
  it.each(REFUSED)("refuses %s", (url) => {
    const r = check(url);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message.length).toBeGreaterThan(10);
  });

  it.each(EMBEDDING)("refuses %s, saying it carries an IPv4 address", (url) => {
    const r = check(url);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/carries an IPv4 address/);
  });

  it("says which kind of address it refused", () => {
    expect(check("https://10.0.0.1/h")).toEqual({
      ok: false,
      message: "`url` must point at a public host: 10.0.0.1 is a private address.",
    });
    expect(check("https://100.64.0.1/h")).toEqual({
      ok: false,
      message: "`url` must point at a public host: 100.64.0.1 is a shared (CGNAT) address.",
    });
    expect(check("https://[::1]/h")).toEqual({
      ok: false,
      message: "`url` must point at a public host: [::1] is the loopback IPv6 address.",
    });
    expect(check("https://[2001::f7f7:f7f7]/h")).toEqual({
      ok: false,
      message:
        "`url` must point at a public host: [2001::f7f7:f7f7] is in the Teredo range, which carries an IPv4 address.",
    });
  });

  it.each(ACCEPTED)("accepts %s", (url) => {
    expect(check(url)).toEqual({ ok: true, url: new URL(url).href });
  });

  it("accepts plain http to 127.0.0.1 only where fixtures are allowed, and no other loopback spelling", () => {
    expect(check("http://127.0.0.1:8123/hook", true)).toEqual({ ok: true, url: "http://127.0.0.1:8123/hook" });
    expect(check("http://127.0.0.1:8123/hook", false).ok).toBe(false);
    for (const url of ["http://localhost:8123/h", "http://[::1]:8123/h", "http://10.0.0.1/h", "http://example.com/h"])
      expect(check(url, true).ok, url).toBe(false);
  });

  it("is what the webhook route applies: 400 request/invalid for every refused form, and nothing stored", async () => {
    const t = await table("stakes", 2);
    for (const url of [...EMBEDDING, ...REFUSED]) {
      expect(
        await errorOf(call(`/api/games/${t.id}/webhook`, { method: "PUT", token: t.tokens[0], json: { url } })),
        url,
      ).toEqual({
        status: 400,
        code: "request/invalid",
      });
    }
    const v = await ok<{ webhook: unknown }>(call(`/api/games/${t.id}`, { token: t.tokens[0] }));
    expect(v.webhook).toBeNull();
    const good = await ok<{ webhook: { url: string } }>(
      call(`/api/games/${t.id}/webhook`, {
        method: "PUT",
        token: t.tokens[0],
        json: { url: "https://[2001:4860:4860::8888]/h" },
      }),
    );
    expect(good.webhook.url).toBe("https://[2001:4860:4860::8888]/h");
    await ok(call(`/api/games/${t.id}/webhook`, { method: "DELETE", token: t.tokens[0] }));
    // In production (no fixtures) even 127.0.0.1 over http is refused.
    const prod = await app.fetch(
      new Request(`http://tablelink.test/api/games/${t.id}/webhook`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${t.tokens[0]}` },
        body: JSON.stringify({ url: "http://127.0.0.1:9/h" }),
      }),
      { ...env, ALLOW_FIXTURES: "false" },
      createExecutionContext(),
    );
    expect(await errorOf(prod)).toEqual({ status: 400, code: "request/invalid" });
  });

  it("is what the push route applies: 400 request/invalid for every refused endpoint, a public one accepted", async () => {
    const t = await table("stakes", 2);
    const keys = await browserKeys();
    const put = (endpoint: string) =>
      call(`/api/games/${t.id}/push`, {
        method: "PUT",
        token: t.tokens[0],
        json: { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
      });
    for (const url of [...EMBEDDING, ...REFUSED])
      expect(await errorOf(put(url)), url).toEqual({ status: 400, code: "request/invalid" });
    expect(await ok(put("https://[2001:4860:4860::8888]/push/x"))).toEqual({
      push: { endpoint: "https://[2001:4860:4860::8888]/push/x" },
    });
    await ok(call(`/api/games/${t.id}/push`, { method: "DELETE", token: t.tokens[0] }));
  });
});
