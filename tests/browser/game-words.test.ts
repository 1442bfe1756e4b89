// The games' own words explain themselves: on the table, a word such as "Target",
// "leverage dice", "Discard pile" or "Pool" opens a line from the rules when it is
// tapped (or hovered with a mouse), on screen beside the word, at 360×740 and
// 1280×800, light and dark; Escape closes it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { settled } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

/** The explanation now open, as a person sees it: its text and whether it is wholly on screen. */
async function openTip(page: Page) {
  const tip = page.locator(".term-tip:popover-open");
  await tip.waitFor();
  const box = (await tip.boundingBox())!;
  const vp = page.viewportSize()!;
  return {
    text: await tip.innerText(),
    onScreen: box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width + 1 && box.y + box.height <= vp.height + 1,
  };
}

async function explains(game: string, words: Record<string, RegExp>): Promise<void> {
  const t = await seatedTable(api, game, ["Ann", "Bob", "Cy"], {});
  // One page, looked at in each size and scheme in turn (a person turning the phone or the theme), not one load each.
  const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
  await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
  await page.locator(".seat.mine").waitFor();
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await settled(page);
      for (const [word, about] of Object.entries(words)) {
        const where = `${game} "${word}" at ${width}×${height} ${scheme}`;
        const button = page.getByRole("button", { name: word, exact: true }).first();
        // click() scrolls it into view itself, and finds the word again if a live update redrew the table.
        await button.click();
        const tip = await openTip(page);
        expect(tip.text, where).toMatch(about);
        expect(tip.onScreen, `${where}: the explanation runs off the screen`).toBe(true);
        if (word === Object.keys(words)[0]) await keepShot(page, `words-${game}-${width}-${scheme}.png`);
        await page.keyboard.press("Escape");
        await expect.poll(() => page.locator(".term-tip:popover-open").count(), { timeout: 5000 }).toBe(0);
      }
      // With a mouse, resting on the word is enough; moving away closes it.
      if (width === 1280) {
        const first = Object.keys(words)[0]!;
        await page.getByRole("button", { name: first, exact: true }).first().hover();
        expect((await openTip(page)).text).toMatch(words[first]!);
        await page.mouse.move(2, 2);
        await expect.poll(() => page.locator(".term-tip:popover-open").count(), { timeout: 5000 }).toBe(0);
        // A live update can redraw the word away under the resting mouse (no pointerleave then):
        // the explanation must not stay over the move buttons; the next move of the mouse closes it.
        const word = page.getByRole("button", { name: first, exact: true }).first();
        await word.hover();
        await openTip(page);
        const box = (await word.boundingBox())!;
        // A stand-in without the word's handlers, put back afterwards for the next round of looks.
        const original = await word.evaluateHandle((el) => {
          el.replaceWith(el.cloneNode(true));
          return el;
        });
        await page.mouse.move(box.x + 1, box.y + 1);
        await expect.poll(() => page.locator(".term-tip:popover-open").count(), { timeout: 5000 }).toBe(0);
        await original.evaluate(
          (el, at) => {
            const stand = document.elementFromPoint(at.x, at.y)?.closest("button");
            stand?.replaceWith(el);
          },
          { x: box.x + 1, y: box.y + 1 },
        );
      }
    }
  }
  await page.context().close();
}

describe("each game word on the table explains itself", () => {
  it("Stakes: target, pot, leverage dice", () =>
    explains("stakes", {
      Target: /die A \+ die B \+ 10/,
      Pot: /Leverage dice paid in/,
      "3 leverage dice": /pay one to twist/,
    }));
  it("Dobbelsjanse: face cards, discard pile", () =>
    explains("dobbelsjanse", {
      "face cards": /The first one drawn in a round does nothing/,
      "Discard pile": /face down/,
    }));
  it("Twelves: pool, turn order, drinks, net", () =>
    explains("twelves", {
      Pool: /takes it/,
      "Turn order": /Shove/,
      Drinks: /pass out/,
      Net: /Coins won minus coins bet/,
    }));
});
