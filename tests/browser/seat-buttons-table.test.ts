// Your seat and your buttons never fight: at 360×740 and 1280×800, in every
// game and phase where you have moves, your own seat and every move button are
// fully on screen together as the page shows them, the seat not under the bar.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, DOBBELSJANSE_FIRST_TURN, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const seated = (game: string, seats: number, options: unknown = {}) =>
  seatedTable(api, game, ["Ann", "Bob", "Cy"].slice(0, seats), options);

/** Opens the seat and measures: own seat and move buttons inside the viewport, the seat above the move bar. */
async function check(id: string, token: string, width: number, height: number, what: string): Promise<void> {
  const page: Page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
  await page.goto(`/g/${id}#seat=${token}`);
  await page.locator(".your-turn").waitFor();
  const m = await page.evaluate(() => {
    const r = (el: Element | null) => (el ? el.getBoundingClientRect().toJSON() : null);
    return {
      seat: r(document.querySelector(".seat.mine")),
      bar: r(document.getElementById("moves")),
      buttons: [...document.querySelectorAll("#moves button")].map((b) => b.getBoundingClientRect().toJSON()),
      vh: innerHeight,
      vw: innerWidth,
    };
  });
  const where = `${what} at ${width}×${height}`;
  expect(m.seat, where).not.toBeNull();
  expect(m.buttons.length, where).toBeGreaterThan(0);
  expect(m.seat!.top, where).toBeGreaterThanOrEqual(0);
  expect(m.seat!.bottom, `${where}: own seat under the move bar`).toBeLessThanOrEqual(m.bar!.top + 1);
  for (const b of m.buttons) {
    expect(b.top, where).toBeGreaterThanOrEqual(0);
    expect(b.bottom, `${where}: a move button below the screen`).toBeLessThanOrEqual(m.vh + 1);
    expect(b.right, where).toBeLessThanOrEqual(m.vw + 1);
  }
  await page.context().close();
}

const SIZES = [
  [360, 740],
  [1280, 800],
] as const;

describe("own seat and move buttons both on screen", () => {
  it("Stakes, a first flip of three", async () => {
    const t = await seated("stakes", 3, { fixture: { deck: ["2S", "3S", "4S"], rolls: [3, 4] } });
    for (const [w, hgt] of SIZES) await check(t.id, t.tokens[0]!, w, hgt, "Stakes flip");
    await t.move(0, { type: "flip" });
    await t.move(1, { type: "flip" });
    await t.move(2, { type: "flip" });
    for (const [w, hgt] of SIZES) await check(t.id, t.tokens[0]!, w, hgt, "Stakes flip, bank or twist");
  });
  it("Dobbelsjanse, draw, score or play a hand card", async () => {
    const t = await seated("dobbelsjanse", 3, {
      fixture: DOBBELSJANSE_FIRST_TURN,
    });
    for (const [w, hgt] of SIZES) await check(t.id, t.tokens[0]!, w, hgt, "Dobbelsjanse");
  });
  it("Twelves, betting and the action menu", async () => {
    const t = await seated("twelves", 2, { fixture: { rolls: [7, 7, 3, 9] } });
    for (const [w, hgt] of SIZES) await check(t.id, t.tokens[0]!, w, hgt, "Twelves betting");
    await t.move(0, { type: "match" });
    await t.move(1, { type: "match" });
    for (const [w, hgt] of SIZES) await check(t.id, t.tokens[0]!, w, hgt, "Twelves actions");
  });
});
