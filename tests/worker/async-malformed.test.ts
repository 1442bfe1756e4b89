// The long-running-play routes answer anything malformed with a coded 4xx, in
// api.md's order (400, 404, 401, 409), and never with a 5xx.
import { describe, expect, it } from "vitest";
import { call, errorOf, table } from "./helpers";

const UNKNOWN = "AAAAAAAAAAAAAA";

describe("async routes with bad input", () => {
  it.each([
    ["chat: not JSON", "POST", "chat", "{", 400, "request/invalid"],
    ["chat: not an object", "POST", "chat", "[1]", 400, "request/invalid"],
    ["chat: body checked before the id", "POST", "chat", '{"text":""}', 400, "request/invalid"],
    ["chat: unknown game", "POST", "chat", '{"text":"hi"}', 404, "game/not_found"],
    ["webhook: not JSON", "PUT", "webhook", "nope", 400, "request/invalid"],
    ["webhook: url not a string", "PUT", "webhook", '{"url":5}', 400, "request/invalid"],
    ["webhook: unknown game", "PUT", "webhook", '{"url":"https://example.com/h"}', 404, "game/not_found"],
    ["webhook delete: unknown game", "DELETE", "webhook", undefined, 404, "game/not_found"],
    ["resign: unknown game", "POST", "resign", undefined, 404, "game/not_found"],
    ["rematch: unknown game", "POST", "rematch", undefined, 404, "game/not_found"],
  ])("%s", async (_name, method, route, body, status, code) => {
    const res = call(`/api/games/${UNKNOWN}/${route}`, { method, body, token: "x" });
    expect(await errorOf(res)).toEqual({ status, code });
  });

  it("asks for a seat token after the body and the game are known", async () => {
    const t = await table("stakes", 3);
    for (const [method, route, json] of [
      ["POST", "chat", { text: "hi" }],
      ["PUT", "webhook", { url: "https://example.com/h" }],
      ["DELETE", "webhook", undefined],
      ["POST", "resign", undefined],
      ["POST", "rematch", undefined],
    ] as const) {
      expect(await errorOf(call(`/api/games/${t.id}/${route}`, { method, json, token: "not-a-token" }))).toEqual({
        status: 401,
        code: "auth/invalid_token",
      });
    }
  });

  it("has no other methods on these routes", async () => {
    const t = await table("stakes", 3);
    expect(await errorOf(call(`/api/games/${t.id}/chat`))).toEqual({ status: 404, code: "route/not_found" });
  });
});
