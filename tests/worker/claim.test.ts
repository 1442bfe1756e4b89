// Claiming a Duel from a player who is gone (api.md "Fixes to the third round
// (fourth round)"): at two seats, once time has played the other seat's last two
// turns in a row, the seat still playing ends the match and wins it; the record
// reaches D1 and verifies, and a claim the moves do not show fails verification.
// Timeouts come from the test clock, never from waiting.
import { describe, expect, it } from "vitest";
import type { MatchRecord } from "../../src/protocol/api";
import type { View } from "../../src/protocol/view";
import { verifyMatch } from "../../src/verify/verify-match";
import { call, errorOf, ok, post, recordOf, type Table, table, viewOf } from "./helpers";
import { absentSeats, advance, finishTurn, playUntil, step } from "./replace-seat-helpers";

const DAY = 24 * 3_600_000;

function claim(id: string, token: string | undefined): Promise<Response> {
  return call(`/api/games/${id}/claim`, { method: "POST", token });
}

/** A Duel with a clock whose seat 1 lets time play two of its turns in a row (seat 0 plays). */
async function gone(): Promise<Table & { v: View }> {
  for (let tries = 0; tries < 5; tries++) {
    const t = await table("stakes", 2, { options: { timePerMove: "1h" } });
    await finishTurn(t, [1], 1);
    const v = await finishTurn(t, [1], 1);
    // Seat 0 to act again, the match still on (a short Duel may end by its rules first: deal again).
    if (v.status === "playing") return { ...t, v };
  }
  throw new Error("every Duel ended before seat 1 was gone");
}

