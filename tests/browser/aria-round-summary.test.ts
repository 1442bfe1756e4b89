// A round's end reaches a screen reader as one summary, said once, in the live
// region: the move that ended it, who got what and the totals, and what comes next,
// suits as words; not a line per card shown. A bust mid-round is said as it happens,
// the card named in words.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, DOBBELSJANSE_HANDS, seatedTable } from "./api-client";
import { forget, heard, listenToAnnouncer } from "./aria-heard";
import { person, useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

async function openSeat(id: string, token: string): Promise<Page> {
  const ctx = await person(shared.browser, shared.svc.base, 1280, 900);
  await listenToAnnouncer(ctx);
  const page = await ctx.newPage();
  await page.goto(`/g/${id}#seat=${token}`);
  await eventually(() => page.locator("#link-state").textContent()).toBe("Live");
  return page;
}

/** The one announcement that says `text`, once the page has said it. */
async function saidWith(page: Page, text: string): Promise<string> {
  await eventually(async () => (await heard(page)).some((s) => s.includes(text))).toBe(true);
  const all = (await heard(page)).filter((s) => s.includes(text));
  expect(all).toHaveLength(1);
  return all[0]!;
}

describe("a round's end, as a screen reader hears it", () => {
  it("Stakes: a bust names its card; the round's end is one summary with the totals and what comes next", async () => {
    // Target 17 (3 + 4 + 10). Ann 10, Bob 9, Cy 5; Ann flips the 8 of clubs and busts at 18.
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"], {
      fixture: {
        deck: ["10H", "9S", "5D", "8C", "2S", "3S", "4S", "5S", "6S", "7S", "2H", "3H"],
        rolls: [3, 4, 6, 6, 6, 6, 6, 6, 6, 6],
      },
    });
    const bob = await openSeat(t.id, t.tokens[1]!);
    await t.move(0, { type: "flip" });
    await t.move(1, { type: "flip" });
    await t.move(2, { type: "flip" });
    await forget(bob);
    await t.move(0, { type: "flip" });
    const bust = await saidWith(bob, "busts at 18");
    expect(bust).toContain("8 clubs");
    expect(bust).not.toMatch(/[♠♥♦♣]/);
    await t.move(1, { type: "bank" });
    await forget(bob);
    await t.move(2, { type: "bank" });
    const end = await saidWith(bob, "Round 1 is over.");
    expect(end).toMatch(/^Cy banks 5\. Round 1 is over\. /);
    expect(end).toContain("Ann 0 (total 0), Bob +9 (total 9), Cy +5 (total 5).");
    expect(end).toMatch(/Next: Round 2: dice 6 and 6, target 22\. Bob flips first\.( Your turn\.)?/);
    // Said once: no second announcement repeats the round's lines.
    expect((await heard(bob)).filter((s) => s.includes("Round 2: dice"))).toHaveLength(1);
    await bob.context().close();
  });

  it("Dobbelsjanse: the double chance's cards are not said one by one after the round's summary", async () => {
    // The middle gets 7H; Bob draws 7S and fails; Cy scores 1; Ann's double chance draws 2D, then 3C: 6 points.
    const t = await seatedTable(api, "dobbelsjanse", ["Ann", "Bob", "Cy"], {
      fixture: { hands: DOBBELSJANSE_HANDS, deck: ["7H", "7S", "2D", "3C", "5H", "6S", "9S"] },
    });
    const cy = await openSeat(t.id, t.tokens[2]!);
    await t.move(0, { type: "draw" });
    await t.move(1, { type: "draw" });
    await t.move(2, { type: "score" });
    await t.move(0, { type: "draw" });
    await forget(cy);
    await t.move(0, { type: "draw" });
    const end = await saidWith(cy, "Round 1 is over.");
    expect(end).toContain("Ann +6 (total 6), Bob 0 (total 0), Cy +1 (total 1).");
    expect(end).toMatch(/Next: Round 2 begins\. \w+ starts\./);
    expect(end).not.toMatch(/[♠♥♦♣]/);
    // The round's score line is in the summary only, not said again on its own.
    expect((await heard(cy)).join(" | ").match(/scores 6 with the double chance/g) ?? []).toHaveLength(1);
    await cy.context().close();
  });
});
