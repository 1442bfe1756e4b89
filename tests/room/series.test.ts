// A series through the room: the same seats play match after match, each opening the
// moment the last one ends, until one seat has won more than half of them; every
// view says the score; a resignation ends a match, not the series; a seat may end
// the series after the match in play; a match that ends on the alarm (time ran out)
// opens the next one just the same.
import { describe, expect, it } from "vitest";
import type { SeriesView } from "../../src/protocol/series";
import type { View } from "../../src/protocol/view";
import { HOUR, playOut, type Seated, seated, subscribe, value, viewOf, world, type World } from "./support";

type SeriesOf = View & { series: SeriesView | null; rematch: { id: string; url: string } | null };

const read = (json: string) => JSON.parse(json) as SeriesOf;

/** The series' next match, as a seat following the old table's `rematch` reaches it. */
async function follow(w: World, from: Seated, view: SeriesOf): Promise<Seated> {
  expect(view.rematch, "the finished match points to the next one").not.toBeNull();
  const id = view.rematch!.id;
  return { id, table: await w.tables.table(id), tokens: from.tokens };
}

describe("a series through the room", () => {
  it("a Duel best of 3: each match opens as the last ends, until a seat has two wins", async () => {
    const w = world();
    let t = await seated(w, "stakes", ["Ann", "Bob"], { series: { bestOf: 3 } });
    const first = (await viewOf(t, 1)) as SeriesOf;
    expect(first.series).toEqual({ bestOf: 3, played: 0, wins: [0, 0], matches: [], over: false, winners: [] });
    const wins = [0, 0];
    const ids: string[] = [];
    const commitments = new Set<string>();
    for (let match = 1; ; match++) {
      expect(match, "a best of 3 has at most three matches").toBeLessThanOrEqual(3);
      const live = await w.tables.connect(t.id, t.tokens[1]);
      commitments.add((await viewOf(t, 0)).commitment);
      // A pick that differs per match, so the matches do not all end alike.
      const last = (await playOut(t, (legal, n) => legal[(n + match) % legal.length])) as SeriesOf;
      for (const s of last.result!.winners) wins[s]!++;
      ids.push(t.id);
      expect(last.series).toMatchObject({ bestOf: 3, played: match, wins, matches: ids });
      const over = wins.some((x) => x >= 2) || match === 3;
      expect(last.series!.over).toBe(over);
      // Bob's socket was told the score too.
      expect((JSON.parse(live.sent.at(-1)!) as { view: SeriesOf }).view.series).toEqual(last.series);
      if (over) {
        const top = Math.max(...wins);
        expect(last.series!.winners).toEqual(wins.flatMap((x, s) => (x === top ? [s] : [])));
        expect(last.rematch, "no match after the last").toBeNull();
        break;
      }
      // The answer to the move that ended the match already points to the next one, started.
      const next = await follow(w, t, last);
      const fresh = (await viewOf(next, 1)) as SeriesOf;
      expect(fresh.status).toBe("playing");
      expect(fresh.version).toBe(0);
      expect(fresh.you).toBe(1);
      expect(fresh.seats.map((s) => s.name)).toEqual(["Ann", "Bob"]);
      expect(fresh.series).toEqual({ ...last.series, over: false, winners: [] });
      // Nobody may offer a rematch meanwhile: the next match is already there.
      const offer = await t.table.rematch(t.tokens[0], "accept");
      expect(offer.ok || offer.error.code).toBe("series/goes_on");
      t = next;
    }
    // A fresh shuffle every match.
    expect(commitments.size).toBe(ids.length);
    // Every match reached the records.
    await w.tables.tick(1000);
    expect(w.tables.records.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it("a resignation ends the match, not the series", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob"], { series: { bestOf: 5 } });
    const resigned = read(value(await t.table.resign(t.tokens[1])));
    expect(resigned.status).toBe("finished");
    expect(resigned.series).toEqual({
      bestOf: 5,
      played: 1,
      wins: [1, 0],
      matches: [t.id],
      over: false,
      winners: [],
    });
    const next = await follow(w, t, resigned);
    const fresh = (await viewOf(next, 0)) as SeriesOf;
    expect(fresh.status).toBe("playing");
    expect(fresh.resigned).toEqual([]);
    expect(fresh.series!.wins).toEqual([1, 0]);
  });

  it("a seat ends the series after the match in play; the score says who was ahead", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob"], { series: { bestOf: 5 } });
    // Match one: Bob resigns, Ann leads 1–0.
    const one = read(value(await t.table.resign(t.tokens[1])));
    const two = await follow(w, t, one);
    // Ending it from the finished match is refused: the series went on.
    const stale = await t.table.endSeries(t.tokens[0]);
    expect(stale.ok || stale.error.code).toBe("series/over");

    const ended = read(value(await two.table.endSeries(two.tokens[1])));
    expect(ended.status).toBe("playing");
    expect(ended.series!.over).toBe(false);
    expect(ended.log.at(-1)!.text).toBe("Bob ended the series: this match is its last.");
    // Asking twice changes nothing.
    const again = read(value(await two.table.endSeries(two.tokens[0])));
    expect(again.log.filter((l) => l.text.includes("ended the series"))).toHaveLength(1);

    // Match two: Ann resigns; 1–1 with nobody ahead, and no third match.
    const last = read(value(await two.table.resign(two.tokens[0])));
    expect(last.series).toEqual({
      bestOf: 5,
      played: 2,
      wins: [1, 1],
      matches: [t.id, two.id],
      over: true,
      winners: [],
    });
    expect(last.rematch).toBeNull();
    await w.tables.tick(1000);
    expect((await two.table.view()).ok).toBe(true);
    const over = await two.table.endSeries(two.tokens[0]);
    expect(over.ok || over.error.code).toBe("series/over");

    // Once over, a rematch is a new series of the same length.
    read(value(await two.table.rematch(two.tokens[0], "accept")));
    const accepted = read(value(await two.table.rematch(two.tokens[1], "accept")));
    const rematch = await follow(w, two, accepted);
    expect(((await viewOf(rematch, 0)) as SeriesOf).series).toEqual({
      bestOf: 5,
      played: 0,
      wins: [0, 0],
      matches: [],
      over: false,
      winners: [],
    });
  });

  it("a match that ends on the alarm (time ran out) opens the next one too", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob"], {
      series: { bestOf: 3 },
      room: { timePerMove: "1h", timeoutLoses: true },
    });
    const toAct = (await viewOf(t, null)).toAct[0]!;
    const watcher = await w.tables.connect(t.id);
    await w.tables.tick(HOUR + 1000);
    const over = (await viewOf(t, null)) as SeriesOf;
    expect(over.status).toBe("finished");
    expect(over.series!.wins[toAct]).toBe(0);
    expect(over.series!.played).toBe(1);
    // The watcher's page was told where the next match is, and that match is on.
    expect((JSON.parse(watcher.sent.at(-1)!) as { view: SeriesOf }).view.rematch).toEqual(over.rematch);
    const next = await follow(w, t, over);
    expect((await viewOf(next, 0)).status).toBe("playing");
  });

  it("each seat's phone hears of its turns in the next match too", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob"], { series: { bestOf: 3 } });
    const phones = [await subscribe(w, t, 0), await subscribe(w, t, 1)];
    const over = read(value(await t.table.resign(t.tokens[1])));
    const next = await follow(w, t, over);
    await w.tables.tick(1000);
    const first = (await viewOf(next, null)).toAct[0]!;
    const pushed = w.notices.flatMap((n) => (n.kind === "push" && n.endpoint === phones[first] ? [n.payload] : []));
    expect(pushed.filter((p) => p.type === "your_turn").map((p) => p.url)).toContain(
      `https://tablelink.test/g/${next.id}`,
    );
  });

  it("a single match has no series to end", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob"]);
    expect(((await viewOf(t, 0)) as SeriesOf).series).toBeNull();
    const r = await t.table.endSeries(t.tokens[0]);
    expect(r.ok || r.error.code).toBe("series/none");
  });
});
