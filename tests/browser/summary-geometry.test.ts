// The round summary comes to you as a sheet over the board, and every player's
// row can be read, on a phone too: at 360×740 and 1280×800, light and dark, in
// every game and at six seats, the sheet opens by itself with focus on Continue,
// above the move bar, each row is on screen inside it, Escape closes it, and
// focus goes to your move buttons, which are then on screen with your own seat.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, endRoundOne, seatedTable } from "./api-client";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { settled } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const table = (game: string, names: string[], options: unknown) => seatedTable(api, game, names, options);
const SIX = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay"];

type Box = { top: number; bottom: number; left: number; right: number; height: number };

/** Opens the seat due to act with the summary up and checks what a person sees. */
async function check(id: string, tokens: string[], width: number, height: number, what: string): Promise<void> {
  const seat = (await api<{ toAct: number[] }>(`/api/games/${id}`)).toAct[0]!;
  const players = (await api<{ seatsTotal: number }>(`/api/games/${id}`)).seatsTotal;
  const page: Page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
  await page.goto(`/g/${id}#seat=${tokens[seat]}`);
  await page.locator(".your-turn").waitFor();
  const sheet = page.getByRole("dialog", { name: /is over$/ });
  await sheet.waitFor();
  await settled(page);
  const where = `${what} at ${width}×${height}`;
  // Focus is on the sheet's Continue button.
  expect(await page.evaluate(() => document.activeElement?.textContent), where).toBe("Continue");
  const m = await page.evaluate(() => {
    const r = (el: Element | null) => (el ? (el.getBoundingClientRect().toJSON() as Box) : null);
    return {
      sheet: r(document.querySelector("dialog.round-summary")),
      rows: [...document.querySelectorAll("dialog.round-summary tbody tr")].map((tr) => ({
        box: r(tr)!,
        text: (tr as HTMLElement).innerText,
      })),
      bar: document.getElementById("moves")!.getBoundingClientRect().toJSON() as Box,
      vw: innerWidth,
      vh: innerHeight,
    };
  });
  // The move bar stays in reach below the sheet (the next round may start at once).
  expect(m.sheet!.bottom, `${where}: the sheet covers the move bar`).toBeLessThanOrEqual(m.bar.top + 1);
  // Every player's row, on screen inside the sheet, without scrolling anything.
  expect(m.rows.length, where).toBe(players);
  for (const row of m.rows) {
    expect(row.box.top, `${where}: ${row.text}`).toBeGreaterThanOrEqual(Math.max(0, m.sheet!.top));
    expect(row.box.bottom, `${where}: ${row.text}`).toBeLessThanOrEqual(Math.min(m.vh, m.sheet!.bottom) + 1);
    expect(row.box.left, where).toBeGreaterThanOrEqual(0);
    expect(row.box.right, where).toBeLessThanOrEqual(m.vw + 1);
  }
  const name = `summary-${what.toLowerCase().replace(/\W+/g, "-")}-${width}`;
  await keepShot(page, `${name}.png`);
  await page.emulateMedia({ colorScheme: "dark" });
  await keepShot(page, `${name}-dark.png`);
  await page.emulateMedia({ colorScheme: "light" });

  // Escape closes it; focus goes to the first move you can make, on screen beside your seat.
  await page.keyboard.press("Escape");
  await expect.poll(() => sheet.isVisible()).toBe(false);
  // Focus moves once the sheet has closed: wait for it to land, as a person would see it.
  await expect
    .poll(() => page.evaluate(() => document.getElementById("moves")!.contains(document.activeElement)))
    .toBe(true);
  const after = await page.evaluate(() => {
    const f = document.activeElement;
    return {
      inMoves: document.getElementById("moves")!.contains(f),
      focused: f?.getBoundingClientRect().toJSON() as Box,
      seat: document.querySelector(".seat.mine")!.getBoundingClientRect().toJSON() as Box,
      vh: innerHeight,
    };
  });
  expect(after.inMoves, `${where}: focus after Escape`).toBe(true);
  expect(after.focused.bottom, where).toBeLessThanOrEqual(after.vh + 1);
  expect(after.seat.top, where).toBeGreaterThanOrEqual(0);
  await page.context().close();
}

const SIZES = [
  [360, 740],
  [1280, 800],
] as const;

describe("the round summary is a sheet every row of which can be read", () => {
  it("Stakes at six seats", async () => {
    const t = await table("stakes", SIX, {
      fixture: {
        deck: ["10H", "9S", "5D", "8C", "2S", "3S", "4S", "5S", "6S", "7S", "2H", "3H", "4H", "5H"],
        rolls: [3, 4, 6, 6, 6, 6, 6, 6, 6, 6],
      },
    });
    // Everyone flips once, then banks.
    await endRoundOne(api, t, (i) => (i < 6 ? ["flip"] : ["bank", "flip"]));
    for (const [w, h] of SIZES) await check(t.id, t.tokens, w, h, "Stakes six");
  });
  it("Dobbelsjanse at six seats", async () => {
    const t = await table("dobbelsjanse", SIX, {});
    await endRoundOne(api, t, () => ["draw", "score"]);
    for (const [w, h] of SIZES) await check(t.id, t.tokens, w, h, "Dobbelsjanse six");
  });
  it("a Duel on a laptop: a short table leaves the move bar above the screen's bottom, and the sheet still sits above it", async () => {
    const t = await table("stakes", ["Ann", "Bob"], {
      fixture: { deck: ["10H", "9S", "5D", "8C", "2S", "3S", "4S", "5S"], rolls: [3, 4, 6, 6, 6, 6] },
    });
    await endRoundOne(api, t, (i) => (i < 2 ? ["flip"] : ["bank", "flip"]));
    await check(t.id, t.tokens, 1280, 1000, "Duel");
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