describe("POST /api/games/:id/claim", () => {
  it("the player still playing claims the match once time has played the other's last two turns", async () => {
    const t = await table("stakes", 2, { options: { timePerMove: "1h" } });
    // Nobody is gone yet: the claim is refused and changes nothing.
    const start = await viewOf(t.id, t.tokens[0]);
    expect(await errorOf(claim(t.id, t.tokens[0]))).toEqual({ status: 409, code: "seat/not_absent" });
    let v = await finishTurn(t, [1], 1);
    expect(v.status).toBe("playing");
    expect(absentSeats(v)).toEqual([]);
    expect(await errorOf(claim(t.id, t.tokens[0]))).toEqual({ status: 409, code: "seat/not_absent" });
    expect((await viewOf(t.id, t.tokens[0])).version).toBeGreaterThan(start.version);
    v = await finishTurn(t, [1], 1);
    expect(v.status).toBe("playing");
    expect(absentSeats(v)).toEqual([1]);
    // The absent seat cannot claim from the one still playing.
    expect(await errorOf(claim(t.id, t.tokens[1]))).toEqual({ status: 409, code: "seat/not_absent" });
    expect((await viewOf(t.id)).status).toBe("playing");

    const mine = await ok<View>(claim(t.id, t.tokens[0]));
    expect(mine.you).toBe(0);
    expect(mine.status).toBe("finished");
    expect(mine.result).toMatchObject({ winners: [0], reason: "claimed" });
    expect(mine.result!.scores).toHaveLength(2);
    expect(mine.version).toBe(v.version);
    expect(mine.legal).toEqual([]);
    expect(mine.seats.some((s) => s.absent)).toBe(false);

    // Everyone sees the end and the line that says why: the opponent, a spectator, in English and Norwegian.
    const line = "Seat 1 let time play their last two turns, so Seat 0 claimed the match and wins.";
    for (const token of [undefined, t.tokens[1], t.tokens[0]]) {
      const seen = await viewOf(t.id, token);
      expect(seen.status).toBe("finished");
      expect(seen.result).toEqual(mine.result);
      expect(seen.toAct).toEqual([]);
      expect(seen.log.at(-1)).toMatchObject({ kind: "claimed", text: line });
      expect(seen.serverSeed).toBeDefined();
    }
    const nb = await ok<View>(call(`/api/games/${t.id}?lang=nb`, { token: t.tokens[1] }));
    expect(nb.log.at(-1)!.text).toBe(
      "Seat 1 lot tiden gå ut på de to siste turene sine, så Seat 0 krevde seieren og vinner.",
    );

    // Over: no second claim, no move.
    expect(await errorOf(claim(t.id, t.tokens[0]))).toEqual({ status: 409, code: "game/finished" });
    expect(await errorOf(post(t.id, t.tokens[1]!, mine.version, { type: "bank" }))).toEqual({
      status: 409,
      code: "game/finished",
    });

    // Recorded in D1 through the outbox, and it verifies.
    const record: MatchRecord = await recordOf(t.id);
    expect(record.result).toEqual(mine.result);
    expect(record.moves.at(-1)).toMatchObject({ seat: 1, by: "timeout" });
    const report = await verifyMatch(record);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.checked.join("\n")).toMatch(/seat 0 claimed the match/);
  });

  it("a Twelves match of two is claimed and verifies too", async () => {
    const t = await table("twelves", 2, { options: { timePerMove: "1h", games: 9 } });
    const v = await playUntil(t, [1], (seen) => absentSeats(seen).includes(1));
    expect(v.status).toBe("playing");
    const mine = await ok<View>(claim(t.id, t.tokens[0]));
    expect(mine.result).toMatchObject({ winners: [0], reason: "claimed" });
    const record = await recordOf(t.id);
    const report = await verifyMatch(record);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("a claim the moves do not show fails verification", async () => {
    const t = await gone();
    await ok(claim(t.id, t.tokens[0]));
    const record = await recordOf(t.id);
    expect((await verifyMatch(record)).ok).toBe(true);
    const kinds = async (r: MatchRecord) => (await verifyMatch(r)).problems.map((p) => p.kind);
    // The winner swapped: seat 0 never let time play its turns.
    expect(await kinds({ ...record, result: { ...record.result, winners: [1] } })).toEqual(["result"]);
    // Two winners, or none.
    expect(await kinds({ ...record, result: { ...record.result, winners: [0, 1] } })).toEqual(["result"]);
    expect(await kinds({ ...record, result: { ...record.result, winners: [] } })).toEqual(["result"]);
    // Scores changed.
    expect(await kinds({ ...record, result: { ...record.result, scores: [9, 0] } })).toEqual(["result"]);
    // The last timeout made out to be a move seat 1 made itself: then it played its last turn.
    const moves = record.moves.slice();
    const last = moves.at(-1)!;
    moves[moves.length - 1] = { seat: last.seat, move: "move" in last ? last.move : null };
    expect(await kinds({ ...record, moves })).toEqual(["result"]);
  });

  it("moves a player made cannot be passed off as timeouts to claim a match", async () => {
    // Seat 1 plays for itself, never as time would (a move other than the default whenever it has a choice).
    const t = await table("stakes", 2);
    const notDefault = (v: View): unknown => {
      const legal = v.legal as { type: string }[];
      const time =
        legal.find((m) => m.type === "peek") ??
        legal.find((m) => m.type === "bank") ??
        legal.find((m) => m.type === "flip") ??
        legal[0];
      return legal.find((m) => JSON.stringify(m) !== JSON.stringify(time)) ?? time;
    };
    let v = await viewOf(t.id);
    let turns = 0;
    for (let i = 0; i < 200 && turns < 2 && v.status === "playing"; i++) {
      const seat = v.toAct[0]!;
      const mine = await viewOf(t.id, t.tokens[seat]);
      const move = seat === 1 ? notDefault(mine) : (mine.legal as { type: string }[])[0];
      await ok<View>(post(t.id, t.tokens[seat]!, mine.version, move));
      const next = await viewOf(t.id);
      if (seat === 1 && !next.toAct.includes(1)) turns++;
      v = next;
    }
    expect(v.status).toBe("playing");
    expect(turns).toBeGreaterThanOrEqual(2);
    // The table is left: 30 days on it ends as abandoned, a record with every move seat 1 made.
    await advance(t.id, 30 * DAY);
    await advance(t.id, 1000);
    const record = await recordOf(t.id);
    expect(record.result.reason).toBe("abandoned");
    const forged: MatchRecord = {
      ...record,
      moves: record.moves.map((m) => (m.seat === 1 && "move" in m ? { ...m, by: "timeout" as const } : m)),
      result: { ...record.result, winners: [0], reason: "claimed" },
    };
    const report = await verifyMatch(forged);
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.message).join("\n")).toMatch(/time had not played seat 1's last two turns/);
  });

  it("401 without a seat's token, 404 for an unknown table, 409 before the start, at a larger table, and without a clock", async () => {
    const t = await gone();
    const before = await viewOf(t.id, t.tokens[0]);
    for (const token of [undefined, "not-a-token"])
      expect(await errorOf(claim(t.id, token))).toEqual({ status: 401, code: "auth/invalid_token" });
    expect(await errorOf(claim("AAAAAAAAAAAAAA", t.tokens[0]))).toEqual({ status: 404, code: "game/not_found" });
    expect(await viewOf(t.id, t.tokens[0])).toEqual(before);

    const waiting = await ok<{ id: string; token: string }>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "Ann" } }),
      201,
    );
    expect(await errorOf(claim(waiting.id, waiting.token))).toEqual({ status: 409, code: "game/not_started" });

    const three = await table("dobbelsjanse", 3, { options: { timePerMove: "1h" } });
    await finishTurn(three, [1], 1);
    const v3 = await finishTurn(three, [1], 1);
    expect(absentSeats(v3)).toEqual([1]);
    const before3 = await viewOf(three.id);
    expect(await errorOf(claim(three.id, three.tokens[0]))).toEqual({ status: 409, code: "seat/not_claimable" });
    expect(await viewOf(three.id)).toEqual(before3);

    // Without a clock time plays no turn: nobody is ever gone.
    const untimed = await table("stakes", 2);
    await advance(untimed.id, 20 * DAY);
    expect(await errorOf(claim(untimed.id, untimed.tokens[0]))).toEqual({ status: 409, code: "seat/not_absent" });
  });

  it("a player who comes back before the claim can no longer be claimed from", async () => {
    const t = await gone();
    let v = t.v;
    while (!v.toAct.includes(1)) v = await step(t, []);
    const theirs = await viewOf(t.id, t.tokens[1]);
    await ok<View>(post(t.id, t.tokens[1]!, theirs.version, theirs.legal[0]));
    expect(absentSeats(await viewOf(t.id))).toEqual([]);
    expect(await errorOf(claim(t.id, t.tokens[0]))).toEqual({ status: 409, code: "seat/not_absent" });
    expect((await viewOf(t.id)).status).toBe("playing");
  });
});
