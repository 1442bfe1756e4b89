// A command that awaits before it decides (a join hashes its token and derives the
// seed) is kept as one step, like a move: its rows and the notices its change calls
// for (here the pushes of the turn the join starts) are written together or not at
// all, so a join that failed leaves the seat free for the same invite.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { subscribe, value, world } from "./support";

describe("a join is one step", () => {
  it("keeps nothing when its notices cannot be written, and the same invite then seats the player", async () => {
    const w = world();
    const table = await w.tables.table("onestep");
    const created = value(
      await table.create({
        id: "onestep",
        game: "stakes",
        seats: 2,
        name: "Ann",
        options: {},
        entropy: "",
        room: { timePerMove: "none", timeoutLoses: false },
        origin: "https://tablelink.test",
      }),
    );
    await subscribe(w, { id: "onestep", table, tokens: [created.token] }, 0);

    // The push rows fail while Bob's join writes the notices of the turn it starts.
    const push = table.host.push;
    const subs = push.subs;
    push.subs = () => {
      throw new Error("push rows unavailable");
    };
    const failed = await table.join({ name: "Bob", entropy: "", invite: created.invite });
    expect(failed.ok).toBe(false);
    push.subs = subs;

    // Nothing of the failed join was kept: Ann still waits, and Bob joins with the same invite.
    const waiting = JSON.parse(value(await table.view(created.token))) as View;
    expect(waiting.status).toBe("waiting");
    expect(waiting.seats.map((s) => s.name)).toEqual(["Ann"]);
    const bob = value(await table.join({ name: "Bob", entropy: "", invite: created.invite }));
    expect(bob.seat).toBe(1);
    const started = JSON.parse(value(await table.view(bob.token))) as View;
    expect(started.status).toBe("playing");
    expect(started.seats.map((s) => s.name)).toEqual(["Ann", "Bob"]);
  });
});
