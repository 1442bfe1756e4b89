// A rematch through the room: after the match one seat offers it, the other
// accepts, and both seats sit at the new table with the same tokens; the old
// table's view links to the new one, and every socket on it is told.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { playOut, seated, value, viewOf, world } from "./support";

describe("a rematch through the room", () => {
  it("opens a new table with the same seats once every seat accepted", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob"]);
    await playOut(t);
    const bob = await w.tables.connect(t.id, t.tokens[1]);

    const offered = JSON.parse(value(await t.table.rematch(t.tokens[0], "accept"))) as View;
    expect(offered.rematch).toBeNull();
    expect(offered.rematchOffer).toMatchObject({ by: 0 });
    // Bob's socket shows the offer.
    expect((JSON.parse(bob.sent.at(-1)!) as { view: View }).view.rematchOffer).toMatchObject({ by: 0 });

    const accepted = JSON.parse(value(await t.table.rematch(t.tokens[1], "accept"))) as View;
    const link = accepted.rematch as { id: string; url: string };
    expect(link.url).toBe(`/g/${link.id}`);
    expect((JSON.parse(bob.sent.at(-1)!) as { view: View }).view.rematch).toEqual(link);

    // The new table: both seats, the same names, playable with the old tokens.
    const next = { id: link.id, table: await w.tables.table(link.id), tokens: t.tokens };
    const fresh = await viewOf(next, 1);
    expect(fresh.status).toBe("playing");
    expect(fresh.you).toBe(1);
    expect(fresh.seats.map((s) => s.name)).toEqual(["Ann", "Bob"]);
    expect(fresh.version).toBe(0);
    const again = await playOut(next);
    expect(again.status).toBe("finished");
  });
});
