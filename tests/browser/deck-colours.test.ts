// The four-colour deck: a box in the page's foot ("Four-colour deck") gives diamonds
// and clubs colours of their own (spades black, hearts red, diamonds blue, clubs green),
// so the four suits differ by colour as well as by shape. The choice stays on this
// device: after a reload, on the match's replay and in the embed. Off, the deck is
// the usual two colours. Each colour keeps 4.5:1 on the white card (the screenshots
// check every text's contrast at 360 and 1280 px, light and dark).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const SUITS = ["spades", "hearts", "diamonds", "clubs"] as const;

/**
 * The colour each suit's card is drawn in, read from the cards a person sees ("9 of spades", …),
 * all in one look at the page (a live update may draw the table again between two looks).
 */
function suitColours(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (suits) => {
      const out: Record<string, string> = {};
      const cards = [...document.querySelectorAll("[role=img][aria-label]")];
      for (const suit of suits) {
        const card = cards.find((c) => new RegExp(`\\bof ${suit}\\b`).test(c.getAttribute("aria-label")!));
        out[suit] = card ? getComputedStyle(card).color : "none";
      }
      return out;
    },
    SUITS as readonly string[],
  );
}

describe("the four-colour deck", () => {
  it("colours each suit its own way once chosen, and keeps the choice on this device", async () => {
    // Ann 10♥, Bob 9♠, Cy 5♦, then Ann 2♣: all four suits on the table.
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"], {
      fixture: {
        deck: ["10H", "9S", "5D", "2C", "2S", "3S", "4S", "5S", "6S", "7S", "2H", "3H"],
        rolls: [3, 4, 6, 6, 6, 6, 6, 6, 6, 6],
      },
    });
    for (const seat of [0, 1, 2, 0]) await t.move(seat, { type: "flip" });
    const ctx = await person(shared.browser, shared.svc.base, 1280, 900);
    const page = await ctx.newPage();
    await page.goto(`/g/${t.id}#seat=${t.tokens[1]}`);
    await page.getByRole("img", { name: "2 of clubs" }).first().waitFor();

    // Two colours to begin with: hearts and diamonds alike, spades and clubs alike.
    const two = await suitColours(page);
    expect(two.diamonds).toBe(two.hearts);
    expect(two.clubs).toBe(two.spades);
    expect(two.hearts).not.toBe(two.spades);

    const box = page.getByRole("checkbox", { name: "Four-colour deck" });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    const four = await suitColours(page);
    expect(new Set(Object.values(four)).size).toBe(4);
    expect(four.hearts).toBe(two.hearts);
    expect(four.spades).toBe(two.spades);
    // At 360 and 1280 px, light and dark: every text keeps 4.5:1, the cards' suits included.
    await screenshots(page, "deck-four-colour");

    // Kept after a reload.
    await page.reload();
    await page.getByRole("img", { name: "2 of clubs" }).first().waitFor();
    expect(await page.getByRole("checkbox", { name: "Four-colour deck" }).isChecked()).toBe(true);
    await eventually(() => suitColours(page)).toEqual(four);

    // The embed and, once the match is over, its replay draw the same deck.
    await page.goto(`/embed/${t.id}`);
    await page.getByRole("img", { name: "2 of clubs" }).first().waitFor();
    // (Read until it holds: the embed draws its table again once its live link is up.)
    await eventually(() => suitColours(page)).toEqual(four);
    await playStakesOut(api, t.id, t.tokens);
    await page.goto(`/m/${t.id}`);
    await page.locator(".replay-table .center").waitFor();
    // The replay shows every card face up, the deck's next ones too.
    await eventually(() => page.locator(".card[aria-label]").count()).toBeGreaterThan(0);
    const colours = await page
      .locator(".card[aria-label]")
      .evaluateAll((cards) => cards.map((c) => [c.getAttribute("aria-label"), getComputedStyle(c).color]));
    const suits = new Set<string>();
    for (const [name, colour] of colours) {
      const suit = SUITS.find((s) => new RegExp(`of ${s}\\b`).test(name!));
      if (suit) expect(colour, name!).toBe(four[suit]);
      if (suit) suits.add(suit);
    }
    expect(suits.size).toBeGreaterThan(1);
    expect(await page.getByRole("checkbox", { name: "Four-colour deck" }).isChecked()).toBe(true);

    // Unticked, the two colours are back.
    await page.getByRole("checkbox", { name: "Four-colour deck" }).uncheck();
    await page.goto(`/g/${t.id}/watch`);
    await page.locator("#stage .seat").first().waitFor();
    expect(await page.getByRole("checkbox", { name: "Four-colour deck" }).isChecked()).toBe(false);
    await ctx.close();
  });
});
