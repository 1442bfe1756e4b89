// api.md, "Endpoints": fixtures in the create options, checked literally: which
// are refused (400 request/invalid), which edge fixtures are accepted, and that
// none is taken where ALLOW_FIXTURES is not "true".
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { errorOf, ok, ORIGIN } from "./helpers";
import { create } from "./contract-calls";

describe("fixture validation (400 request/invalid)", () => {
  const deck52 = ["S", "H", "D", "C"].flatMap((s) =>
    ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].map((r) => r + s),
  );
  it.each([
    ["stakes", 3, { deck: ["ZZ"] }],
    ["stakes", 3, { deck: ["7H", "7H"] }],
    ["stakes", 3, { deck: ["JK1"] }],
    ["stakes", 3, { deck: ["7h"] }],
    ["stakes", 3, { deck: [...deck52, "AS"] }],
    ["stakes", 3, { deck: "7H" }],
    ["stakes", 3, { rolls: [0] }],
    ["stakes", 3, { rolls: [7] }],
    ["stakes", 3, { rolls: [3.5] }],
    ["stakes", 3, { rolls: ["3"] }],
    ["stakes", 2, { rolls: [6, 12] }],
    ["stakes", 3, { hands: [["7H"], ["8H"], ["9H"]] }],
    ["dobbelsjanse", 3, { deck: ["ZZ"] }],
    ["dobbelsjanse", 3, { deck: ["QS", "QS"] }],
    ["dobbelsjanse", 3, { deck: ["JS"] }],
    ["dobbelsjanse", 3, { deck: ["JK1"] }],
    ["dobbelsjanse", 6, { deck: ["JK2"] }],
    [
      "dobbelsjanse",
      3,
      {
        hands: [
          ["2H", "3H", "4H"],
          ["5H", "6H", "7H"],
        ],
      },
    ],
    [
      "dobbelsjanse",
      3,
      {
        hands: [
          ["2H", "3H", "4H"],
          ["5H", "6H", "7H"],
          ["8H", "9H"],
        ],
      },
    ],
    [
      "dobbelsjanse",
      3,
      {
        hands: [
          ["2H", "3H", "4H"],
          ["5H", "6H", "7H"],
          ["8H", "9H", "2H"],
        ],
      },
    ],
    [
      "dobbelsjanse",
      3,
      {
        hands: [
          ["2H", "3H", "QH"],
          ["5H", "6H", "7H"],
          ["8H", "9H", "10H"],
        ],
      },
    ],
    [
      "dobbelsjanse",
      3,
      {
        hands: [
          ["2H", "3H", "JH"],
          ["5H", "6H", "7H"],
          ["8H", "9H", "10H"],
        ],
      },
    ],
    [
      "dobbelsjanse",
      3,
      {
        hands: [
          ["2H", "3H", "4H"],
          ["5H", "6H", "7H"],
          ["8H", "9H", "10H"],
        ],
        deck: ["4H"],
      },
    ],
    ["dobbelsjanse", 3, { rolls: [1] }],
    ["twelves", 3, { rolls: [0] }],
    ["twelves", 3, { rolls: [13] }],
    ["twelves", 3, { rolls: [6.5] }],
    ["twelves", 3, { deck: ["7H"] }],
  ])("%s with %i seats refuses fixture %j", async (game, seats, fixture) => {
    expect(await errorOf(create({ game, seats, name: "A", options: { fixture } }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
  });

  it.each([
    ["stakes", 3, { deck: deck52, rolls: [1, 6] }],
    [
      "dobbelsjanse",
      6,
      {
        deck: ["QS", "KH", "AS"],
        hands: [
          ["2H", "3H", "4H"],
          ["5H", "6H", "7H"],
          ["8H", "9H", "10H"],
          ["2C", "3C", "4C"],
          ["5C", "6C", "7C"],
          ["8C", "9C", "10C"],
        ],
      },
    ],
    ["twelves", 2, { rolls: [1, 12, 6, 6] }],
  ])("%s with %i seats accepts the edge fixture %j", async (game, seats, fixture) => {
    await ok(create({ game, seats, name: "A", options: { fixture } }), 201);
  });
});

describe('fixtures where ALLOW_FIXTURES is not "true"', () => {
  // The same Worker, handed an environment without the test switch.
  async function createWith(allow: string | undefined, options: unknown): Promise<Response> {
    const vars = { ...env, ALLOW_FIXTURES: allow } as unknown as Env;
    const req = new Request(`${ORIGIN}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "stakes", seats: 3, name: "A", options }),
    });
    const ctx = createExecutionContext();
    const res = await app.fetch(req, vars, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  it.each([["false"], [undefined], ["TRUE"], ["1"]])(
    "ALLOW_FIXTURES=%s refuses any fixture with 400 request/fixtures_disabled",
    async (allow) => {
      for (const fixture of [{ rolls: [6, 5] }, { deck: ["JS"] }, {}]) {
        expect(await errorOf(createWith(allow, { fixture }))).toEqual({
          status: 400,
          code: "request/fixtures_disabled",
        });
      }
      // Without a fixture the same server creates games as usual.
      expect((await createWith(allow, {})).status).toBe(201);
    },
  );
});
