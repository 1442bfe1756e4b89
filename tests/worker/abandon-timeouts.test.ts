// A table with a clock whose seats all stopped playing (api.md "Limits (fourth
// round)"): the moves time plays for them are nobody's moves, so 30 days of nothing
// but timeouts ends the table as abandoned, as 30 days of no move at all would.
// Time moves through the test clock, never by waiting.
import { describe, expect, it } from "vitest";
import { verifyMatch } from "../../src/verify/verify-match";
import { call, ok, post, recordOf, table, viewOf } from "./helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function advance(id: string, ms: number): Promise<void> {
  await ok(call(`/api/games/${id}/fixture/advance`, { method: "POST", json: { ms } }));
}

const timeoutLines = (text: string[]) => text.filter((t) => t.includes("ran out of time")).length;

describe("a clocked table nobody plays at", () => {
  it("a 6-seat Twelves with a 7-day clock ends as abandoned 30 days after the last move anyone made", async () => {
    const t = await table("twelves", 6, { options: { timePerMove: "7d" } });
    const start = await viewOf(t.id);
    const seat = start.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok(post(t.id, t.tokens[seat]!, mine.version, mine.legal[0]));

    // Four weeks of timeouts only: the table is still on, and time did play for the seats.
    await advance(t.id, 29 * DAY);
    const before = await viewOf(t.id);
    expect(before.status).toBe("playing");
    expect(timeoutLines(before.log.map((l) => l.text))).toBeGreaterThanOrEqual(4);

    await advance(t.id, DAY + 60_000);
    const v = await viewOf(t.id);
    expect(v.status).toBe("finished");
    expect(v.result).toMatchObject({ winners: [], reason: "abandoned" });
    expect(v.log.at(-1)!.text).toMatch(/abandoned/);

    const record = await recordOf(t.id);
    expect(record.result).toEqual(v.result);
    const report = await verifyMatch(record);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("a move a player makes among the timeouts starts the 30 days again", async () => {
    const t = await table("stakes", 2, { options: { timePerMove: "7d" } });
    await advance(t.id, 20 * DAY);
    const v = await viewOf(t.id);
    expect(timeoutLines(v.log.map((l) => l.text))).toBeGreaterThanOrEqual(2);
    const seat = v.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok(post(t.id, t.tokens[seat]!, mine.version, mine.legal[0]));
    await advance(t.id, 29 * DAY);
    expect((await viewOf(t.id)).status).toBe("playing");
    await advance(t.id, DAY + 60_000);
    expect((await viewOf(t.id)).result?.reason).toBe("abandoned");
  });
});
