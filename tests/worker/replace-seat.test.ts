// Absent seats and handing them on (api.md "Replacing a player who is gone"): a seat
// that let time play its last two turns (at 3–6 seats also one that resigned) is
// marked absent; at 3–6 seats another player hands it to a bot or makes an invite for it. Timeouts
// come from the test clock, never from waiting.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { verifyMatch } from "../../src/verify/verify-match";
import { postTo } from "./async-helpers";
import { call, chooser, errorOf, ok, post, recordOf, table, viewOf } from "./helpers";
import { absentSeats, finishTurn, playOut, replace, step } from "./replace-seat-helpers";

describe("absent seats", () => {
  it("a seat is absent once time played two of its turns in a row, and back when it plays itself", async () => {
    const t = await table("stakes", 3, { options: { timePerMove: "1h" } });
    let v = await finishTurn(t, [1], 1);
    expect(v.log.some((e) => e.text.includes("Seat 1"))).toBe(true);
    expect(absentSeats(v)).toEqual([]);
    v = await finishTurn(t, [1], 1);
    expect(v.status).toBe("playing");
    expect(absentSeats(v)).toEqual([1]);
    // Every viewer sees the mark, the absent seat's own view too.
    for (const token of [undefined, t.tokens[0], t.tokens[1]])
      expect(absentSeats(await viewOf(t.id, token))).toEqual([1]);
    // Its player comes back: the first move of its own clears the mark.
    v = await finishTurn(t, [], 0);
    while (!v.toAct.includes(1)) v = await step(t, []);
    const mine = await viewOf(t.id, t.tokens[1]);
    await ok<View>(post(t.id, t.tokens[1]!, mine.version, mine.legal[0]));
    expect(absentSeats(await viewOf(t.id))).toEqual([]);
  });

  it("a seat that resigned is absent at once; at a table of two only time playing two turns makes one absent", async () => {
    const t = await table("dobbelsjanse", 4);
    await ok(postTo(t.id, "resign", t.tokens[2]));
    expect(absentSeats(await viewOf(t.id))).toEqual([2]);
    const duel = await table("stakes", 2, { options: { timePerMove: "1h" } });
    expect(absentSeats(await finishTurn(duel, [1], 1))).toEqual([]);
    const v = await finishTurn(duel, [1], 1);
    if (v.status === "playing") expect(absentSeats(v)).toEqual([1]);
  });
});

