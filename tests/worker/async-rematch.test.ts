// A rematch is an offer: one seat offers, the others accept or decline, and the
// new game is created once, when every seat asked has answered, with the seats
// that accepted (same names, options and clock; each old token valid in its new
// seat). A seat that declined, or left a larger table by resigning, is not
// pulled in: its seat is open.
import { describe, expect, it } from "vitest";
import { call, errorOf, ok, post, table, viewOf, type Table } from "./helpers";
import { postTo, type AsyncView } from "./async-helpers";

const options = { timePerMove: "3d", fixture: { deck: ["9H", "2C", "KD", "5S"], rolls: [4, 5] } };
type OfferView = AsyncView & {
  rematchOffer: { by: number; accepted: number[]; declined: number[]; waitingFor: number[] } | null;
};

const decline = (id: string, token: string | undefined) =>
  call(`/api/games/${id}/rematch/decline`, { method: "POST", token, json: {} });
const start = (id: string, token: string | undefined) =>
  call(`/api/games/${id}/rematch/start`, { method: "POST", token, json: {} });

/** A one-game Twelves match ended the quick way: every seat but one leaves. */
async function finishedTwelves(seats: number): Promise<Table> {
  const t = await table("twelves", seats, { options: { games: 1, timePerMove: "3d" } });
  for (;;) {
    const v = await viewOf(t.id);
    if (v.status === "finished") return t;
    const seat = v.toAct[0]!;
    await ok(post(t.id, t.tokens[seat]!, v.version, { type: "leave" }));
  }
}

