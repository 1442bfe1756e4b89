// api.md's WebSocket and history, literally: a socket gets a view at hello and
// after every change (joins and the start included), only its own; a Stakes peek
// travels on the peeker's socket alone; an unknown token is told and closed.
// Finished matches appear in /api/matches newest first, and their record says
// what api.md lists.
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, MatchList, MatchRecord } from "../../src/protocol/api";
import type { View } from "../../src/protocol/view";
import { commitmentOf } from "../../src/protocol/seed";
import { call, ok, post, recordOf, table, viewOf, viewText } from "./helpers";
import { LiveClient } from "./socket-client";

async function viewMsg(c: LiveClient): Promise<View> {
  const m = await c.next();
  if (m.type !== "view") throw new Error(`expected a view, got ${JSON.stringify(m)}`);
  return m.view;
}

describe("live views", () => {
  it("follow a table from waiting through every join to its start, each socket its own view", async () => {
    const created = await ok<CreateGameResponse>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 3, name: "Host" } }),
      201,
    );
    const host = await LiveClient.open(created.id, { token: created.token });
    const watcher = await LiveClient.open(created.id, {});
    const first = await viewMsg(host);
    expect(first).toMatchObject({
      status: "waiting",
      version: 0,
      you: 0,
      state: null,
      seats: [{ seat: 0, name: "Host" }],
    });
    expect(await viewMsg(watcher)).toMatchObject({ status: "waiting", you: null, state: null });

    await ok(
      call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name: "B" } }),
      201,
    );
    expect((await viewMsg(host)).seats).toHaveLength(2);
    expect((await viewMsg(watcher)).seats).toHaveLength(2);
    await ok(
      call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name: "C" } }),
      201,
    );
    const started = await viewMsg(host);
    expect(started).toMatchObject({ status: "playing", version: 0, you: 0 });
    expect(started).toEqual(await viewOf(created.id, created.token));
    expect(await viewMsg(watcher)).toEqual(await viewOf(created.id));
    expect(host.pending + watcher.pending).toBe(0);
    host.close();
    watcher.close();
  });

  it("sends a Stakes peek only on the peeker's socket", async () => {
    const t = await table("stakes", 3, { options: { fixture: { deck: ["JS", "7H", "8C"], rolls: [6, 5] } } });
    const sockets = await Promise.all(t.tokens.map((token) => LiveClient.open(t.id, { token })));
    const watcher = await LiveClient.open(t.id, {});
    for (const c of [...sockets, watcher]) await viewMsg(c);
    await ok(post(t.id, t.tokens[0]!, 0, { type: "flip" }));
    const known = (v: View) => (v.state as { known?: string[] }).known ?? [];
    expect(known(await viewMsg(sockets[0]!))).toEqual(["7H", "8C"]);
    for (const c of [sockets[1]!, sockets[2]!, watcher]) {
      const v = await viewMsg(c);
      expect(v.version).toBe(1);
      expect(known(v)).toEqual([]);
      expect(viewText(v)).not.toMatch(/7H|8C/);
    }
    for (const c of [...sockets, watcher]) c.close();
  });

  it("tells a hello with a token of another table that it is invalid, then closes", async () => {
    const a = await table("twelves", 2);
    const b = await table("twelves", 2);
    const c = await LiveClient.open(a.id, { token: b.tokens[0] });
    expect(await c.next()).toMatchObject({ type: "error", error: { code: "auth/invalid_token" } });
    expect(await c.closed).toBe(1008);
  });
});

/** A two-seat Twelves match over in one move: the seat to act leaves. */
async function quickMatch(): Promise<{ id: string; view: View }> {
  const t = await table("twelves", 2, { options: { games: 1 }, entropy: [undefined, "BEEF"] });
  const v = await viewOf(t.id);
  const seat = v.toAct[0]!;
  const view = await ok<View>(post(t.id, t.tokens[seat]!, 0, { type: "leave" }));
  expect(view.status).toBe("finished");
  await recordOf(t.id);
  return { id: t.id, view };
}

describe("match history of real matches", () => {
  it("lists finished matches newest first, filtered by game, paged by `before`, and records what api.md lists", async () => {
    const older = await quickMatch();
    const newer = await quickMatch();
    // Other test files may finish matches meanwhile (always newer): compare positions, not absolute ones.
    const page1 = await ok<MatchList>(call("/api/matches?game=twelves&limit=1"));
    expect(page1.matches).toHaveLength(1);
    expect(typeof page1.next).toBe("string");
    const page2 = await ok<MatchList>(
      call(`/api/matches?game=twelves&limit=1&before=${encodeURIComponent(page1.next!)}`),
    );
    const all = (await ok<MatchList>(call("/api/matches?game=twelves&limit=100"))).matches.map((m) => m.id);
    expect(all.indexOf(page2.matches[0]!.id)).toBe(all.indexOf(page1.matches[0]!.id) + 1);
    expect(all.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(all.indexOf(newer.id)).toBeLessThan(all.indexOf(older.id));
    expect(all.every((id, i) => i === 0 || all.indexOf(id) === i)).toBe(true);
    const stakes = await ok<MatchList>(call("/api/matches?game=stakes&limit=100"));
    expect(stakes.matches.some((m) => m.id === older.id || m.id === newer.id)).toBe(false);

    const record = await ok<MatchRecord>(call(`/api/matches/${newer.id}`));
    for (const key of [
      "players",
      "result",
      "options",
      "createdAt",
      "startedAt",
      "finishedAt",
      "commitment",
      "serverSeed",
      "entropy",
      "seed",
      "moves",
    ])
      expect(record).toHaveProperty(key);
    expect(record.players).toEqual([
      { seat: 0, name: "Seat 0" },
      { seat: 1, name: "Seat 1" },
    ]);
    expect(record.result).toEqual(newer.view.result);
    expect(record.options).toMatchObject({ games: 1 });
    // Only seat 1 sent entropy: one entry per seat, lowercase, "" for seat 0.
    expect(record.entropy).toEqual(["", "beef"]);
    for (const hex of [record.commitment, record.serverSeed, record.seed]) expect(hex).toMatch(/^[0-9a-f]{64}$/);
    expect(record.seed).not.toBe(record.serverSeed);
    expect(await commitmentOf(record.serverSeed)).toBe(record.commitment);
    expect(record.seed).toBe(newer.view.seed);
    expect(record.moves).toHaveLength(1);
    expect(record.moves[0]).toMatchObject({ move: { type: "leave" } });
  });
});