describe("POST /api/games/:id/seats/:seat/replace: refusals change nothing", () => {
  it("400 for a bad body or seat, 401 without a seat's token, 404 for an unknown table", async () => {
    const t = await table("dobbelsjanse", 4);
    await ok(postTo(t.id, "resign", t.tokens[2]));
    const before = await viewOf(t.id, t.tokens[0]);
    const bad = (json: unknown, seat: number | string = 2) => errorOf(replace(t.id, seat, t.tokens[0], json));
    for (const json of [{}, { with: "human" }, { with: "bot" }, { with: "bot", level: "hard" }, [], "bot", null])
      expect(await bad(json), JSON.stringify(json)).toEqual({ status: 400, code: "request/invalid" });
    for (const seat of ["x", "-1", "6", "02", "1.0"])
      expect(await bad({ with: "invite" }, seat), seat).toEqual({ status: 400, code: "request/invalid" });
    expect(await bad({ with: "invite" }, 5)).toEqual({ status: 400, code: "request/invalid" });
    for (const token of [undefined, "not-a-token"])
      expect(await errorOf(replace(t.id, 2, token, { with: "invite" }))).toEqual({
        status: 401,
        code: "auth/invalid_token",
      });
    expect(await errorOf(replace("AAAAAAAAAAAAAA", 2, t.tokens[0], { with: "invite" }))).toEqual({
      status: 404,
      code: "game/not_found",
    });
    expect(await viewOf(t.id, t.tokens[0])).toEqual(before);
  });

  it("409 for a seat still playing, for one's own seat, at two seats, and for a Twelves seat that left", async () => {
    const t = await table("dobbelsjanse", 3);
    expect(await errorOf(replace(t.id, 1, t.tokens[0], { with: "bot", level: "easy" }))).toEqual({
      status: 409,
      code: "seat/not_absent",
    });
    await ok(postTo(t.id, "resign", t.tokens[1]));
    expect(await errorOf(replace(t.id, 1, t.tokens[1], { with: "invite" }))).toEqual({
      status: 409,
      code: "seat/not_replaceable",
    });
    const duel = await table("stakes", 2);
    expect(await errorOf(replace(duel.id, 1, duel.tokens[0], { with: "invite" }))).toEqual({
      status: 409,
      code: "seat/not_replaceable",
    });
    const twelves = await table("twelves", 3, { options: { games: 2 } });
    await ok(postTo(twelves.id, "resign", twelves.tokens[2]));
    expect(absentSeats(await viewOf(twelves.id))).toEqual([2]);
    const before = await viewOf(twelves.id);
    expect(await errorOf(replace(twelves.id, 2, twelves.tokens[0], { with: "bot", level: "easy" }))).toEqual({
      status: 409,
      code: "seat/not_replaceable",
    });
    expect(await viewOf(twelves.id)).toEqual(before);
  });

  it("409 before the start and after the end", async () => {
    const waiting = await ok<{ id: string; token: string }>(
      call("/api/games", { method: "POST", json: { game: "dobbelsjanse", seats: 3, name: "Ann" } }),
      201,
    );
    expect(await errorOf(replace(waiting.id, 1, waiting.token, { with: "invite" }))).toEqual({
      status: 409,
      code: "game/not_started",
    });
    const t = await table("dobbelsjanse", 3);
    await ok(postTo(t.id, "resign", t.tokens[1]));
    await ok(postTo(t.id, "resign", t.tokens[2]));
    const v = await viewOf(t.id);
    if (v.status === "playing") await playOut(t.id, t.tokens, chooser(5));
    expect(await errorOf(replace(t.id, 1, t.tokens[0], { with: "invite" }))).toEqual({
      status: 409,
      code: "game/finished",
    });
  });
});

describe("handing a seat to a bot", () => {
  it("the bot plays the seat from the next move; the old token is refused; the record says who took over and verifies", async () => {
    const t = await table("dobbelsjanse", 4);
    await ok(postTo(t.id, "resign", t.tokens[2]));
    const mid = await viewOf(t.id);
    const fromMove = mid.version;
    const mine = await ok<View>(replace(t.id, 2, t.tokens[0], { with: "bot", level: "easy" }));
    expect(mine.you).toBe(0);
    const v = await viewOf(t.id);
    expect(v.seats[2]).toEqual({ seat: 2, name: "Bot Grace (easy)", bot: "easy" });
    expect(v.resigned).toEqual([]);
    expect(v.log.at(-1)!.text).toBe(`Seat 0 handed Seat 2's seat to Bot Grace (easy) from move ${fromMove + 1}.`);
    // The old link no longer opens the seat.
    expect(await errorOf(call(`/api/games/${t.id}`, { token: t.tokens[2] }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(post(t.id, t.tokens[2]!, v.version, { type: "draw" }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(replace(t.id, 2, t.tokens[1], { with: "invite" }))).toEqual({
      status: 409,
      code: "seat/not_absent",
    });
    const final = await playOut(t.id, [t.tokens[0], t.tokens[1], undefined, t.tokens[3]], chooser(11));
    expect(final.seats[2]!.name).toBe("Bot Grace (easy)");
    const record = await recordOf(t.id);
    expect(record.players[2]).toEqual({
      seat: 2,
      name: "Seat 2",
      replacedBy: [{ name: "Bot Grace (easy)", bot: "easy", fromMove }],
    });
    expect(record.players[0]).toEqual({ seat: 0, name: "Seat 0" });
    const after = record.moves.slice(fromMove).filter((m) => m.seat === 2);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((m) => m.by === undefined)).toBe(true);
    expect((await verifyMatch(record)).problems).toEqual([]);
  });
});