describe("rematch offers", () => {
  it("is refused before the match is over, and there is nothing to decline before an offer", async () => {
    const t = await table("stakes", 3, { options });
    expect(await errorOf(postTo(t.id, "rematch", t.tokens[1]))).toEqual({ status: 409, code: "game/not_finished" });
    const done = await finishedTwelves(3);
    expect(await errorOf(decline(done.id, done.tokens[0]))).toEqual({ status: 409, code: "rematch/no_offer" });
    expect(((await viewOf(done.id)) as OfferView).rematchOffer).toBeNull();
  });

  it("asks everyone first; the new game starts when the last seat accepts, with the same seats, options and clock", async () => {
    const t = await finishedTwelves(3);
    const first = await viewOf(t.id);
    const hook = { url: "https://example.com/cy-hook", format: "json" };
    await ok(call(`/api/games/${t.id}/webhook`, { method: "PUT", token: t.tokens[2], json: hook }));

    const offered = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[1]));
    expect(offered.rematchOffer).toEqual({ by: 1, accepted: [1], declined: [], waitingFor: [0, 2] });
    expect(offered.rematch).toBeNull();
    // Everyone, spectators included, sees the offer; nothing is created yet.
    expect(((await viewOf(t.id)) as OfferView).rematchOffer).toEqual(offered.rematchOffer);
    // Offering again changes nothing.
    expect((await ok<OfferView>(postTo(t.id, "rematch", t.tokens[1]))).rematchOffer).toEqual(offered.rematchOffer);

    const half = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[2]));
    expect(half.rematchOffer).toEqual({ by: 1, accepted: [1, 2], declined: [], waitingFor: [0] });
    expect(half.rematch).toBeNull();

    const done = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[0]));
    const rematch = done.rematch!;
    expect(rematch.url).toBe(`/g/${rematch.id}`);
    expect(done.rematchOffer!.waitingFor).toEqual([]);
    expect(((await viewOf(t.id)) as OfferView).rematch).toEqual(rematch);

    const spectator = (await viewOf(rematch.id)) as OfferView;
    expect(spectator.status).toBe("playing");
    expect(spectator.seats).toEqual(first.seats);
    expect(spectator.clock.timePerMove).toBe("3d");
    expect(spectator.commitment).not.toBe(first.commitment);
    for (let seat = 0; seat < 3; seat++) expect((await viewOf(rematch.id, t.tokens[seat])).you).toBe(seat);
    // Webhooks come along with their seats; the new game has no offer of its own yet.
    expect(((await viewOf(rematch.id, t.tokens[2])) as OfferView).webhook).toMatchObject({ ...hook, active: true });
    expect(((await viewOf(rematch.id, t.tokens[0])) as OfferView).webhook).toBeNull();
    expect(spectator.rematch).toBeNull();
    expect(spectator.rematchOffer).toBeNull();
  });

  it("leaves a seat that declines out: its seat is open for an invite in the new game", async () => {
    const t = await finishedTwelves(3);
    await ok(postTo(t.id, "rematch", t.tokens[2]));
    const declined = await ok<OfferView>(decline(t.id, t.tokens[0]));
    expect(declined.rematchOffer).toEqual({ by: 2, accepted: [2], declined: [0], waitingFor: [1] });
    // Changing one's mind after answering changes nothing.
    expect((await ok<OfferView>(postTo(t.id, "rematch", t.tokens[0]))).rematchOffer!.declined).toEqual([0]);
    const done = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[1]));
    const id = done.rematch!.id;

    const waiting = await viewOf(id);
    expect(waiting.status).toBe("waiting");
    expect(waiting.seatsTotal).toBe(3);
    // The seats that accepted, in their old order, take the first seats.
    expect(waiting.seats.map((s) => s.name)).toEqual(["Seat 1", "Seat 2"]);
    expect((await viewOf(id, t.tokens[1])).you).toBe(0);
    expect((await viewOf(id, t.tokens[2])).you).toBe(1);
    expect(await errorOf(call(`/api/games/${id}`, { token: t.tokens[0] }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    // Whoever the invite reaches takes the open seat, and the game starts.
    // The new table's invite, as a seated player's view carries it while it waits.
    const invite = ((await viewOf(id, t.tokens[1])) as { invite?: string }).invite;
    expect(typeof invite).toBe("string");
    const joined = await ok<{ seat: number }>(
      call(`/api/games/${id}/join`, { method: "POST", json: { name: "Dee", invite } }),
      201,
    );
    expect(joined.seat).toBe(2);
    expect((await viewOf(id)).status).toBe("playing");
  });

  it("does not ask a seat that left a larger table by resigning, nor let it offer", async () => {
    // Seat 0 resigns while the match goes on; the other two finish it. (At two seats a
    // resignation ends the match instead, and both are asked: rematch-resigned.test.ts.)
    const t = await table("twelves", 3, { options: { games: 1, timePerMove: "3d" } });
    await ok(postTo(t.id, "resign", t.tokens[0]));
    for (;;) {
      const v = await viewOf(t.id);
      if (v.status === "finished") break;
      await ok(post(t.id, t.tokens[v.toAct[0]!]!, v.version, { type: "leave" }));
    }
    expect(await errorOf(postTo(t.id, "rematch", t.tokens[0]))).toEqual({ status: 409, code: "seat/resigned" });
    const offered = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[1]));
    expect(offered.rematchOffer).toEqual({ by: 1, accepted: [1], declined: [], waitingFor: [2] });
    // The last seat asked accepts: the new table is made, with the open seat for an invite.
    const done = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[2]));
    const next = await viewOf(done.rematch!.id);
    expect(next.status).toBe("waiting");
    expect(next.seats.map((s) => s.name)).toEqual(["Seat 1", "Seat 2"]);
    expect(await errorOf(call(`/api/games/${done.rematch!.id}`, { token: t.tokens[0] }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
  });

  it("does not wait forever on a seat that never answers: a seat that accepted starts without it", async () => {
    const t = await finishedTwelves(3);
    // Nothing to start before an offer, and not before the match is over.
    expect(await errorOf(start(t.id, t.tokens[0]))).toEqual({ status: 409, code: "rematch/no_offer" });
    const playing = await table("stakes", 3, { options });
    expect(await errorOf(start(playing.id, playing.tokens[0]))).toEqual({ status: 409, code: "game/not_finished" });

    await ok(postTo(t.id, "rematch", t.tokens[1]));
    await ok(decline(t.id, t.tokens[2]));
    // Seat 0 never answers. Only a seat that accepted may start: not the one that declined,
    // not the one still asked, not a stranger.
    expect(await errorOf(start(t.id, t.tokens[2]))).toEqual({ status: 409, code: "rematch/not_accepted" });
    expect(await errorOf(start(t.id, t.tokens[0]))).toEqual({ status: 409, code: "rematch/not_accepted" });
    expect(await errorOf(start(t.id, "nope"))).toEqual({ status: 401, code: "auth/invalid_token" });
    const before = (await viewOf(t.id)) as OfferView;
    expect(before.rematch).toBeNull();
    expect(before.rematchOffer).toEqual({ by: 1, accepted: [1], declined: [2], waitingFor: [0] });

    const started = await ok<OfferView>(start(t.id, t.tokens[1]));
    const id = started.rematch!.id;
    // Nobody is waited for any more; the answers stay as they were.
    expect(started.rematchOffer).toEqual({ by: 1, accepted: [1], declined: [2], waitingFor: [] });
    expect(((await viewOf(t.id, t.tokens[0])) as OfferView).rematch).toEqual(started.rematch);
    // Starting again, or a late answer, changes nothing: one new game.
    expect((await ok<OfferView>(start(t.id, t.tokens[1]))).rematch).toEqual(started.rematch);
    expect((await ok<OfferView>(postTo(t.id, "rematch", t.tokens[0]))).rematch).toEqual(started.rematch);

    // The new table has the one seat that accepted; the others are open for an invite or a bot.
    const next = await viewOf(id, t.tokens[1]);
    expect(next.status).toBe("waiting");
    expect(next.you).toBe(0);
    expect(next.seats.map((s) => s.name)).toEqual(["Seat 1"]);
    expect(await errorOf(call(`/api/games/${id}`, { token: t.tokens[0] }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    await ok(call(`/api/games/${id}/bots`, { method: "POST", token: t.tokens[1], json: { level: "easy" } }), 201);
    const invite = ((await viewOf(id, t.tokens[1])) as { invite?: string }).invite;
    await ok(call(`/api/games/${id}/join`, { method: "POST", json: { name: "Dee", invite } }), 201);
    expect((await viewOf(id)).status).toBe("playing");
  });

  it("needs a seat", async () => {
    const t = await table("stakes", 2, { options });
    await ok(postTo(t.id, "resign", t.tokens[1]));
    expect(await errorOf(postTo(t.id, "rematch", undefined))).toEqual({ status: 401, code: "auth/invalid_token" });
    expect(await errorOf(postTo(t.id, "rematch", "nope"))).toEqual({ status: 401, code: "auth/invalid_token" });
    expect(await errorOf(decline(t.id, "nope"))).toEqual({ status: 401, code: "auth/invalid_token" });
  });
});
