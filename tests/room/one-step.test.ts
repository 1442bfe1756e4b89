// A command that awaits before it decides (a join hashes its token and derives the
// seed) is kept as one step, like a move: its rows and the notices its change calls
// for (here the pushes of the turn the join starts) are written together or not at
// all, so a join that failed leaves the seat free for the same invite.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { seated, subscribe, value, viewOf, world } from "./support";

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

describe("handing a seat on is one step", () => {
  it("closes the old holder's socket only once the handing is kept", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob", "Cy"]);
    // Cy leaves the match by resigning: at three seats his seat is absent and may be handed on.
    value(await t.table.resign(t.tokens[2]));
    const cy = await w.tables.connect(t.id, t.tokens[2]);

    const push = t.table.host.push;
    const subs = push.subs;
    push.subs = () => {
      throw new Error("push rows unavailable");
    };
    const failed = await t.table.replace(t.tokens[0], 2, { with: "bot", level: "easy" });
    expect(failed.ok).toBe(false);
    push.subs = subs;
    // Nothing was handed on: Cy's seat, his token and his socket are as they were.
    expect(cy.closed).toBeNull();
    expect((await viewOf(t, 2)).you).toBe(2);

    value(await t.table.replace(t.tokens[0], 2, { with: "bot", level: "easy" }));
    expect(cy.closed).not.toBeNull();
    expect((await t.table.view(t.tokens[2])).ok).toBe(false);
  });
});
