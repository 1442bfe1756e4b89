// The test clock and the abandon rule (api.md "Test clock" and "Limits (third
// round)"): POST /api/games/:id/fixture/advance moves one table's clock and runs
// what fell due, in time order; a started table with no move for 30 days ends as
// abandoned, reaches D1, verifies, and is cleaned up like any finished table.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import type { MatchRecord } from "../../src/protocol/api";
import { verifyMatch } from "../../src/verify/verify-match";
import type { AsyncView } from "./async-helpers";
import { call, errorOf, ok, post, recordOf, table, viewOf } from "./helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function advance(id: string, ms: unknown): Promise<Response> {
  return call(`/api/games/${id}/fixture/advance`, { method: "POST", json: { ms } });
}

async function advanced(id: string, ms: number): Promise<number> {
  const { now } = await ok<{ now: string }>(advance(id, ms));
  return Date.parse(now);
}

describe("the test clock", () => {
  it("exists only where fixtures are allowed", async () => {
    const t = await table("stakes", 2);
    const res = await app.fetch(
      new Request(`http://tablelink.test/api/games/${t.id}/fixture/advance`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"ms":1000}',
      }),
      { ...env, ALLOW_FIXTURES: "false" },
      createExecutionContext(),
    );
    expect(await errorOf(res)).toEqual({ status: 404, code: "route/not_found" });
  });

  it("refuses a bad amount or an unknown table, and changes nothing", async () => {
    const t = await table("stakes", 2, { options: { timePerMove: "1h" } });
    const before = (await viewOf(t.id)) as AsyncView;
    for (const ms of [0, -5, 1.5, "1000", null, 30 * DAY + 1])
      expect(await errorOf(advance(t.id, ms)), JSON.stringify(ms)).toEqual({ status: 400, code: "request/invalid" });
    expect(await errorOf(call(`/api/games/${t.id}/fixture/advance`, { method: "POST", json: [] }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(advance("AAAAAAAAAAAAAA", 1000))).toEqual({ status: 404, code: "game/not_found" });
    expect(await viewOf(t.id)).toEqual(before);
  });

  it("answers the table's new time and plays every timeout that fell due, each from its own moment", async () => {
    const t = await table("stakes", 2, { options: { timePerMove: "1h" } });
    const start = (await viewOf(t.id)) as AsyncView;
    const first = Date.parse(start.clock.deadlines![0]!.at);
    const now = await advanced(t.id, 30 * 60_000);
    expect(now).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(((await viewOf(t.id)) as AsyncView).version).toBe(start.version);
    // Past three deadlines: three default moves, the next deadline an hour after the third.
    await advanced(t.id, 2 * HOUR + 40 * 60_000);
    const v = (await viewOf(t.id)) as AsyncView;
    const timeouts = v.log.filter((l) => l.text.includes("ran out of time"));
    expect(timeouts.length).toBeGreaterThanOrEqual(3);
    if (v.status === "playing") {
      const next = Math.min(...v.clock.deadlines!.map((d) => Date.parse(d.at)));
      expect(next).toBeGreaterThan(first + 2 * HOUR);
      expect(next).toBeLessThanOrEqual(first + 3 * HOUR + 1000);
    }
  });
});

describe("an abandoned table", () => {
  it("ends with no winners after 30 days without a move, reaches D1, verifies, then is cleaned up", async () => {
    const t = await table("stakes", 2);
    const start = await viewOf(t.id);
    const seat = start.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok(post(t.id, t.tokens[seat]!, mine.version, mine.legal[0]));
    const moved = await viewOf(t.id);

    // A day short of 30 days after the last move: still on.
    await advanced(t.id, 29 * DAY);
    expect((await viewOf(t.id)).status).toBe("playing");

    await advanced(t.id, DAY + 60_000);
    const v = await viewOf(t.id);
    expect(v.status).toBe("finished");
    expect(v.result).toMatchObject({ winners: [], reason: "abandoned" });
    expect(v.result!.scores).toHaveLength(2);
    expect(v.toAct).toEqual([]);
    expect(v.log.at(-1)!.text).toMatch(/abandoned/);
    expect(v.version).toBe(moved.version);
    // No more moves.
    const seatNow = moved.toAct[0]!;
    const theirs = await viewOf(t.id, t.tokens[seatNow]);
    expect(theirs.legal).toEqual([]);
    expect(await errorOf(post(t.id, t.tokens[seatNow]!, theirs.version, mine.legal[0]))).toEqual({
      status: 409,
      code: "game/finished",
    });

    const record: MatchRecord = await recordOf(t.id);
    expect(record.result).toEqual(v.result);
    const report = await verifyMatch(record);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.checked.join("\n")).toMatch(/abandoned after 1 moves? with no winner/);

    // Cleaned up as any finished table: 30 days after D1 has it.
    await advanced(t.id, 29 * DAY);
    expect((await viewOf(t.id)).status).toBe("finished");
    await advanced(t.id, 2 * DAY);
    expect(await errorOf(call(`/api/games/${t.id}`))).toEqual({ status: 404, code: "game/not_found" });
    expect(await ok(call(`/api/matches/${t.id}`))).toEqual(record);
  });

  it("a record claiming an abandonment the moves do not show fails verification", async () => {
    const t = await table("stakes", 2);
    await advanced(t.id, 30 * DAY);
    await advanced(t.id, 1000);
    const record = await recordOf(t.id);
    expect((await verifyMatch(record)).ok).toBe(true);
    const winners = await verifyMatch({ ...record, result: { ...record.result, winners: [0] } });
    expect(winners.ok).toBe(false);
    const scores = await verifyMatch({ ...record, result: { ...record.result, scores: [99, 0] } });
    expect(scores.problems.map((p) => p.kind)).toEqual(["result"]);
  });

  it("a move within the 30 days starts the count again", async () => {
    const t = await table("stakes", 2);
    await advanced(t.id, 20 * DAY);
    const v = await viewOf(t.id);
    const seat = v.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok(post(t.id, t.tokens[seat]!, mine.version, mine.legal[0]));
    await advanced(t.id, 20 * DAY);
    expect((await viewOf(t.id)).status).toBe("playing");
    await advanced(t.id, 11 * DAY);
    expect((await viewOf(t.id)).result?.reason).toBe("abandoned");
  });
});
