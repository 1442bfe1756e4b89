// Time per move: deadlines in every view, default moves when they pass (once per
// deadline, never after a move that came first), the Duel's timeout-loses option,
// and alarms that survive the object being evicted.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/index";
import { verifyMatch } from "../../src/verify/verify-match";
import { call, errorOf, ok, post, recordOf, table, viewOf } from "./helpers";
import { alarmAt, deadlineOf, HOUR, setClock, stubOf, type AsyncView } from "./async-helpers";
import { LiveClient } from "./socket-client";

const DECK = ["10C", "9H", "5S", "4D", "3C", "2H", "8S"];
const clocked = (extra: object = {}) => ({
  options: { timePerMove: "1h", fixture: { deck: DECK, rolls: [4, 5] }, ...extra },
});
const view = (id: string, token?: string) => viewOf(id, token) as Promise<AsyncView>;
const movesOf = (id: string) => runInDurableObject(stubOf(id), (room: GameRoom) => room.store.moves());

describe("deadlines", () => {
  it("are in every view: none before the game starts, the seat to act's once it does", async () => {
    const before = Date.now();
    const t = await table("stakes", 3, clocked());
    const after = Date.now();
    for (const token of [undefined, t.tokens[0], t.tokens[2]]) {
      const v = await view(t.id, token);
      expect(v.clock.timePerMove).toBe("1h");
      expect(v.clock.deadlines).toHaveLength(1);
      expect(v.clock.deadlines![0]!.seat).toBe(0);
      const at = deadlineOf(v, 0);
      expect(at).toBeGreaterThanOrEqual(before + HOUR);
      expect(at).toBeLessThanOrEqual(after + HOUR);
    }
    const untimed = await table("stakes", 3);
    expect((await view(untimed.id)).clock).toEqual({ timePerMove: "none", timeoutLoses: false, deadlines: null });
  });

  it("play the default move when they pass, logged as such, once per deadline", async () => {
    const t = await table("stakes", 3, clocked());
    const due = deadlineOf(await view(t.id), 0);
    await alarmAt(t.id, due - 1);
    expect((await view(t.id)).version).toBe(0);

    await alarmAt(t.id, due);
    const v = await view(t.id);
    expect(v.version).toBe(1);
    expect(v.log.at(-1)!.text).toBe("Seat 0 ran out of time: flips 10C: total 10.");
    expect(await movesOf(t.id)).toMatchObject([{ seat: 0, move: { type: "flip" }, by: "timeout" }]);
    // The next seat's clock starts when the timeout was played.
    const next = v.toAct[0]!;
    expect(deadlineOf(v, next)).toBe(due + HOUR);

    // The same deadline never fires twice.
    await alarmAt(t.id, due + 1);
    expect((await view(t.id)).version).toBe(1);
  });

  it("are cancelled by a move that arrives first", async () => {
    const t = await table("stakes", 3, clocked());
    const due = deadlineOf(await view(t.id), 0);
    await setClock(t.id, due - HOUR / 2);
    await ok(post(t.id, t.tokens[0]!, 0, { type: "flip" }));
    const v = await view(t.id);
    expect(deadlineOf(v, v.toAct[0]!)).toBe(due + HOUR / 2);
    await alarmAt(t.id, due + 1);
    expect((await view(t.id)).version).toBe(1);
    expect(await movesOf(t.id)).toMatchObject([{ seat: 0, move: { type: "flip" } }]);
    expect((await movesOf(t.id))[0]!.by).toBeUndefined();
  });

  it("tell live sockets when a timeout is played", async () => {
    const t = await table("stakes", 3, clocked());
    const live = await LiveClient.open(t.id, { token: t.tokens[1] });
    const first = await live.next();
    expect(first.type === "view" && first.view.version).toBe(0);
    await alarmAt(t.id, deadlineOf(await view(t.id), 0));
    const next = await live.next();
    expect(next.type === "view" && next.view.version).toBe(1);
    expect(next.type === "view" && next.view.log.at(-1)!.text).toContain("ran out of time");
    live.close();
  });

  it("survive an eviction: the alarm is still set and plays the default move", async () => {
    const t = await table("stakes", 3, clocked());
    const due = deadlineOf(await view(t.id), 0);
    await evictDurableObject(stubOf(t.id));
    expect(await runInDurableObject(stubOf(t.id), (_room, state) => state.storage.getAlarm())).toBe(due);
    expect(await alarmAt(t.id, due)).toBe(true);
    expect((await view(t.id)).version).toBe(1);
    expect(await movesOf(t.id)).toMatchObject([{ seat: 0, by: "timeout" }]);
  });
});

