import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("worker", () => {
  it("answers health", async () => {
    const res = await exports.default.fetch("http://x/api/health");
    expect(await res.json()).toEqual({ ok: true });
    const stub = (env.ROOMS as DurableObjectNamespace<import("../../src/index").GameRoom>).get(env.ROOMS.idFromName("a"));
    expect(await stub.ping()).toBe("pong");
  });
});
