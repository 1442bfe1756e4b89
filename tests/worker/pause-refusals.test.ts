// Every bad pause request gets a clear error and changes nothing (api.md "Pause by
// agreement", in the order 400, 404, 401, 409).
import { describe, expect, it } from "vitest";
import { call, errorOf, ok, table } from "./helpers";
import { advance, answerPause, askPause, endPause, HOUR, iso, DAY, seen } from "./pause-helpers";

describe("pause requests that cannot be", () => {
  it("a malformed body or an `until` out of range is 400, before 404 and 401; nothing changes", async () => {
    const t = await table("stakes", 2, { options: { timePerMove: "1h" } });
    const now = await advance(t.id, 1);
    const before = await seen(t.id, t.tokens[0]);
    const bad: unknown[] = [
      undefined,
      null,
      42,
      "tomorrow",
      "2030-05-01",
      "2030-05-01T18:00:00",
      iso(now + 2 * HOUR).replace("Z", ""),
      "2030-13-45T99:00:00Z",
      iso(now + 50 * 60_000),
      iso(now - HOUR),
      iso(now + 14 * DAY + 60_000),
    ];
    for (const until of bad)
      expect(await errorOf(askPause(t.id, t.tokens[0], until)), JSON.stringify(until)).toEqual({
        status: 400,
        code: "request/invalid",
      });
    expect(await errorOf(askPause(t.id, "nope", iso(now + 10 * 60_000)))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(askPause("AAAAAAAAAAAAAA", "nope", "soon"))).toEqual({ status: 400, code: "request/invalid" });
    for (const accept of [undefined, "yes", 1, null])
      expect(await errorOf(answerPause(t.id, t.tokens[1], accept))).toEqual({ status: 400, code: "request/invalid" });
    expect(await errorOf(call(`/api/games/${t.id}/pause`, { method: "POST", token: t.tokens[0], json: [] }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(askPause("AAAAAAAAAAAAAA", t.tokens[0], iso(now + 2 * HOUR)))).toEqual({
      status: 404,
      code: "game/not_found",
    });
    expect(await errorOf(askPause(t.id, "nope", iso(now + 2 * HOUR)))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(askPause(t.id, undefined, iso(now + 2 * HOUR)))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(answerPause(t.id, "nope", true))).toEqual({ status: 401, code: "auth/invalid_token" });
    expect(await errorOf(endPause(t.id, undefined))).toEqual({ status: 401, code: "auth/invalid_token" });
    expect(await seen(t.id, t.tokens[0])).toEqual(before);
  });

  it("409: no clock, not started, finished, nothing to answer or end, a seat that resigned", async () => {
    const noClock = await table("stakes", 2);
    const at = iso(Date.now() + 3 * HOUR);
    expect(await errorOf(askPause(noClock.id, noClock.tokens[0], at))).toEqual({ status: 409, code: "game/no_clock" });
    expect(await errorOf(answerPause(noClock.id, noClock.tokens[1], true))).toEqual({
      status: 409,
      code: "game/no_clock",
    });
    expect(await errorOf(endPause(noClock.id, noClock.tokens[1]))).toEqual({ status: 409, code: "game/no_clock" });

    const waiting = await ok<{ id: string; token: string }>(
      call("/api/games", {
        method: "POST",
        json: { game: "stakes", seats: 3, name: "Ann", options: { timePerMove: "1d" } },
      }),
      201,
    );
    expect(await errorOf(askPause(waiting.id, waiting.token, at))).toEqual({ status: 409, code: "game/not_started" });

    const t = await table("stakes", 3, { options: { timePerMove: "1d" } });
    const now = await advance(t.id, 1);
    const until = iso(now + 3 * HOUR);
    expect(await errorOf(answerPause(t.id, t.tokens[1], true))).toEqual({ status: 409, code: "pause/no_offer" });
    expect(await errorOf(endPause(t.id, t.tokens[1]))).toEqual({ status: 409, code: "pause/no_offer" });
    await ok(call(`/api/games/${t.id}/resign`, { method: "POST", token: t.tokens[2] }));
    expect(await errorOf(askPause(t.id, t.tokens[2], until))).toEqual({ status: 409, code: "seat/resigned" });
    // A seat that resigned is not asked: the other two decide.
    const offer = await ok<{ pause: { answers: object } }>(askPause(t.id, t.tokens[0], until), 201);
    expect(offer.pause.answers).toEqual({ 0: "accepted", 1: null });
    expect(await errorOf(answerPause(t.id, t.tokens[2], true))).toEqual({ status: 409, code: "seat/resigned" });

    const done = await table("stakes", 2, { options: { timePerMove: "1h" } });
    await ok(call(`/api/games/${done.id}/resign`, { method: "POST", token: done.tokens[1] }));
    expect(await errorOf(askPause(done.id, done.tokens[0], iso((await advance(done.id, 1)) + 2 * HOUR)))).toEqual({
      status: 409,
      code: "game/finished",
    });
  });
});
