// Handing an absent seat to a new player (api.md "Replacing a player who is gone"):
// the invite made for it, the seat playing default moves until a friend joins with
// it, the friend taking the seat over with its score, and the record that says so.
import { describe, expect, it } from "vitest";
import type { JoinGameResponse, ReplaceSeatResponse } from "../../src/protocol/api";
import type { View } from "../../src/protocol/view";
import { verifyMatch } from "../../src/verify/verify-match";
import { call, errorOf, join, ok, recordOf, table, viewOf } from "./helpers";
import { absentSeats, finishTurn, playOut, quickMove, replace } from "./replace-seat-helpers";

const scores = (v: View) => (v.state as { players: { score: number }[] }).players.map((p) => p.score);

describe("handing a seat to a new player", () => {
  it("the seat plays default moves until the friend joins, who then holds it with its score", async () => {
    const t = await table("stakes", 3, { options: { timePerMove: "1h" } });
    await finishTurn(t, [1], 1);
    await finishTurn(t, [1], 1);
    expect(absentSeats(await viewOf(t.id))).toEqual([1]);

    const made = await ok<ReplaceSeatResponse>(replace(t.id, 1, t.tokens[2], { with: "invite" }));
    expect(made.seat).toBe(1);
    expect(made.urls.invite).toBe(`http://tablelink.test/g/${t.id}/join#invite=${made.invite}&for=1`);
    // Asked again (by anyone), the same invite: a link already sent keeps working.
    expect((await ok<ReplaceSeatResponse>(replace(t.id, 1, t.tokens[0], { with: "invite" }))).invite).toBe(made.invite);
    // The old holder's link stops working at once; nobody sees the invite in a view.
    expect(await errorOf(call(`/api/games/${t.id}`, { token: t.tokens[1] }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    for (const token of [undefined, t.tokens[0], t.tokens[2]])
      expect(JSON.stringify(await viewOf(t.id, token))).not.toContain(made.invite);

    // Until someone joins, the seat's turns still run out (still absent).
    const waited = await finishTurn(t, [1], 1);
    expect(waited.seats[1]!.name).toBe("Seat 1");
    expect(absentSeats(waited)).toEqual([1]);

    // A wrong invite or the table's own is refused; the seat's invite takes it over.
    expect(await errorOf(join({ id: t.id, invite: "x".repeat(22) }, "Eve"))).toEqual({
      status: 401,
      code: "auth/invalid_invite",
    });
    expect(await errorOf(join(t.created, "Eve"))).toEqual({ status: 409, code: "game/full" });
    const before = await viewOf(t.id);
    const joined = await ok<JoinGameResponse>(join({ id: t.id, invite: made.invite }, "Dee"), 201);
    expect(joined.seat).toBe(1);
    const v = await viewOf(t.id, joined.token);
    expect(v.you).toBe(1);
    expect(v.seats[1]).toEqual({ seat: 1, name: "Dee" });
    expect(scores(v)).toEqual(scores(before));
    expect(v.log.at(-1)!.text).toBe(`Dee took over Seat 1's seat from move ${before.version + 1}, invited by Seat 2.`);
    // In Norwegian for a reader who asks for it.
    const nb = await ok<{ log: { text: string }[] }>(call(`/api/games/${t.id}?lang=nb`));
    expect(nb.log.at(-1)!.text).toBe(
      `Dee tok over plassen til Seat 1 fra trekk ${before.version + 1}, invitert av Seat 2.`,
    );
    // Lines written before the takeover keep the old name.
    expect(v.log.some((e) => e.n <= before.version && e.text.includes("Seat 1"))).toBe(true);
    expect(v.log.some((e) => e.kind !== "replaced" && e.n <= before.version && e.text.includes("Dee"))).toBe(false);
    // The invite is used up.
    expect(await errorOf(join({ id: t.id, invite: made.invite }, "Fay"))).toEqual({
      status: 401,
      code: "auth/invalid_invite",
    });

    await playOut(t.id, [t.tokens[0], joined.token, t.tokens[2]], quickMove);
    const record = await recordOf(t.id);
    expect(record.players[1]).toEqual({
      seat: 1,
      name: "Seat 1",
      replacedBy: [{ name: "Dee", fromMove: before.version }],
    });
    expect(record.moves.slice(before.version).some((m) => m.seat === 1 && m.by === undefined)).toBe(true);
    expect((await verifyMatch(record)).problems).toEqual([]);
  });

  it("a bot handed the seat after an invite was made: the invite stops working", async () => {
    const t = await table("dobbelsjanse", 3);
    await ok(call(`/api/games/${t.id}/resign`, { method: "POST", token: t.tokens[1], json: {} }));
    const made = await ok<ReplaceSeatResponse>(replace(t.id, 1, t.tokens[0], { with: "invite" }));
    await ok<View>(replace(t.id, 1, t.tokens[2], { with: "bot", level: "strong" }));
    expect((await viewOf(t.id)).seats[1]).toEqual({ seat: 1, name: "Bot Blaise (strong)", bot: "strong" });
    expect(await errorOf(join({ id: t.id, invite: made.invite }, "Fay"))).toEqual({
      status: 401,
      code: "auth/invalid_invite",
    });
  });
});
