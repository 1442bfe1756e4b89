// The moments that matter come to the player (issue 25): when a match ends (the
// last move, a resignation, a timeout) the result comes up by itself as a sheet
// over the board, inside the screen, with focus on it, on a phone and a laptop, in
// light and dark; Escape closes it and focus comes back. A move that was not
// played is said in the move bar, where the player is looking.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { lowContrast } from "./contrast";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { focusOf, SCHEMES, sheetOf, shot, SIZES, whollyInView } from "./sheet-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

async function open(token: string, id: string, size: { width: number; height: number }, scheme: string) {
  const page = await (await person(shared.browser, shared.svc.base, size.width, size.height)).newPage();
  await page.emulateMedia({ colorScheme: scheme as "light" | "dark" });
  await page.goto(`/g/${id}#seat=${token}`, { waitUntil: "domcontentloaded" });
  return page;
}

/** The sheet is up, wholly on screen, says the result, and holds the focus on its heading. */
async function expectSheetWithFocus(page: Page, says: RegExp): Promise<void> {
  await eventually(async () => (await sheetOf(page)).open).toBe(true);
  const seen = await sheetOf(page);
  expect(seen.inView).toBe(true);
  expect(seen.text).toMatch(says);
  await eventually(async () => (await focusOf(page)).inSheet).toBe(true);
  const focus = await focusOf(page);
  expect(focus.tag).toBe("h2");
  expect(focus.text).toMatch(/^Game over — /);
}

describe("the end of a match comes up as a sheet", () => {
  for (const size of SIZES)
    for (const scheme of SCHEMES)
      it(`after the last move, for both players, at ${size.width}×${size.height} in ${scheme}`, async () => {
        const g = await seatedTable(api, "twelves", ["Ann", "Bob"], { games: 1 });
        const v = await api<{ toAct: number[] }>(`/api/games/${g.id}`);
        const mover = v.toAct[0]!;
        const names = ["Ann", "Bob"];
        const me = await open(g.tokens[mover]!, g.id, size, scheme);
        const other = await open(g.tokens[1 - mover]!, g.id, size, scheme);
        await withEvidence(`end-sheet-${size.width}-${scheme}`, [me, other], async () => {
          // Leaving the only game at two ends the match: the other player takes the pool.
          await me.locator('#moves button[data-key="leave"]').click();
          const result = new RegExp(`Game over — ${names[1 - mover]} wins`);
          await expectSheetWithFocus(me, result);
          await expectSheetWithFocus(other, result);
          expect((await sheetOf(me)).text).toContain("Offer a rematch");
          expect(await whollyInView(me, 'dialog#end-sheet [data-key="end-rematch"]')).toBe(true);
          expect(await lowContrast(me)).toEqual([]);
          await shot(me, `end-sheet-${size.width}-${scheme}`);

          // Escape closes it: the result stays on the table, and focus comes back to it.
          await me.keyboard.press("Escape");
          await eventually(async () => (await sheetOf(me)).open).toBe(false);
          // Focus moves once the sheet has closed: wait for it to land, as a person would see it.
          await eventually(async () => (await focusOf(me)).inSheet).toBe(false);
          const back = await focusOf(me);
          expect(back.tag).toBe("h2");
          expect(back.text).toMatch(result);
          expect(back.inSheet).toBe(false);
          expect(await me.locator("#stage .match-end").isVisible()).toBe(true);
          await shot(me, `end-sheet-closed-${size.width}-${scheme}`);
          // "Back to the table" closes it too.
          await other.locator('dialog#end-sheet [data-key="end-close"]').click();
          await eventually(async () => (await sheetOf(other)).open).toBe(false);
          // As above: focus lands on the result once the sheet has closed, not in the same instant.
          await eventually(async () => (await focusOf(other)).text).toMatch(result);
        });
      });

  it("after a resignation and after a timeout, on the winner's screen too", async () => {
    const size = SIZES[0];
    const duel = await seatedTable(api, "stakes", ["Ann", "Bob"], {
      timePerMove: "1h",
      timeoutLoses: true,
      fixture: { deck: ["10S", "5S", "4S", "9H"], rolls: [6, 6, 6, 6] },
    });
    const ann = await open(duel.tokens[0]!, duel.id, size, "light");
    const bob = await open(duel.tokens[1]!, duel.id, size, "dark");
    await withEvidence("end-sheet-resign", [ann, bob], async () => {
      await ann.locator('button[data-key="resign"]').click();
      await ann.locator('button[data-key="resign-yes"]').click();
      await expectSheetWithFocus(ann, /Game over — Bob wins by resignation: Ann resigned/);
      await expectSheetWithFocus(bob, /Game over — Bob wins by resignation: Ann resigned/);
      await shot(bob, "end-sheet-resigned-winner-360-dark");
    });

    const timed = await seatedTable(api, "stakes", ["Ann", "Bob"], {
      timePerMove: "1h",
      timeoutLoses: true,
      fixture: { deck: ["10S", "5S", "4S", "9H"], rolls: [6, 6, 6, 6] },
    });
    const cy = await open(timed.tokens[1]!, timed.id, SIZES[1], "light");
    await withEvidence("end-sheet-timeout", [cy], async () => {
      await cy.locator(".waiting-for").waitFor();
      // Ann (to act first with a fixture) lets her hour run out.
      await api(`/api/games/${timed.id}/fixture/advance`, { ms: 2 * 3_600_000 });
      await expectSheetWithFocus(cy, /Game over — Bob wins on time: Ann ran out of time/);
    });
  });

  it("says a move that was not played in the move bar, on screen", async () => {
    const size = SIZES[0];
    const duel = await seatedTable(api, "stakes", ["Ann", "Bob"], {
      fixture: { deck: ["3S", "4S", "5S", "6S"], rolls: [2, 2] },
    });
    const tab = await open(duel.tokens[0]!, duel.id, size, "light");
    // A second device whose live updates are held back: it still shows the table as it was.
    const stale = await (await person(shared.browser, shared.svc.base, size.width, size.height)).newPage();
    await stale.routeWebSocket(/\/live$/, () => {});
    await stale.goto(`/g/${duel.id}#seat=${duel.tokens[0]}`, { waitUntil: "domcontentloaded" });
    await withEvidence("move-error-in-view", [tab, stale], async () => {
      await stale.locator('#moves button[data-key="flip"]').waitFor();
      await tab.locator('#moves button[data-key="flip"]').click();
      await eventually(() => api<{ version: number }>(`/api/games/${duel.id}`).then((v) => v.version)).toBe(1);
      await stale.locator('#moves button[data-key="flip"]').click();
      const said = stale.locator("#moves .move-error");
      await eventually(() => said.textContent()).toMatch(/^Your move was not played: the table changed/);
      // (The page draws again once the table as it is now arrives: looked at once that is done.)
      await eventually(() => whollyInView(stale, "#moves .move-error")).toBe(true);
      await shot(stale, "move-error-360");
    });
  });
});
