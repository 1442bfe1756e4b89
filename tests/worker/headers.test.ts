// Headers (api.md "Limits and headers"): nosniff and CORS on the API and oEmbed,
// no caching of anything a token was sent for, JSON bodies only (415), page
// isolation headers, CORS on /assets for sandboxed embeds, no shared ETag on
// per-game pages, and links built from PUBLIC_ORIGIN rather than the Host header
// (csp-headers.test.ts has the CSP and X-Frame-Options).
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import { call, errorOf, join, ok, table } from "./helpers";
import { site } from "./headers-site";

describe("API and oEmbed headers", async () => {
  const t = await table("stakes", 2);
  const answers: [string, () => Promise<Response>][] = [
    ["a spectator view", () => call(`/api/games/${t.id}`)],
    ["a seat's view", () => call(`/api/games/${t.id}`, { token: t.tokens[0] })],
    ["an error", () => call(`/api/games/AAAAAAAAAAAAAA`)],
    ["an unknown API route", () => call("/api/nothing")],
    ["the history", () => call("/api/matches")],
    ["oEmbed", () => call(`/oembed?url=${encodeURIComponent(`http://tablelink.test/g/${t.id}`)}`)],
    ["a 415", () => call("/api/games", { method: "POST", body: "{}", headers: { "content-type": "text/plain" } })],
  ];

  it.each(answers)("%s sends nosniff and CORS for any origin", async (_, ask) => {
    const res = await ask();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    await res.body?.cancel();
  });

  it("answers a CORS preflight for the methods and the Authorization and Content-Type headers", async () => {
    const res = await call(`/api/games/${t.id}/moves`, {
      method: "OPTIONS",
      headers: {
        origin: "null",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    for (const m of ["GET", "POST", "PUT", "DELETE"])
      expect(res.headers.get("access-control-allow-methods")).toContain(m);
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
  });

  it("never lets a response to a request with a token be cached", async () => {
    const seat = await call(`/api/games/${t.id}`, { token: t.tokens[0] });
    expect(seat.headers.get("cache-control")).toBe("private, no-store");
    const bad = await call(`/api/games/${t.id}`, { token: "nope" });
    expect(bad.headers.get("cache-control")).toBe("private, no-store");
    // A new token in the answer: create and join too.
    const created = await call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "A" } });
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const c = (await created.json()) as CreateGameResponse;
    const joined = await join(c, "B");
    expect(joined.headers.get("cache-control")).toBe("private, no-store");
    await ok<JoinGameResponse>(joined, 201);
  });
});

describe("JSON bodies only", async () => {
  const t = await table("stakes", 2);
  const c = await ok<CreateGameResponse>(
    call("/api/games", { method: "POST", json: { game: "stakes", seats: 3, name: "A" } }),
    201,
  );
  const bodyRoutes: [string, string, string, string | undefined][] = [
    ["create", "POST", "/api/games", undefined],
    ["join", "POST", `/api/games/${c.id}/join`, undefined],
    ["moves", "POST", `/api/games/${t.id}/moves`, t.tokens[0]],
    ["chat", "POST", `/api/games/${t.id}/chat`, t.tokens[0]],
    ["webhook", "PUT", `/api/games/${t.id}/webhook`, t.tokens[0]],
  ];
  const bodies: Record<string, unknown> = {
    create: { game: "stakes", seats: 2, name: "A" },
    join: { name: "B", invite: c.invite },
    moves: { version: 0, move: { type: "flip" } },
    chat: { text: "hi" },
    webhook: { url: "https://example.com/h" },
  };

  it.each(bodyRoutes)(
    "%s refuses text/plain, a form and a missing Content-Type with 415, and changes nothing",
    async (name, method, path, token) => {
      const before = JSON.stringify(await ok(call(`/api/games/${name === "join" ? c.id : t.id}`)));
      const text = JSON.stringify(bodies[name]);
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        expect(
          await errorOf(call(path, { method, token, body: text, headers: { "content-type": type } })),
          type,
        ).toEqual({
          status: 415,
          code: "request/unsupported_media_type",
        });
      }
      // A body with no Content-Type at all (bytes: fetch adds none for them).
      expect(
        await errorOf(
          site(`http://tablelink.test${path}`, {
            method,
            body: new TextEncoder().encode(text),
            headers: token ? { authorization: `Bearer ${token}` } : {},
          }),
        ),
      ).toEqual({
        status: 415,
        code: "request/unsupported_media_type",
      });
      expect(JSON.stringify(await ok(call(`/api/games/${name === "join" ? c.id : t.id}`)))).toBe(before);
    },
  );

  it("ranks 415 with 400: before an unknown game (404) and a bad token (401)", async () => {
    expect(
      await errorOf(
        call("/api/games/AAAAAAAAAAAAAA/moves", {
          method: "POST",
          token: "nope",
          body: "{}",
          headers: { "content-type": "text/plain" },
        }),
      ),
    ).toEqual({
      status: 415,
      code: "request/unsupported_media_type",
    });
  });

  it("needs no Content-Type where there is no body (resign)", async () => {
    const d = await table("stakes", 2);
    const res = await site(`http://tablelink.test/api/games/${d.id}/resign`, {
      method: "POST",
      headers: { authorization: `Bearer ${d.tokens[1]}` },
    });
    expect(res.status).toBe(200);
  });
});

describe("page headers", async () => {
  const t = await table("stakes", 2);

  it("isolates pages (COOP, Permissions-Policy) but not the embed, which lives in other sites' windows", async () => {
    for (const path of ["/", `/g/${t.id}`, `/m/${t.id}`, "/history"]) {
      const res = await site(`http://tablelink.test${path}`);
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      const pp = res.headers.get("permissions-policy") ?? "";
      for (const f of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) expect(pp, path).toContain(f);
    }
    const embed = await site(`http://tablelink.test/embed/${t.id}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(embed.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("sends Strict-Transport-Security over https only", async () => {
    expect((await site(`https://tablelink.test/g/${t.id}`)).headers.get("strict-transport-security")).toMatch(
      /max-age=\d{7,}/,
    );
    expect((await site(`https://tablelink.test/api/games/${t.id}`)).headers.get("strict-transport-security")).toMatch(
      /max-age=/,
    );
    expect((await site(`http://tablelink.test/g/${t.id}`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("serves /assets with CORS and a cross-origin resource policy, so a sandboxed embed can load its script", async () => {
    const res = await site("http://tablelink.test/assets/embed.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("gives per-game pages no validator shared with the static file", async () => {
    const other = await table("stakes", 2);
    for (const path of [`/g/${t.id}`, `/g/${t.id}/watch`, `/embed/${t.id}`, `/m/${t.id}`]) {
      const a = await site(`http://tablelink.test${path}`);
      const b = await site(`http://tablelink.test${path.replace(t.id, other.id)}`);
      expect(a.status, path).toBe(200);
      expect(a.headers.get("etag"), path).toBeNull();
      expect(b.headers.get("etag"), path).toBeNull();
    }
    // Static pages keep theirs.
    expect((await site("http://tablelink.test/")).headers.get("etag")).toBe('"static-file"');
  });
});

describe("links use PUBLIC_ORIGIN, not the request's Host", () => {
  const pub = { PUBLIC_ORIGIN: "https://tablelink.example" } as unknown as Partial<Env>;

  it("in the create and join answers", async () => {
    const res = await site(
      "http://evil.test/api/games",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game: "stakes", seats: 2, name: "A" }),
      },
      pub,
    );
    const c = (await res.json()) as CreateGameResponse;
    for (const url of Object.values(c.urls)) expect(url.startsWith("https://tablelink.example/"), url).toBe(true);
    const j = (await (
      await site(
        `http://evil.test/api/games/${c.id}/join`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "B", invite: c.invite }),
        },
        pub,
      )
    ).json()) as JoinGameResponse;
    expect(j.urls.play.startsWith("https://tablelink.example/g/")).toBe(true);
  });

  it("in share tags and oEmbed", async () => {
    const t = await table("stakes", 2);
    const html = await (await site(`http://evil.test/g/${t.id}`, undefined, pub)).text();
    expect(html).toContain(`content="https://tablelink.example/g/${t.id}"`);
    expect(html).not.toContain("evil.test");
    const o = await site(
      `http://evil.test/oembed?url=${encodeURIComponent(`https://tablelink.example/g/${t.id}`)}&format=json`,
      undefined,
      pub,
    );
    expect(o.status).toBe(200);
    const body = (await o.json()) as { html: string; provider_url: string };
    expect(body.provider_url).toBe("https://tablelink.example/");
    expect(body.html).toContain(`https://tablelink.example/embed/${t.id}`);
    expect(body.html).not.toContain("evil.test");
  });
});
