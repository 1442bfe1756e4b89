// The oEmbed answer's frame fits the table without a script: its height comes from
// the table's game and seat count at the answered width (the heights measured in
// Chromium, src/protocol/embed-size.ts; the browser test embed-size.test.ts checks
// them against real pages): as tall as the table gets in play, or for a finished
// match as its replay. It is never wider than maxwidth nor taller than maxheight:
// a smaller frame shows the table scaled down.
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

/** A Duel that Bob resigned at once: finished, with its replay to show. */
async function finishedDuel(): Promise<string> {
  const r = await ok<{ id: string; invite: string }>(
    call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "Ann" } }),
    201,
  );
  const bob = await ok<{ token: string }>(
    call(`/api/games/${r.id}/join`, { method: "POST", json: { name: "Bob", invite: r.invite } }),
    201,
  );
  await ok(call(`/api/games/${r.id}/resign`, { method: "POST", token: bob.token }));
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
    // Measured in play at 600 px: a six-seat Stakes table over 1,000 px tall, a Duel over 600.
    expect(wide[1]!.height).toBeGreaterThan(1074);
    expect(wide[0]!.height).toBeGreaterThan(666);
    expect(wide[1]!.height).toBeGreaterThan(wide[0]!.height);
    // A live Duel's frame is not its replay's: no room kept empty under the table for the whole match.
    expect(wide[0]!.height).toBeLessThan(embedHeight("stakes", 2, 600, true));
    for (const o of wide) expect(o.html).toContain(`width="${o.width}" height="${o.height}"`);

    // Narrower frames are taller: the rows wrap.
    const narrow = await ask(`${ORIGIN}/embed/${tables.stakes6}`, "&maxwidth=400");
    expect(narrow.width).toBe(400);
    expect(narrow.height).toBe(embedHeight("stakes", 6, 400));
    expect(narrow.height).toBeGreaterThan(wide[1]!.height);

    // A finished match is its replay: measured over 1,000 px tall for a Duel at 600 px.
    const done = await finishedDuel();
    for (const url of [`${ORIGIN}/g/${done}`, `${ORIGIN}/m/${done}`]) {
      const o = await ask(url);
      expect(o.height).toBe(embedHeight("stakes", 2, 600, true));
      expect(o.height).toBeGreaterThan(1039);
    }
  });

  it("is never wider than maxwidth: below 320 px the frame is the 320 px table scaled to that width", async () => {
    const id = await created("twelves", 2);
    const tall = embedHeight("twelves", 2, 320);
    for (const maxwidth of [1, 200, 300, 319]) {
      const o = await ask(`${ORIGIN}/g/${id}`, `&maxwidth=${maxwidth}`);
      expect(o.width).toBe(maxwidth);
      // As tall as the 320 px table scaled down: no room left empty below it.
      expect(o.height).toBe(Math.ceil((tall * maxwidth) / 320));
      expect(o.html).toContain(`width="${maxwidth}" height="${o.height}"`);
      expect(o.html).toContain(`src="${ORIGIN}/embed/${id}"`);
    }
    const at320 = await ask(`${ORIGIN}/g/${id}`, "&maxwidth=320");
    expect([at320.width, at320.height]).toEqual([320, tall]);
  });

  it("is never taller than maxheight: a table that would not fit is scaled down whole, keeping its shape", async () => {
    const duel = await finishedDuel();
    const tall600 = embedHeight("stakes", 2, 600, true);
    // The Duel's replay at 600 px needs more than 1,000 px: the frame keeps the 600 px layout, scaled.
    const o = await ask(`${ORIGIN}/g/${duel}`, "&maxwidth=600&maxheight=1000");
    expect(tall600).toBeGreaterThan(1000);
    expect(o.height).toBeLessThanOrEqual(1000);
    expect(o.width).toBe(Math.floor((600 * 1000) / tall600));
    expect(o.height).toBe(Math.ceil((tall600 * o.width) / 600));
    expect(o.html).toContain(`src="${ORIGIN}/embed/${duel}?fit=600"`);
    // Both limits at once, far below the table's size.
    const id = await created("twelves", 2);
    const tiny = await ask(`${ORIGIN}/g/${id}`, "&maxwidth=250&maxheight=300");
    expect(tiny.width).toBeLessThanOrEqual(250);
    expect(tiny.height).toBeLessThanOrEqual(300);
    expect(tiny.width).toBe(Math.floor((320 * 300) / embedHeight("twelves", 2, 320)));
    // A practice table the same way.
    const practice = await ask(`${ORIGIN}/practice/duel`, "&maxwidth=300&maxheight=5000");
    expect(practice.width).toBe(300);
    expect(practice.html).toContain(`width="300" height="${practice.height}"`);
  });
});
