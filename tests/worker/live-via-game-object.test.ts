// The crowd benchmark's old-path row (bench/crowd.ts) puts spectators on the game
// object itself with `?via=game-object` on /live. Only where ALLOW_FIXTURES is
// "true" (the worker tests and wrangler dev); elsewhere the parameter is ignored
// and a spectator lands on a relay as usual.
import { createExecutionContext, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import type { GameRoom } from "../../src/index";
import { table } from "./helpers";

const roomOf = (id: string) => env.ROOMS.get(env.ROOMS.idFromName(id));

function roomSockets(id: string): Promise<number> {
  return runInDurableObject(roomOf(id), (_room: GameRoom, state) => state.getWebSockets().length);
}

/** A spectator through the Worker with `?via=game-object`; resolves once it holds its first view. */
async function spectator(id: string, fixtures: string): Promise<WebSocket> {
  const res = await app.fetch(
    new Request(`http://tablelink.test/api/games/${id}/live?via=game-object`, { headers: { upgrade: "websocket" } }),
    { ...env, ALLOW_FIXTURES: fixtures },
    createExecutionContext(),
  );
  const ws = res.webSocket!;
  ws.accept();
  const first = new Promise<string>((resolve) =>
    ws.addEventListener("message", (e) => resolve(e.data as string), { once: true }),
  );
  ws.send(JSON.stringify({ type: "hello" }));
  expect(JSON.parse(await first).type).toBe("view");
  return ws;
}

async function close(ws: WebSocket): Promise<void> {
  const closed = new Promise((r) => ws.addEventListener("close", r));
  ws.close(1000, "done");
  await closed;
}

describe("?via=game-object", () => {
  it("holds a spectator on the game object where fixtures are allowed", async () => {
    const t = await table("stakes", 2);
    const ws = await spectator(t.id, "true");
    expect(await roomSockets(t.id)).toBe(1);
    await close(ws);
  });

  it("is ignored elsewhere: the spectator is on a relay", async () => {
    const t = await table("stakes", 2);
    const ws = await spectator(t.id, "false");
    expect(await roomSockets(t.id)).toBe(0);
    await close(ws);
  });
});
