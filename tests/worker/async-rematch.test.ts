// A rematch after the match: one new game however often it is proposed, the same
// names, options and clock, and each old seat token valid in its new seat.
import { describe, expect, it } from "vitest";
import { call, errorOf, ok, table, viewOf } from "./helpers";
import { postTo, type AsyncView } from "./async-helpers";

const options = { timePerMove: "3d", fixture: { deck: ["9H", "2C", "KD", "5S"], rolls: [4, 5] } };

describe("rematch", () => {
  it("is refused before the match is over", async () => {
    const t = await table("stakes", 3, { options });
    expect(await errorOf(postTo(t.id, "rematch", t.tokens[1]))).toEqual({ status: 409, code: "game/not_finished" });
  });

  it("creates the new game once, with the same seats, options and clock; old tokens hold their new seats", async () => {
    const t = await table("stakes", 2, { options });
    const first = await viewOf(t.id);
    const hook = { url: "https://example.com/ann-hook", format: "json" };
    await ok(call(`/api/games/${t.id}/webhook`, { method: "PUT", token: t.tokens[0], json: hook }));
    await ok(postTo(t.id, "resign", t.tokens[0]));
    const proposed = await ok<AsyncView>(postTo(t.id, "rematch", t.tokens[1]));
    const rematch = proposed.rematch!;
    expect(rematch.url).toBe(`/g/${rematch.id}`);
    expect(rematch.id).not.toBe(t.id);
    // A second proposal, from another seat, leads to the same game.
    expect((await ok<AsyncView>(postTo(t.id, "rematch", t.tokens[0]))).rematch).toEqual(rematch);
    // Everyone, spectators included, sees where the table went.
    expect(((await viewOf(t.id)) as AsyncView).rematch).toEqual(rematch);

    const spectator = (await viewOf(rematch.id)) as AsyncView;
    expect(spectator.status).toBe("playing");
    expect(spectator.seats).toEqual(first.seats);
    expect(spectator.clock.timePerMove).toBe("3d");
    // Same fixture, so the same opening.
    expect(spectator.state).toEqual(first.state);
    expect(spectator.commitment).not.toBe(first.commitment);
    for (let seat = 0; seat < 2; seat++) expect((await viewOf(rematch.id, t.tokens[seat])).you).toBe(seat);
    // Webhooks come along; the new game has no rematch of its own yet.
    // (Its first delivery may already have been tried: example.com is out of reach here.)
    expect(((await viewOf(rematch.id, t.tokens[0])) as AsyncView).webhook).toMatchObject({ ...hook, active: true });
    expect(((await viewOf(rematch.id, t.tokens[1])) as AsyncView).webhook).toBeNull();
    expect(spectator.rematch).toBeNull();
  });

  it("needs a seat", async () => {
    const t = await table("stakes", 2, { options });
    await ok(postTo(t.id, "resign", t.tokens[1]));
    expect(await errorOf(postTo(t.id, "rematch", undefined))).toEqual({ status: 401, code: "auth/invalid_token" });
    expect(await errorOf(postTo(t.id, "rematch", "nope"))).toEqual({ status: 401, code: "auth/invalid_token" });
  });
});
