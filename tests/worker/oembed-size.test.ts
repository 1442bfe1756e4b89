// The oEmbed answer's frame fits the whole table without a script: its height
// comes from the table's game and seat count at the answered width (the heights
// measured in Chromium, src/protocol/embed-size.ts; the browser test
// embed-size.test.ts checks them against real pages), a maxwidth under 320 is
// answered with 320, and maxheight still caps the height.
import { describe, expect, it } from "vitest";
import { embedHeight } from "../../src/protocol/embed-size";
import { call, ok, ORIGIN } from "./helpers";

interface OEmbed {
  html: string;
  width: number;
  height: number;
}

const ask = (url: string, extra = "") => ok<OEmbed>(call(`/oembed?url=${encodeURIComponent(url)}${extra}`));

async function created(game: string, seats: number): Promise<string> {
  const r = await ok<{ id: string }>(call("/api/games", { method: "POST", json: { game, seats, name: "Ann" } }), 201);
  return r.id;
}

describe("oEmbed frame size", () => {
  it("gives each game and seat count the height its table needs at the answered width", async () => {
    const tables = {
      duel: await created("stakes", 2),
      stakes6: await created("stakes", 6),
      dobbel4: await created("dobbelsjanse", 4),
      twelves3: await created("twelves", 3),
    };
    const wide = await Promise.all(Object.values(tables).map((id) => ask(`${ORIGIN}/g/${id}`)));
    expect(wide.map((o) => o.width)).toEqual([600, 600, 600, 600]);
    expect(wide.map((o) => o.height)).toEqual([
      embedHeight("stakes", 2, 600),
      embedHeight("stakes", 6, 600),
      embedHeight("dobbelsjanse", 4, 600),
      embedHeight("twelves", 3, 600),
    ]);
    // Measured: a six-seat Stakes table's replay is over 1,300 px tall at 600 px; a Duel's over 1,000.
    expect(wide[1]!.height).toBeGreaterThan(1339);
    expect(wide[0]!.height).toBeGreaterThan(1039);
    expect(wide[1]!.height).toBeGreaterThan(wide[0]!.height);
    for (const o of wide) expect(o.html).toContain(`width="${o.width}" height="${o.height}"`);

    // Narrower frames are taller: the rows wrap.
    const narrow = await ask(`${ORIGIN}/embed/${tables.stakes6}`, "&maxwidth=400");
    expect(narrow.width).toBe(400);
    expect(narrow.height).toBe(embedHeight("stakes", 6, 400));
    expect(narrow.height).toBeGreaterThan(wide[1]!.height);
  });

  it("answers a maxwidth under 320 with 320 (the table's narrowest), and keeps within maxheight", async () => {
    const id = await created("twelves", 2);
    for (const maxwidth of [1, 200, 319, 320]) {
      const o = await ask(`${ORIGIN}/g/${id}`, `&maxwidth=${maxwidth}`);
      expect(o.width).toBe(320);
      expect(o.height).toBe(embedHeight("twelves", 2, 320));
      expect(o.html).toContain(`width="320" height="${o.height}"`);
    }
    const capped = await ask(`${ORIGIN}/g/${id}`, "&maxwidth=250&maxheight=300");
    expect([capped.width, capped.height]).toEqual([320, 300]);
  });
});
