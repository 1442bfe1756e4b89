// Series over HTTP (api.md "Series"): `options.series` is checked like every option,
// the score is in every view, the next match is there when the answer to the move
// that ended a match arrives, and at a club every match of the series reaches the
// standings, each once.
import { describe, expect, it } from "vitest";
import type { SeriesView } from "../../src/protocol/series";
import type { View } from "../../src/protocol/view";
import { clubResults, newClub, openTable, resultsReach, takeSeat } from "./club-helpers";
import { call, join, ok, recordOf } from "./helpers";

type SeriesOf = View & { series: SeriesView | null; rematch: { id: string; url: string } | null };

async function duelSeries(bestOf: number): Promise<{ id: string; tokens: string[] }> {
  const made = await ok<{ id: string; token: string; invite: string }>(
    call("/api/games", {
      method: "POST",
      json: { game: "stakes", seats: 2, name: "Ann", options: { series: { bestOf } } },
    }),
    201,
  );
  const bob = await ok<{ token: string }>(join(made, "Bob"), 201);
  return { id: made.id, tokens: [made.token, bob.token] };
}

describe("a series over HTTP", () => {
  it("refuses a series that is not {bestOf: 3 | 5 | 7}, and makes nothing", async () => {
    for (const series of [{ bestOf: 4 }, { bestOf: "3" }, { bestOf: 3, first: 1 }, 5, [3], {}]) {
      const res = await call("/api/games", {
        method: "POST",
        json: { game: "stakes", seats: 2, name: "Ann", options: { series } },
      });
      expect(res.status, JSON.stringify(series)).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("request/invalid");
      expect(body.error.message).toContain("options.series");
    }
  });

  it("plays a Duel best of 3 to its end by resignations; the record keeps no series option", async () => {
    const t = await duelSeries(3);
    const watch = await ok<SeriesOf>(call(`/api/games/${t.id}`));
    expect(watch.series).toEqual({ bestOf: 3, played: 0, wins: [0, 0], matches: [], over: false, winners: [] });

    // Bob resigns match one: the answer already points at match two, which is under way.
    const one = await ok<SeriesOf>(call(`/api/games/${t.id}/resign`, { method: "POST", token: t.tokens[1] }));
    expect(one.series).toMatchObject({ played: 1, wins: [1, 0], matches: [t.id], over: false });
    const second = one.rematch!.id;
    const two = await ok<SeriesOf>(call(`/api/games/${second}`, { token: t.tokens[1] }));
    expect(two.status).toBe("playing");
    expect(two.you).toBe(1);
    expect(two.seats.map((s) => s.name)).toEqual(["Ann", "Bob"]);
    // Your tables: the finished match names the next, where Bob's token holds his seat.
    const listed = await ok<{ tables: { id: string; series?: SeriesView; next?: string; yourTurn?: boolean }[] }>(
      call("/api/tables", {
        method: "POST",
        json: {
          seats: [
            { id: t.id, token: t.tokens[1] },
            { id: second, token: t.tokens[1] },
          ],
        },
      }),
    );
    expect(listed.tables[0]).toMatchObject({ id: t.id, next: second, series: { played: 1, wins: [1, 0] } });
    expect(listed.tables[1]).toMatchObject({ id: second, series: { played: 1, over: false } });
    expect(listed.tables[1]!.next).toBeUndefined();
    // Spectators of the finished match are pointed there too.
    expect((await ok<SeriesOf>(call(`/api/games/${t.id}`))).rematch).toEqual(one.rematch);

    // Ann resigns match two, Bob resigns match three: Ann wins the series 2–1.
    const twoOver = await ok<SeriesOf>(call(`/api/games/${second}/resign`, { method: "POST", token: t.tokens[0] }));
    expect(twoOver.series).toMatchObject({ played: 2, wins: [1, 1], over: false });
    const third = twoOver.rematch!.id;
    const last = await ok<SeriesOf>(call(`/api/games/${third}/resign`, { method: "POST", token: t.tokens[1] }));
    expect(last.series).toEqual({
      bestOf: 3,
      played: 3,
      wins: [2, 1],
      matches: [t.id, second, third],
      over: true,
      winners: [0],
    });
    expect(last.rematch).toBeNull();
    const record = await recordOf(third);
    expect(JSON.stringify(record.options)).not.toContain("series");
  });

  it("DELETE …/series: 401 without a seat, 409 series/none on a single match, 200 and a log line on a series", async () => {
    const t = await duelSeries(5);
    expect((await call(`/api/games/${t.id}/series`, { method: "DELETE" })).status).toBe(401);
    const ended = await ok<SeriesOf>(call(`/api/games/${t.id}/series`, { method: "DELETE", token: t.tokens[0] }));
    expect(ended.log.at(-1)!.text).toBe("Ann ended the series: this match is its last.");
    const last = await ok<SeriesOf>(call(`/api/games/${t.id}/resign`, { method: "POST", token: t.tokens[1] }));
    expect(last.series).toMatchObject({ played: 1, wins: [1, 0], over: true, winners: [0] });
    expect(last.rematch).toBeNull();

    const single = await ok<{ id: string; token: string }>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "Ann" } }),
      201,
    );
    const res = await call(`/api/games/${single.id}/series`, { method: "DELETE", token: single.token });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("series/none");
  });

  it("at a club, every match of the series reaches the standings once", async () => {
    const club = await newClub("Series club", "Ann", ["Bob"]);
    const t = await openTable(club, "Ann", { game: "stakes", seats: 2, options: { series: { bestOf: 3 } } });
    const bob = await takeSeat(club, "Bob", t.id);
    const one = await ok<SeriesOf>(call(`/api/games/${t.id}/resign`, { method: "POST", token: bob.token }));
    const second = one.rematch!.id;
    await ok(call(`/api/games/${second}/resign`, { method: "POST", token: bob.token }));
    const { results } = await resultsReach(club, "Ann", 2);
    expect(results.map((r) => r.match)).toEqual([t.id, second]);
    expect(results.every((r) => r.places[0]!.member === club.ids.Ann && r.places[0]!.place === 1)).toBe(true);
    // A repeated resign (the match is over) changes nothing.
    await call(`/api/games/${second}/resign`, { method: "POST", token: bob.token });
    expect((await clubResults(club, "Bob")).results).toHaveLength(2);
  });
});
