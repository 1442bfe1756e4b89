// The round summary never hides your own seat: when a round ends and the next
// one waits on you, at 360×740 and 1280×800 in every game, your seat, the move
// buttons and the summary are all on screen together, the summary overlapping
// neither your seat nor the move bar.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { join } from "node:path";
import { person, resultsDir, useServiceAndBrowser } from "./harness";
import { settled } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const table = (game: string, names: string[], options: unknown) => seatedTable(api, game, names, options);

type Box = { top: number; bottom: number; left: number; right: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.top < b.bottom - 1 && b.top < a.bottom - 1 && a.left < b.right - 1 && b.left < a.right - 1;

/** Opens the seat due to act with the summary up and measures what a person sees. */
async function check(id: string, tokens: string[], width: number, height: number, what: string): Promise<void> {
  const seat = (await api<{ toAct: number[] }>(`/api/games/${id}`)).toAct[0]!;
  const page: Page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
  await page.goto(`/g/${id}#seat=${tokens[seat]}`);
  await page.locator(".your-turn").waitFor();
  await page.locator(".round-summary").waitFor();
  // Placed after the page settles (fonts, animations, the seat scrolled into view).
  await settled(page);
  const m = await page.evaluate(() => {
    const r = (el: Element | null) => (el ? el.getBoundingClientRect().toJSON() : null);
    return {
      summary: r(document.querySelector(".round-summary")),
      title: r(document.getElementById("round-summary-title")),
      seat: r(document.querySelector(".seat.mine")),
      bar: r(document.getElementById("moves")),
      buttons: [...document.querySelectorAll("#moves button")].map((b) => b.getBoundingClientRect().toJSON()),
      vh: innerHeight,
    };
  });
  const where = `${what} at ${width}×${height}`;
  expect(m.seat, where).not.toBeNull();
  expect(m.seat!.top, `${where}: own seat above the screen`).toBeGreaterThanOrEqual(0);
  expect(m.seat!.bottom, `${where}: own seat under the move bar`).toBeLessThanOrEqual(m.bar!.top + 1);
  expect(m.buttons.length, where).toBeGreaterThan(0);
  for (const b of m.buttons) expect(b.bottom, `${where}: a move button below the screen`).toBeLessThanOrEqual(m.vh + 1);
  expect(overlap(m.summary!, m.seat!), `${where}: the summary covers your seat`).toBe(false);
  expect(m.summary!.bottom, `${where}: the summary runs under the move bar`).toBeLessThanOrEqual(m.bar!.top + 1);
  // The summary itself is readable: its title on screen, and room for a few rows.
  expect(m.title!.top, where).toBeGreaterThanOrEqual(m.summary!.top);
  expect(m.title!.bottom, where).toBeLessThanOrEqual(m.summary!.bottom);
  expect(m.summary!.height, `${where}: the summary is squeezed`).toBeGreaterThanOrEqual(100);
  // What the screen shows (not the whole page), light and dark.
  const name = `summary-${what.toLowerCase()}-${width}`;
  await page.screenshot({ path: join(resultsDir(), `${name}.png`) });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: join(resultsDir(), `${name}-dark.png`) });
  await page.context().close();
}

const SIZES = [
  [360, 740],
  [1280, 800],
] as const;

describe("the round summary beside your seat, never over it", () => {
  it("Stakes", async () => {
    const t = await table("stakes", ["Ann", "Bob", "Cy"], {
      fixture: {
        deck: ["10H", "9S", "5D", "8C", "2S", "3S", "4S", "5S", "6S", "7S", "2H", "3H"],
        rolls: [3, 4, 6, 6, 6, 6, 6, 6, 6, 6],
      },
    });
    for (const [s, m] of [
      [0, "flip"],
      [1, "flip"],
      [2, "flip"],
      [0, "flip"],
      [1, "bank"],
      [2, "bank"],
    ] as const)
      await t.move(s, { type: m });
    for (const [w, h] of SIZES) await check(t.id, t.tokens, w, h, "Stakes");
  });
  it("Dobbelsjanse", async () => {
    const t = await table("dobbelsjanse", ["Ann", "Bob", "Cy"], {
      fixture: {
        hands: [
          ["4H", "5C", "9D"],
          ["4S", "6H", "10C"],
          ["4D", "8S", "8H"],
        ],
        deck: ["7H", "7S", "2D", "3C", "5H", "6S", "9S"],
      },
    });
    for (const [s, m] of [
      [0, "draw"],
      [1, "draw"],
      [2, "score"],
      [0, "draw"],
      [0, "draw"],
    ] as const)
      await t.move(s, { type: m });
    for (const [w, h] of SIZES) await check(t.id, t.tokens, w, h, "Dobbelsjanse");
  });
  it("Twelves", async () => {
    const t = await table("twelves", ["Ann", "Bob", "Cy"], {
      fixture: { rolls: [7, 7, 3, 9, 12, 1, 5, 5, 6, 6, 4, 4] },
    });
    await t.move(0, { type: "leave" });
    await t.move(1, { type: "leave" });
    for (const [w, h] of SIZES) await check(t.id, t.tokens, w, h, "Twelves");
  });
});
