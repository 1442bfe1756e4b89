// The JSON body cap (src/http/body.ts): 16 KB exactly, with or without
// Content-Length, one message, and checked where it always was: after the 415
// for a body that is not JSON, before the route looks at the token.
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/http/body";
import { call, errorOf, table } from "./helpers";

/** A valid create body padded with spaces to exactly `size` bytes. */
function createBody(size: number): string {
  const json = JSON.stringify({ game: "dobbelsjanse", seats: 3, name: "A" });
  return `${json.slice(0, -1)}${" ".repeat(size - json.length)}}`;
}

/** The text as a stream of small chunks: no Content-Length. */
function streamed(text: string, chunk = 1000): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(ctl) {
      if (at >= bytes.length) return ctl.close();
      ctl.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
}

describe("the body cap", () => {
  it("is 16 KB", () => {
    expect(MAX_BODY_BYTES).toBe(16 * 1024);
  });

  it("takes a body of exactly the limit and refuses one byte more, with Content-Length", async () => {
    expect(createBody(MAX_BODY_BYTES)).toHaveLength(MAX_BODY_BYTES);
    expect((await call("/api/games", { method: "POST", body: createBody(MAX_BODY_BYTES) })).status).toBe(201);
    const res = await call("/api/games", { method: "POST", body: createBody(MAX_BODY_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "request/too_large", message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` },
    });
  });

  it("does the same for a streamed body without Content-Length", async () => {
    expect((await call("/api/games", { method: "POST", body: streamed(createBody(MAX_BODY_BYTES)) })).status).toBe(201);
    const res = await call("/api/games", { method: "POST", body: streamed(createBody(MAX_BODY_BYTES + 1)) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "request/too_large", message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` },
    });
  });

  it("counts the bytes read, not the ones declared", async () => {
    // Only an in-process request can declare less than it sends; the cap holds anyway.
    const res = await call("/api/games", {
      method: "POST",
      headers: { "content-length": "10" },
      body: streamed(createBody(MAX_BODY_BYTES + 1)),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "request/too_large" } });
  });

  it("reads a small streamed body whole", async () => {
    expect((await call("/api/games", { method: "POST", body: streamed(createBody(300), 7) })).status).toBe(201);
  });

  it("answers 415 before 413 when the oversized body is not JSON", async () => {
    const headers = { "content-type": "text/plain" };
    expect(
      await errorOf(call("/api/games", { method: "POST", headers, body: createBody(MAX_BODY_BYTES + 1) })),
    ).toEqual({
      status: 415,
      code: "request/unsupported_media_type",
    });
    expect(
      await errorOf(call("/api/games", { method: "POST", headers, body: streamed(createBody(MAX_BODY_BYTES + 1)) })),
    ).toEqual({
      status: 415,
      code: "request/unsupported_media_type",
    });
  });

  it("answers 413 before the route checks the token", async () => {
    const t = await table("dobbelsjanse", 3);
    const body = JSON.stringify({ version: 0, move: { type: "draw" }, pad: "x".repeat(MAX_BODY_BYTES) });
    expect(await errorOf(call(`/api/games/${t.id}/moves`, { method: "POST", body }))).toEqual({
      status: 413,
      code: "request/too_large",
    });
    expect(await errorOf(call(`/api/games/${t.id}/moves`, { method: "POST", body: streamed(body) }))).toEqual({
      status: 413,
      code: "request/too_large",
    });
  });
});
