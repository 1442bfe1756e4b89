// Pause by agreement (api.md "Pause by agreement"): an offer, the answers, the
// clock stopped (no default move) and given back exactly, the end by DELETE,
// bots that accept at once, and the log. All time through the test clock.
import { describe, expect, it } from "vitest";
import { call, errorOf, ok, table } from "./helpers";
import {
  advance,
  answerPause,
  askPause,
  DAY,
  deadline,
  endPause,
  HOUR,
  iso,
  MIN,
  playUntilTurn,
  seen,
} from "./pause-helpers";

const clocked = (seats: number, timePerMove = "1h") =>
  table("stakes", seats, { options: { timePerMove, fixture: { rolls: [4, 5] } } });

describe("a pause by agreement", () => {
  it("is an offer until every other seat accepts; then nobody is due, and the view and log say so", async () => {
    const t = await clocked(3);
    const now = await advance(t.id, 1);
    const until = now + 3 * HOUR;
    const offered = await ok<{ pause: unknown }>(askPause(t.id, t.tokens[1], iso(until)), 201);
    expect(offered.pause).toEqual({
      by: 1,
      until: iso(until),
      answers: { 0: null, 1: "accepted", 2: null },
      active: false,
    });
    // Spectators see the offer too; the clock still runs meanwhile.
    const spectator = await seen(t.id);
    expect(spectator.pause?.active).toBe(false);
    expect(spectator.clock.deadlines).toHaveLength(1);
    expect(await errorOf(askPause(t.id, t.tokens[0], iso(until)))).toEqual({ status: 409, code: "pause/pending" });

    await ok(answerPause(t.id, t.tokens[0], true));
    expect((await seen(t.id)).pause?.answers).toEqual({ 0: "accepted", 1: "accepted", 2: null });
    // Answering again changes nothing.
    const again = await ok<{ version: number; pause: unknown }>(answerPause(t.id, t.tokens[0], false));
    expect(again.pause).toMatchObject({ answers: { 0: "accepted" }, active: false });

    const started = await ok<{ pause: unknown; clock: { deadlines: unknown[] } }>(answerPause(t.id, t.tokens[2], true));
    expect(started.pause).toEqual({
      by: 1,
      until: iso(until),
      answers: { 0: "accepted", 1: "accepted", 2: "accepted" },
      active: true,
    });
    expect(started.clock.deadlines).toEqual([]);
    const log = (await seen(t.id)).log.map((l) => l.text);
    expect(log).toContain(`Seat 1 asked for a pause until ${iso(until).slice(0, 16).replace("T", " ")} UTC.`);
    expect(log).toContain("Seat 0 accepted the pause.");
    expect(log.at(-1)).toMatch(/^The table is paused until .* UTC: nobody's clock runs\.$/);
    // The same lines in Norwegian for a reader who asks for it, in the same places, kinds unchanged
    // (this table's players are named "Seat 0" to "Seat 2").
    const nbLog = await ok<{ log: { text: string; kind: string }[] }>(call(`/api/games/${t.id}?lang=nb`));
    const nbTexts = nbLog.log.map((l) => l.text);
    expect(nbTexts).toContain(`Seat 1 ba om pause til ${iso(until).slice(0, 16).replace("T", " ")} UTC.`);
    expect(nbTexts).toContain("Seat 0 sa ja til pausen.");
    expect(nbTexts.at(-1)).toMatch(/^Bordet har pause til .* UTC\. Klokka står stille så lenge\.$/);
    expect(nbLog.log.map((l) => l.kind)).toEqual((await seen(t.id)).log.map((l) => l.kind));
    // Your tables says until when, and that no move is due meanwhile.
    const { tables } = await ok<{ tables: { pausedUntil?: string; deadline: string | null }[] }>(
      call("/api/tables", { method: "POST", json: { seats: [{ id: t.id, token: t.tokens[0] }] } }),
    );
    expect(tables[0]).toMatchObject({ pausedUntil: iso(until), deadline: null });
    expect(await errorOf(askPause(t.id, t.tokens[0], iso(until)))).toEqual({ status: 409, code: "pause/pending" });
  });

  it("plays no default move while paused, and gives each seat exactly the time it had when the pause ends", async () => {
    const t = await clocked(2);
    await advance(t.id, 20 * MIN);
    const before = await seen(t.id);
    const seat = before.toAct[0]!;
    const had = deadline(before, seat);
    const t0 = await advance(t.id, 1);
    const until = t0 + 5 * HOUR;
    const paused = await ok<{ pause: { active: boolean } }>(askPause(t.id, t.tokens[1 - seat], iso(until)), 201);
    expect(paused.pause.active).toBe(false);
    await ok(answerPause(t.id, t.tokens[seat], true));
    const t1 = await advance(t.id, 1);
    // Far past the old deadline, still paused: nothing was played for anyone.
    await advance(t.id, 4 * HOUR);
    const during = await seen(t.id);
    expect(during.version).toBe(before.version);
    expect(during.clock.deadlines).toEqual([]);
    expect(during.log.some((l) => l.text.includes("ran out of time"))).toBe(false);

    // Just past `until`: the clock runs again, with the seat's time left as it was.
    await advance(t.id, until - t1 - 4 * HOUR + 1000);
    const after = await seen(t.id);
    expect(after.pause).toBeUndefined();
    expect(after.version).toBe(before.version);
    const left = deadline(after, seat) - until;
    // The pause started somewhere between t0 and t1 (the answer's request).
    expect(left).toBeLessThanOrEqual(had - t0);
    expect(left).toBeGreaterThanOrEqual(had - t1 - 2);
    expect(after.log.at(-1)!.text).toBe("The pause is over: the clock runs again.");
    // And that time runs out as before: then the default move is played.
    await advance(t.id, left);
    expect((await seen(t.id)).version).toBe(before.version + 1);
  });

  it("DELETE ends a pause at once (the clock resumes from then), or withdraws an offer; a decline ends the offer", async () => {
    const t = await clocked(2);
    const seat = (await seen(t.id)).toAct[0]!;
    const other = 1 - seat;
    const t0 = await advance(t.id, 1);
    const had = deadline(await seen(t.id), seat);
    await ok(askPause(t.id, t.tokens[seat], iso(t0 + 2 * DAY)), 201);
    await ok(answerPause(t.id, t.tokens[other], true));
    const t1 = await advance(t.id, 1);
    await advance(t.id, 10 * HOUR);
    const ended = await ok<{ pause?: unknown; clock: { deadlines: { seat: number; at: string }[] } }>(
      endPause(t.id, t.tokens[other]),
    );
    const t2 = await advance(t.id, 1);
    expect(ended.pause).toBeUndefined();
    const at = Date.parse(ended.clock.deadlines.find((d) => d.seat === seat)!.at);
    // Resumed at the DELETE (after t1 + 10 h, before t2), with the time left when the pause began (between t0 and t1).
    expect(at).toBeGreaterThanOrEqual(t1 + 10 * HOUR + (had - t1));
    expect(at).toBeLessThanOrEqual(t2 + (had - t0));
    expect((await seen(t.id)).log.map((l) => l.text)).toContain(`Seat ${other} ended the pause: the clock runs again.`);

    // An offer withdrawn, another declined: no pause field, the clock untouched.
    const now = await advance(t.id, 1);
    await ok(askPause(t.id, t.tokens[seat], iso(now + 2 * HOUR)), 201);
    expect((await ok<{ pause?: unknown }>(endPause(t.id, t.tokens[seat]))).pause).toBeUndefined();
    await ok(askPause(t.id, t.tokens[seat], iso(now + 2 * HOUR)), 201);
    const declined = await ok<{ pause?: unknown; clock: { deadlines: unknown[] } }>(
      answerPause(t.id, t.tokens[other], false),
    );
    expect(declined.pause).toBeUndefined();
    expect(declined.clock.deadlines).toHaveLength(1);
    const log = (await seen(t.id)).log.map((l) => l.text);
    expect(log).toContain(`Seat ${seat} withdrew the pause offer.`);
    expect(log.at(-1)).toBe(`Seat ${other} declined the pause.`);
  });

  it("an offer not everyone accepted lapses at `until`", async () => {
    const t = await clocked(3, "1d");
    const now = await advance(t.id, 1);
    await ok(askPause(t.id, t.tokens[0], iso(now + 2 * HOUR)), 201);
    await advance(t.id, 2 * HOUR + 1000);
    const v = await seen(t.id);
    expect(v.pause).toBeUndefined();
    expect(v.log.at(-1)!.text).toMatch(/^The pause offer lapsed/);
  });

  it("bots accept at once, and a bot does not move while the table is paused", async () => {
    const created = await ok<{ id: string; token: string }>(
      (await import("./helpers")).call("/api/games", {
        method: "POST",
        json: { game: "stakes", seats: 3, name: "Ann", bots: ["easy", "easy"], options: { timePerMove: "1h" } },
      }),
      201,
    );
    const now = await advance(created.id, 1);
    const v = await ok<{ pause: unknown; clock: { deadlines: unknown[] } }>(
      askPause(created.id, created.token, iso(now + 2 * HOUR)),
      201,
    );
    expect(v.pause).toEqual({
      by: 0,
      until: iso(now + 2 * HOUR),
      answers: { 0: "accepted", 1: "accepted", 2: "accepted" },
      active: true,
    });
    expect(v.clock.deadlines).toEqual([]);
    const version = (await seen(created.id)).version;
    await advance(created.id, HOUR);
    expect((await seen(created.id)).version).toBe(version);
  });

  it("at most 30 days of pauses in all (409 pause/limit); the match ending drops a pause", async () => {
    const t = await clocked(2, "7d");
    const seat = (await seen(t.id)).toAct[0]!;
    for (const days of [14, 14]) {
      const now = await advance(t.id, 1);
      await ok(askPause(t.id, t.tokens[seat], iso(now + days * DAY)), 201);
      await ok(answerPause(t.id, t.tokens[1 - seat], true));
      await advance(t.id, days * DAY + 1000);
      expect((await seen(t.id)).pause).toBeUndefined();
    }
    const now = await advance(t.id, 1);
    expect(await errorOf(askPause(t.id, t.tokens[seat], iso(now + 3 * DAY)))).toEqual({
      status: 409,
      code: "pause/limit",
    });
    await ok(askPause(t.id, t.tokens[seat], iso(now + 1 * DAY)), 201);
    await ok(answerPause(t.id, t.tokens[1 - seat], true));
    // A resignation ends the Duel: nothing is left to pause.
    await ok((await import("./helpers")).call(`/api/games/${t.id}/resign`, { method: "POST", token: t.tokens[seat] }));
    const v = await seen(t.id);
    expect(v.status).toBe("finished");
    expect(v.pause).toBeUndefined();
  });

  it("moves may still be made while paused; a seat whose turn starts then gets its full time at the end", async () => {
    const t = await clocked(2);
    const first = (await seen(t.id)).toAct[0]!;
    const now = await advance(t.id, 1);
    await ok(askPause(t.id, t.tokens[first], iso(now + 2 * HOUR)), 201);
    await ok(answerPause(t.id, t.tokens[1 - first], true));
    const v = await playUntilTurn(t.id, t.tokens, 1 - first);
    expect(v.clock.deadlines).toEqual([]);
    await advance(t.id, 2 * HOUR + 1000);
    const after = await seen(t.id);
    const left = deadline(after, after.toAct[0]!) - (now + 2 * HOUR);
    expect(left).toBeGreaterThan(HOUR - 2 * MIN);
    expect(left).toBeLessThanOrEqual(HOUR);
  });
});
