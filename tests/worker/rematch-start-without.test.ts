// "Start without Cleo": a seat that accepted starts the rematch without the seats
// still to answer. When the game's rules allow just the seats that come along
// (Twelves from 2 players, a Stakes table from 3: it never turns into a Duel), the
// new table has only them and its game starts at once (issue 25); otherwise it
// keeps the old seat count and waits, the missing seats open for an invite or a bot.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { call, ok, playToEnd, table, viewOf, type Table } from "./helpers";
import { postTo, type AsyncView } from "./async-helpers";

type OfferView = AsyncView & { seatsTotal: number };

const start = (id: string, token: string | undefined) =>
  call(`/api/games/${id}/rematch/start`, { method: "POST", token, json: {} });

/** Ends a match quickly: Twelves seats leave, Stakes seats bank or flip, Dobbelsjanse seats score when they can. */
const quick = (v: View) =>
  v.legal.find((m) => ["leave", "bank", "score"].includes((m as { type: string }).type)) ??
  v.legal.find((m) => (m as { type: string }).type === "flip") ??
  v.legal[0];

async function finished(game: string, seats: number, options: unknown): Promise<Table> {
  const t = await table(game, seats, { options });
  await playToEnd(t, quick);
  return t;
}

/** Seat 0 offers, `accept` more seats accept, then seat 0 starts without the rest. */
async function startWithout(t: Table, accept: number[]): Promise<OfferView> {
  await ok(postTo(t.id, "rematch", t.tokens[0]));
  for (const s of accept) await ok(postTo(t.id, "rematch", t.tokens[s]));
  const started = await ok<OfferView>(start(t.id, t.tokens[0]));
  return (await viewOf(started.rematch!.id, t.tokens[0])) as OfferView;
}

describe("starting a rematch without the seats still to answer", () => {
  it("Twelves at 3, two coming: a two-seat table whose game starts at once", async () => {
    const t = await finished("twelves", 3, { games: 1, timePerMove: "3d" });
    const next = await startWithout(t, [1]);
    expect(next.status).toBe("playing");
    expect(next.seatsTotal).toBe(2);
    expect(next.seats.map((s) => s.name)).toEqual(["Seat 0", "Seat 1"]);
    expect(next.clock.timePerMove).toBe("3d");
    expect((await viewOf(next.id, t.tokens[1])).you).toBe(1);
    // The seat that did not answer has no seat there, and a late answer changes nothing.
    expect((await call(`/api/games/${next.id}`, { token: t.tokens[2] })).status).toBe(401);
    const late = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[2]));
    expect(late.rematch!.id).toBe(next.id);
  });

  it("a Stakes table of 4, three coming: a table of 3 that starts at once", async () => {
    const t = await finished("stakes", 4, {});
    const next = await startWithout(t, [1, 2]);
    expect(next.status).toBe("playing");
    expect(next.seatsTotal).toBe(3);
  });

  it("a Stakes table of 3, two coming: never a Duel; the third seat stays open", async () => {
    const t = await finished("stakes", 3, {});
    const next = await startWithout(t, [1]);
    expect(next.status).toBe("waiting");
    expect(next.seatsTotal).toBe(3);
    expect(next.seats.map((s) => s.name)).toEqual(["Seat 0", "Seat 1"]);
  });

  it("Dobbelsjanse at 3, two coming: needs a third player; the seat stays open for an invite or a bot", async () => {
    const t = await finished("dobbelsjanse", 3, {});
    const next = await startWithout(t, [1]);
    expect(next.status).toBe("waiting");
    expect(next.seatsTotal).toBe(3);
    await ok(call(`/api/games/${next.id}/bots`, { method: "POST", token: t.tokens[0], json: { level: "easy" } }), 201);
    expect((await viewOf(next.id)).status).toBe("playing");
  });

  it("everyone answering yes keeps the seat count, as always", async () => {
    const t = await finished("twelves", 3, { games: 1 });
    await ok(postTo(t.id, "rematch", t.tokens[0]));
    await ok(postTo(t.id, "rematch", t.tokens[1]));
    const done = await ok<OfferView>(postTo(t.id, "rematch", t.tokens[2]));
    const next = (await viewOf(done.rematch!.id)) as OfferView;
    expect(next.seatsTotal).toBe(3);
    expect(next.status).toBe("playing");
  });
});
