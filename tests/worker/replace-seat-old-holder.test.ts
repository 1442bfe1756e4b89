// What goes with the old holder when a seat is handed on (api.md "Replacing a
// player who is gone"): their live socket is closed, so no private view reaches
// it any more, and their webhook is removed.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/index";
import { postTo } from "./async-helpers";
import { call, ok, table } from "./helpers";
import { open, roomOf } from "./live-sockets";
import { replace } from "./replace-seat-helpers";

describe("handing a seat on: the old holder's ways in close", () => {
  it("closes the seat's live socket (1008) and removes its webhook; other seats keep theirs", async () => {
    const t = await table("dobbelsjanse", 3);
    for (const seat of [1, 2])
      await ok(
        call(`/api/games/${t.id}/webhook`, {
          method: "PUT",
          token: t.tokens[seat],
          json: { url: "https://example.com/hook", format: "json" },
        }),
      );
    const old = await open(t.id);
    old.ws.send(JSON.stringify({ type: "hello", token: t.tokens[2] }));
    expect(JSON.parse(await old.next()).view.you).toBe(2);
    await ok(postTo(t.id, "resign", t.tokens[2]));
    await ok(replace(t.id, 2, t.tokens[0], { with: "invite" }));
    expect(await old.closed).toEqual({ code: 1008, reason: "This seat was handed on to someone else." });
    const hooks = await runInDurableObject(roomOf(t.id), (room: GameRoom) => room.room!.webhooks.map((w) => w.seat));
    expect(hooks).toEqual([1]);
  });
});
