// Resigning: at two seats the opponent wins at once; in Twelves the seat Leaves
// for the rest of the match; at larger tables the room plays the seat's default
// move whenever it is to act, without waiting. Every record still verifies.
import { describe, expect, it } from "vitest";
import { verifyMatch } from "../../src/verify/verify-match";
import { call, chooser, errorOf, ok, playToEnd, post, recordOf, table, viewOf } from "./helpers";
import { postTo, type AsyncView } from "./async-helpers";

async function verified(id: string) {
  const record = await recordOf(id);
  expect((await verifyMatch(record)).problems).toEqual([]);
  return record;
}

describe("resign at two seats", () => {
  it("ends a Duel with the opponent as winner, and the forfeit is in the record", async () => {
    const t = await table("stakes", 2, { options: { fixture: { deck: ["9H"], rolls: [4, 5] } } });
    const v = await ok<AsyncView>(postTo(t.id, "resign", t.tokens[1]));
    expect(v.status).toBe("finished");
    expect(v.result!.winners).toEqual([0]);
    expect(v.resigned).toEqual([1]);
    const record = await verified(t.id);
    expect(record.moves).toEqual([{ seat: 1, resign: true, by: "resigned" }]);
    expect(await errorOf(postTo(t.id, "resign", t.tokens[0]))).toEqual({ status: 409, code: "game/finished" });
  });

  it("in Twelves hands the opponent the pool and the match", async () => {
    const t = await table("twelves", 2, { options: { games: 3 } });
    const v = await ok<AsyncView>(postTo(t.id, "resign", t.tokens[0]));
    expect(v.status).toBe("finished");
    expect(v.result!.winners).toEqual([1]);
    await verified(t.id);
  });

  it("needs a seat, a started game, and a known game", async () => {
    const created = await ok<{ id: string; token: string }>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "A" } }),
      201,
    );
    expect(await errorOf(postTo(created.id, "resign", created.token))).toEqual({
      status: 409,
      code: "game/not_started",
    });
    expect(await errorOf(postTo(created.id, "resign", undefined))).toEqual({ status: 401, code: "auth/invalid_token" });
    expect(await errorOf(postTo("AAAAAAAAAAAAAA", "resign", created.token))).toEqual({
      status: 404,
      code: "game/not_found",
    });
  });
});

describe("resign at larger tables", () => {
  it("Stakes: the seat's default move is played at once whenever it is to act, to the end", async () => {
    const t = await table("stakes", 4, {
      options: { timePerMove: "1d", fixture: { deck: ["9H", "2C", "3D"], rolls: [4, 5] } },
    });
    // Seat 0 acts first (fixture) and resigns on its own turn: its move is played right away.
    const v = await ok<AsyncView>(postTo(t.id, "resign", t.tokens[0]));
    expect(v.version).toBe(1);
    expect(v.toAct).not.toContain(0);
    expect(v.resigned).toEqual([0]);
    expect(v.clock.deadlines!.map((d) => d.seat)).toEqual(v.toAct);
    expect(v.log.some((e) => e.text.startsWith("Seat 0 (resigned) flips 9H"))).toBe(true);
    expect(await errorOf(post(t.id, t.tokens[0]!, v.version, { type: "bank" }))).toEqual({
      status: 409,
      code: "seat/resigned",
    });
    expect(await errorOf(postTo(t.id, "resign", t.tokens[0]))).toEqual({ status: 409, code: "seat/resigned" });
    const pick = chooser(3);
    const final = await playToEnd(t, (view) => {
      expect(view.toAct).not.toContain(0);
      return pick(view);
    });
    expect(final.status).toBe("finished");
    const record = await verified(t.id);
    const mine = record.moves.filter((m) => m.seat === 0);
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((m) => m.by === "resigned")).toBe(true);
    expect(record.moves.filter((m) => m.seat !== 0).every((m) => m.by === undefined)).toBe(true);
  });

  it("Dobbelsjanse: a seat that resigned off turn is played for when its turn comes", async () => {
    const t = await table("dobbelsjanse", 4);
    const first = (await viewOf(t.id)).toAct[0]!;
    const leaver = (first + 2) % 4;
    await ok(postTo(t.id, "resign", t.tokens[leaver]));
    await playToEnd(t, chooser(8));
    const record = await verified(t.id);
    expect(record.moves.some((m) => m.seat === leaver && m.by === "resigned")).toBe(true);
  });

  it("Twelves: the seat leaves now, sits out the later games, and cannot win", async () => {
    const t = await table("twelves", 3, { options: { games: 2 } });
    const first = (await viewOf(t.id)).toAct[0]!;
    const leaver = (first + 1) % 3;
    const v = await ok<AsyncView>(postTo(t.id, "resign", t.tokens[leaver]));
    expect((v.state as { players: { status: string }[] }).players[leaver]!.status).toBe("out");
    expect(v.legal).toEqual([]);
    const final = await playToEnd(t, chooser(4));
    expect(final.result!.winners).not.toContain(leaver);
    const record = await verified(t.id);
    expect(record.moves.filter((m) => m.seat === leaver)).toEqual([{ seat: leaver, resign: true, by: "resigned" }]);
  });
});
