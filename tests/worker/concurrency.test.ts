// A doubled submit (a retry, two tabs, a double click) must apply exactly once.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import { call, post, table, viewOf } from "./helpers";

describe("concurrent submits", () => {
  it("applies one of two identical moves and refuses the other as stale", async () => {
    const t = await table("dobbelsjanse", 3);
    for (let round = 0; round < 3; round++) {
      const v = await viewOf(t.id);
      const seat = v.toAct[0]!;
      const mine = await viewOf(t.id, t.tokens[seat]);
      const move = mine.legal.find((m) => (m as { type: string }).type === "draw") ?? mine.legal[0];
      const [a, b] = await Promise.all([
        post(t.id, t.tokens[seat]!, v.version, move),
        post(t.id, t.tokens[seat]!, v.version, move),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(((await loser.json()) as { error: { code: string } }).error.code).toBe("game/stale_version");
      const winner = (await (a.status === 200 ? a : b).json()) as View;
      expect(winner.version).toBe(v.version + 1);
      expect((await viewOf(t.id)).version).toBe(v.version + 1);
    }
  });
});

describe("concurrent joins", () => {
  it("give distinct seats, and exactly one of two racers gets the last seat", async () => {
    const created = (await (
      await call("/api/games", { method: "POST", json: { game: "dobbelsjanse", seats: 4, name: "Host" } })
    ).json()) as CreateGameResponse;
    const join = (name: string) =>
      call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name } });
    const first = await Promise.all([join("A"), join("B")]);
    const seats = await Promise.all(first.map(async (r) => ((await r.json()) as JoinGameResponse).seat));
    expect(seats.sort()).toEqual([1, 2]);
    const last = await Promise.all([join("C"), join("D")]);
    expect(last.map((r) => r.status).sort()).toEqual([201, 409]);
    const v = await viewOf(created.id);
    expect(v.status).toBe("playing");
    expect(v.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
  });
});
