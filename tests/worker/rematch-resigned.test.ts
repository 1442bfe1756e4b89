// At two seats a resignation is how the match ends (a Duel's forfeit, a Twelves
// Leave at two), not a seat leaving a game that goes on: the rematch is an offer
// like any other. The seat that resigned is asked (nothing is made before it
// answers), may decline, and may offer one itself (issue 25: the Duel rematch used
// to start at once, with the one who resigned never asked).
import { describe, expect, it } from "vitest";
import { call, errorOf, ok, table, viewOf } from "./helpers";
import { postTo, type AsyncView } from "./async-helpers";

const options = { timePerMove: "3d", fixture: { deck: ["9H", "2C", "KD", "5S"], rolls: [4, 5] } };
type OfferView = AsyncView & {
  rematchOffer: { by: number; accepted: number[]; declined: number[]; waitingFor: number[] } | null;
};

const decline = (id: string, token: string | undefined) =>
  call(`/api/games/${id}/rematch/decline`, { method: "POST", token, json: {} });
const start = (id: string, token: string | undefined) =>
  call(`/api/games/${id}/rematch/start`, { method: "POST", token, json: {} });

describe("a rematch after a two-seat match ended by resignation", () => {
  it("asks the seat that resigned; when it declines, the new table keeps its seat open for an invite or a bot", async () => {
    const t = await table("stakes", 2, { options });
    await ok(postTo(t.id, "resign", t.tokens[0]));
    const offered = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[1]));
    expect(offered.rematchOffer).toEqual({ by: 1, accepted: [1], declined: [], waitingFor: [0] });
    // Nothing is made while the one who resigned has not answered.
    expect(offered.rematch).toBeNull();
    expect(await errorOf(start(t.id, t.tokens[0]))).toEqual({ status: 409, code: "rematch/not_accepted" });
    // The one who resigned sees the question, and declines.
    const asked = (await viewOf(t.id, t.tokens[0])) as OfferView;
    expect(asked.rematchOffer!.waitingFor).toEqual([0]);
    const declined = await ok<OfferView>(decline(t.id, t.tokens[0]));
    expect(declined.rematchOffer).toEqual({ by: 1, accepted: [1], declined: [0], waitingFor: [] });
    // Everyone asked has answered: the new table is there, with the declined seat open.
    const next = await viewOf(declined.rematch!.id, t.tokens[1]);
    expect(next.status).toBe("waiting");
    expect(next.you).toBe(0);
    expect(next.seats.map((s) => s.name)).toEqual(["Seat 1"]);
    expect(await errorOf(call(`/api/games/${declined.rematch!.id}`, { token: t.tokens[0] }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    await ok(call(`/api/games/${next.id}/bots`, { method: "POST", token: t.tokens[1], json: { level: "easy" } }), 201);
    expect((await viewOf(next.id)).status).toBe("playing");
  });

  it("starts the new game with both when the seat that resigned accepts", async () => {
    const t = await table("stakes", 2, { options });
    await ok(postTo(t.id, "resign", t.tokens[1]));
    await ok(postTo(t.id, "rematch", t.tokens[0]));
    const done = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[1]));
    expect(done.rematchOffer).toEqual({ by: 0, accepted: [0, 1], declined: [], waitingFor: [] });
    const next = await viewOf(done.rematch!.id);
    expect(next.status).toBe("playing");
    expect(next.seats.map((s) => s.name)).toEqual(["Seat 0", "Seat 1"]);
    expect((await viewOf(done.rematch!.id, t.tokens[1])).you).toBe(1);
  });

  it("lets the seat that resigned offer the rematch itself", async () => {
    const t = await table("twelves", 2, { options: { games: 3, timePerMove: "3d" } });
    await ok(postTo(t.id, "resign", t.tokens[0]));
    expect((await viewOf(t.id)).status).toBe("finished");
    const offered = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[0]));
    expect(offered.rematchOffer).toEqual({ by: 0, accepted: [0], declined: [], waitingFor: [1] });
    expect(offered.rematch).toBeNull();
    const done = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[1]));
    expect((await viewOf(done.rematch!.id)).status).toBe("playing");
  });
});
