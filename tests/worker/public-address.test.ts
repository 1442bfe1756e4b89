// Webhook and push addresses (api.md "Limits and headers"): https on the default
// port to a public host, judged after the URL parser normalised the address, so
// no spelling of an internal address slips through.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { checkPublicEndpoint } from "../../src/http/public-address";
import { call, errorOf, ok, table } from "./helpers";

const check = (url: string, allowLoopbackHttp = false) => checkPublicEndpoint(url, "url", { allowLoopbackHttp });

const REFUSED = [
  // loopback, every spelling
  "https://127.0.0.1/h", "https://127.1/h", "https://0x7f000001/h", "https://2130706433/h", "https://0177.0.0.1/h", "https://0x7f.0.0.1/h",
  "https://127.0.0.1./h", "https://[::1]/h", "https://[0:0:0:0:0:0:0:1]/h", "https://[::ffff:127.0.0.1]/h", "https://[::ffff:7f00:1]/h",
  "https://[::127.0.0.1]/h", "https://[64:ff9b::127.0.0.1]/h", "https://[2002:7f00:1::]/h",
  // private, shared, link-local (cloud metadata), unspecified, multicast, reserved
  "https://10.0.0.1/h", "https://10.255.255.255/h", "https://172.16.0.1/h", "https://172.31.255.1/h", "https://192.168.1.1/h",
  "https://100.64.0.1/h", "https://100.127.255.254/h", "https://169.254.169.254/latest/meta-data", "https://0.0.0.0/h", "https://0/h",
  "https://224.0.0.1/h", "https://239.255.255.250/h", "https://255.255.255.255/h", "https://240.0.0.1/h",
  "https://[::]/h", "https://[fc00::1]/h", "https://[fd12:3456::1]/h", "https://[fe80::1]/h", "https://[ff02::1]/h",
  "https://[::ffff:10.0.0.1]/h", "https://[::ffff:169.254.169.254]/h", "https://[::ffff:a9fe:a9fe]/h",
  // local names
  "https://localhost/h", "https://LOCALHOST./h", "https://app.localhost/h", "https://printer.local/h", "https://metadata.google.internal/computeMetadata/v1/",
  "https://intranet/h",
  // not https, or not its default port, or with credentials
  "http://example.com/h", "ftp://example.com/h", "https://example.com:8443/h", "https://example.com:80/h", "https://user:pw@example.com/h",
  "not a url", "",
];

const ACCEPTED = [
  "https://example.com/h", "https://discord.com/api/webhooks/1/abc", "https://hooks.slack.com/services/T/B/x", "https://example.com:443/h",
  "https://8.8.8.8/h", "https://[2606:4700:4700::1111]/h", "https://172.32.0.1/h", "https://100.128.0.1/h", "https://fcm.googleapis.com/fcm/send/x",
];

describe("public endpoint addresses", () => {
  it.each(REFUSED)("refuses %s", (url) => {
    const r = check(url);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message.length).toBeGreaterThan(10);
  });

  it.each(ACCEPTED)("accepts %s", (url) => {
    expect(check(url)).toEqual({ ok: true, url: new URL(url).href });
  });

  it("accepts plain http to 127.0.0.1 only where fixtures are allowed, and no other loopback spelling", () => {
    expect(check("http://127.0.0.1:8123/hook", true)).toEqual({ ok: true, url: "http://127.0.0.1:8123/hook" });
    expect(check("http://127.0.0.1:8123/hook", false).ok).toBe(false);
    for (const url of ["http://localhost:8123/h", "http://[::1]:8123/h", "http://10.0.0.1/h", "http://example.com/h"]) expect(check(url, true).ok, url).toBe(false);
  });

  it("is what the webhook route applies: 400 request/invalid and nothing stored", async () => {
    const t = await table("stakes", 2);
    for (const url of ["https://169.254.169.254/latest", "https://0x7f000001/h", "https://[::ffff:127.0.0.1]/h", "https://metadata.google.internal/x"]) {
      expect(await errorOf(call(`/api/games/${t.id}/webhook`, { method: "PUT", token: t.tokens[0], json: { url } })), url).toEqual({ status: 400, code: "request/invalid" });
    }
    const v = await ok<{ webhook: unknown }>(call(`/api/games/${t.id}`, { token: t.tokens[0] }));
    expect(v.webhook).toBeNull();
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
});
