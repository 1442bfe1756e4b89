// A finished match reaches D1 even when D1 refuses writes for a while: the
// outbox row, written with the final move, is retried by the alarm until it lands.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { MatchRecord } from "../../src/protocol/api";
import type { GameRoom } from "../../src/index";
import { insertMatch } from "../../src/db/matches";
import { call, chooser, ok, post, recordOf, table, viewOf } from "./helpers";

describe("the match outbox", () => {
  it("keeps retrying a failing D1 write until it succeeds", async () => {
    const t = await table("dobbelsjanse", 3);
    const stub = env.ROOMS.get(env.ROOMS.idFromName(t.id));
    let failures = 0;
    await runInDurableObject(stub, (room: GameRoom) => {
      room.setSeams({
        sink: {
          insert: async () => {
            failures++;
            throw new Error("D1 is down");
          },
        },
      });
    });
    // Play to the last move, so the injected sink is still in place when it lands.
    const pick = chooser(11);
    for (;;) {
      const spectator = await viewOf(t.id);
      if (spectator.status === "finished") break;
      const seat = spectator.toAct[0]!;
      const mine = await viewOf(t.id, t.tokens[seat]);
      await ok(post(t.id, t.tokens[seat]!, mine.version, pick(mine)));
    }
    await runDurableObjectAlarm(stub);
    expect(failures).toBeGreaterThan(0);
    expect((await call(`/api/matches/${t.id}`)).status).toBe(404);
    const pending = await runInDurableObject(stub, (room: GameRoom) => room.store.outbox());
    expect(pending).toHaveLength(1);
    expect(pending[0]!.attempts).toBeGreaterThan(0);
    // A retry is scheduled. Polled: the retry's own alarm may be running at this moment on a busy
    // machine, and a running alarm reads as none until it has failed again and set the next one.
    await vi.waitFor(
      async () => expect(await runInDurableObject(stub, (_room, state) => state.storage.getAlarm())).not.toBeNull(),
      { timeout: 10_000, interval: 50 },
    );

    // D1 comes back: the next alarm delivers the record and empties the outbox.
    await runInDurableObject(stub, (room: GameRoom) => {
      room.setSeams({ sink: { insert: (r: MatchRecord) => insertMatch(env.DB, r) } });
    });
    await runDurableObjectAlarm(stub);
    const record = await recordOf(t.id);
    expect(record.id).toBe(t.id);
    expect(record.moves).toHaveLength((await viewOf(t.id)).version);
    expect(await runInDurableObject(stub, (room: GameRoom) => room.store.outbox())).toEqual([]);
  });

  it("delivers by itself, without anyone running the alarm", async () => {
    const t = await table("dobbelsjanse", 3);
    const pick = chooser(5);
    for (;;) {
      const spectator = await viewOf(t.id);
      if (spectator.status === "finished") break;
      const seat = spectator.toAct[0]!;
      const mine = await viewOf(t.id, t.tokens[seat]);
      await ok(post(t.id, t.tokens[seat]!, mine.version, pick(mine)));
    }
    expect((await recordOf(t.id)).id).toBe(t.id);
  });

  it("inserts idempotently: a second delivery of the same record changes nothing", async () => {
    const t = await table("dobbelsjanse", 3);
    const stub = env.ROOMS.get(env.ROOMS.idFromName(t.id));
    const pick = chooser(9);
    for (;;) {
      const spectator = await viewOf(t.id);
      if (spectator.status === "finished") break;
      const seat = spectator.toAct[0]!;
      const mine = await viewOf(t.id, t.tokens[seat]);
      await ok(post(t.id, t.tokens[seat]!, mine.version, pick(mine)));
    }
    const record = await recordOf(t.id);
    await insertMatch(env.DB, { ...record, finishedAt: "2000-01-01T00:00:00.000Z" });
    expect(await recordOf(t.id)).toEqual(record);
    expect(await runInDurableObject(stub, (room: GameRoom) => room.store.outbox())).toEqual([]);
  });
});