describe("default moves", () => {
  it("Dobbelsjanse scores", async () => {
    const t = await table("dobbelsjanse", 3, { options: { timePerMove: "12h" } });
    const v = await view(t.id);
    const seat = v.toAct[0]!;
    await alarmAt(t.id, deadlineOf(v, seat));
    expect(await movesOf(t.id)).toMatchObject([{ seat, move: { type: "score" }, by: "timeout" }]);
  });

  it("Twelves matches the bet and takes Water; a match played on timeouts alone verifies", async () => {
    const t = await table("twelves", 2, { options: { timePerMove: "7d", games: 1 } });
    for (let i = 0; i < 200; i++) {
      const v = await view(t.id);
      if (v.status === "finished") break;
      await alarmAt(t.id, deadlineOf(v, v.toAct[0]!));
    }
    const record = await recordOf(t.id);
    expect(record.room).toEqual({ timePerMove: "7d", timeoutLoses: false });
    expect(record.options).toEqual({ games: 1 });
    const types = new Set(record.moves.map((m) => ("move" in m ? (m.move as { type: string }).type : "resign")));
    expect([...types].sort()).toEqual(["match", "water"]);
    expect(record.moves.every((m) => m.by === "timeout")).toBe(true);
    expect((await verifyMatch(record)).ok).toBe(true);
  });
});

describe("the Duel's timeout option", () => {
  it("plays the default move without it", async () => {
    const t = await table("stakes", 2, clocked());
    await alarmAt(t.id, deadlineOf(await view(t.id), 0));
    const v = await view(t.id);
    expect(v.status).toBe("playing");
    expect(await movesOf(t.id)).toMatchObject([{ seat: 0, move: { type: "flip" }, by: "timeout" }]);
  });

  it("with timeoutLoses, a timeout loses the match, and the record replays it", async () => {
    const t = await table("stakes", 2, clocked({ timeoutLoses: true }));
    expect((await view(t.id)).clock.timeoutLoses).toBe(true);
    await ok(post(t.id, t.tokens[0]!, 0, { type: "flip" }));
    const v1 = await view(t.id);
    const late = v1.toAct[0]!;
    await alarmAt(t.id, deadlineOf(v1, late));
    const v = await view(t.id);
    expect(v.status).toBe("finished");
    expect(v.result!.winners).toEqual([1 - late]);
    expect(v.log.at(-1)!.text).toBe(`Seat ${late} resigns: Seat ${1 - late} wins the match.`);
    const record = await recordOf(t.id);
    expect(record.moves.at(-1)).toEqual({ seat: late, resign: true, by: "timeout" });
    expect(record.room).toEqual({ timePerMove: "1h", timeoutLoses: true });
    expect(record.options).toEqual({ fixture: { deck: DECK, rolls: [4, 5] } });
    const report = await verifyMatch(record);
    expect(report.problems).toEqual([]);
  });
});

describe("Twelves at two seats with timeoutLoses", () => {
  it("hands the match to the opponent on a timeout", async () => {
    const t = await table("twelves", 2, { options: { timePerMove: "12h", timeoutLoses: true } });
    const v = await view(t.id);
    const late = v.toAct[0]!;
    await alarmAt(t.id, deadlineOf(v, late));
    const after = await view(t.id);
    expect(after.status).toBe("finished");
    expect(after.result!.winners).toEqual([1 - late]);
    const record = await recordOf(t.id);
    expect(record.moves).toEqual([{ seat: late, resign: true, by: "timeout" }]);
    expect((await verifyMatch(record)).ok).toBe(true);
  });
});

describe("room options", () => {
  it.each([
    [{ timePerMove: "2h" }, 3],
    [{ timePerMove: 3600 }, 3],
    [{ timePerMove: "1h", timeoutLoses: true }, 3],
    [{ timePerMove: "1h", timeoutLoses: "yes" }, 2],
    [{ timeoutLoses: true }, 2],
  ])("refuses %j at %i seats", async (options, seats) => {
    const res = call("/api/games", { method: "POST", json: { game: "stakes", seats, name: "A", options } });
    expect(await errorOf(res)).toEqual({ status: 400, code: "request/invalid" });
  });
});
