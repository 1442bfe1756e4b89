// What you decide on is on screen when you decide: on your turn at a five-seat
// table, at 360×740 and 1280×800, light and dark, the middle of the table (the
// Stakes target, the Dobbelsjanse middle cards, the Twelves pool) and your own
// dice are in view together with your seat and your move buttons, none of them
// under the move bar, without the player scrolling.
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable, type SeatedTable } from "./api-client";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { settled } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const FIVE = ["Ann", "Bob", "Cy", "Di", "Eve"];

type Box = { top: number; bottom: number; left: number; right: number };

/** Opens the seat to act at each size and checks that every `what` (name → selector) is fully on screen above the move bar. */
async function check(t: SeatedTable, game: string, what: Record<string, string>, waiting = false): Promise<void> {
  const acting = (await api<{ toAct: number[] }>(`/api/games/${t.id}`)).toAct[0]!;
  // Waiting: the seat after the one to act, whose turn is not now.
  const seat = waiting ? (acting + 1) % t.tokens.length : acting;
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    const page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
    await page.goto(`/g/${t.id}#seat=${t.tokens[seat]}`);
    await page
      .getByText(waiting ? /^Waiting for / : "Your turn", { exact: !waiting })
      .first()
      .waitFor();
    await settled(page);
    const boxes = await page.evaluate((sel) => {
      const box = (s: string) =>
        [...document.querySelectorAll(s)].map((e) => e.getBoundingClientRect().toJSON() as Box);
      return {
        found: Object.fromEntries(Object.entries(sel).map(([k, s]) => [k, box(s)])),
        bar: document.getElementById("moves")!.getBoundingClientRect().toJSON() as Box,
        buttons: box("#moves button:not([disabled])"),
        vw: innerWidth,
        vh: innerHeight,
      };
    }, what);
    const where = `${game} at ${width}×${height}`;
    for (const [name, list] of Object.entries(boxes.found)) {
      expect(list.length, `${where}: ${name} drawn`).toBeGreaterThan(0);
      for (const b of list) {
        expect(b.top, `${where}: ${name} above the screen`).toBeGreaterThanOrEqual(0);
        expect(b.bottom, `${where}: ${name} under the move bar`).toBeLessThanOrEqual(boxes.bar.top + 1);
        expect(b.right, `${where}: ${name} off to the side`).toBeLessThanOrEqual(boxes.vw + 1);
      }
    }
    if (!waiting) expect(boxes.buttons.length, where).toBeGreaterThan(0);
    for (const b of boxes.buttons)
      expect(b.bottom, `${where}: a move button below the screen`).toBeLessThanOrEqual(boxes.vh + 1);
    const name = `decide-${game}${waiting ? "-waiting" : ""}-${width}`;
    await keepShot(page, `${name}.png`);
    await page.emulateMedia({ colorScheme: "dark" });
    await keepShot(page, `${name}-dark.png`);
    await page.context().close();
  }
}

/** Plays `type` for whoever is to act, `times` times. */
async function play(t: SeatedTable, type: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const v = await api<{ toAct: number[] }>(`/api/games/${t.id}`);
    await t.move(v.toAct[0]!, { type });
  }
}

describe("on your turn, what you decide on is in view with your seat and buttons", () => {
  it("Stakes: the target", async () => {
    const t = await seatedTable(api, "stakes", FIVE, {
      fixture: { deck: ["10H", "9S", "5D", "8C", "2S", "3S"], rolls: [3, 4, 6, 6, 6, 6, 6, 6, 6, 6] },
    });
    await play(t, "flip", 3);
    await check(t, "stakes", { target: ".center .target", dice: ".center .die", seat: ".seat.mine" });
  });
  it("Stakes, while another seat plays: the target is in view all the same", async () => {
    const t = await seatedTable(api, "stakes", FIVE, {
      fixture: { deck: ["10H", "9S", "5D", "8C", "2S", "3S"], rolls: [3, 4, 6, 6, 6, 6, 6, 6, 6, 6] },
    });
    await play(t, "flip", 3);
    await check(t, "stakes", { target: ".center .target", dice: ".center .die" }, true);
  });
  it("Dobbelsjanse: the middle cards", async () => {
    const t = await seatedTable(api, "dobbelsjanse", FIVE, { fixture: { deck: ["KH", "7H", "10D", "2C", "3C"] } });
    await play(t, "draw", 3);
    await check(t, "dobbelsjanse", { middle: ".dj-middle .card", faces: ".dj-faces", seat: ".seat.mine" });
  });
  it("Twelves: the pool and your dice", async () => {
    const t = await seatedTable(api, "twelves", FIVE, {});
    await check(t, "twelves", { pool: ".center .pool", dice: ".seat.mine .d12", seat: ".seat.mine" });
  });
});
