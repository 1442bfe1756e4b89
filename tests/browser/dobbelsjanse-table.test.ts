// Four people, four browsers: create a Dobbelsjanse table, join by the invite
// link, and play it to the end through the buttons and by tapping hand cards.
// The fixture stacks every hand and the whole draw pile, so the game goes the
// same way each time: a fail, a first face card that does nothing, a double
// chance that scores, a round ended by a second face card, a double chance that
// fails, and the eighth face card ending the game.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { person, startBrowser, startService, type Service, keepShot } from "./harness";
import { eventually, joinByInvite, play, seatOf, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const FIXTURE = {
  // Ann, Bob, Cy, Di.
  hands: [
    ["2H", "5C", "9D"],
    ["3S", "6H", "10C"],
    ["4D", "7S", "8H"],
    ["AS", "2C", "7D"],
  ],
  // Every card drawn in the game, in order; the eighth face card (KC) ends it.
  deck: ["7H", "QS", "8C", "4S", "KH", "9S", "KD", "5H", "10S", "3D", "3H", "QH", "QD", "KS", "QC", "6S", "KC"],
};

let svc: Service;
let browser: Browser;

beforeAll(async () => {
  svc = await startService();
  browser = await startBrowser();
});

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

async function create(page: Page, name: string): Promise<void> {
  await page.goto(`/?fixture=${encodeURIComponent(JSON.stringify(FIXTURE))}`);
  await page.check("#game-dobbelsjanse");
  expect(await page.inputValue("#seats")).toBe("4");
  await page.fill("#name", name);
  await page.click("#create");
  await page.locator(".waiting").waitFor();
}

/** Taps a hand card on the table, as a person would on a phone. */
async function tap(page: Page, card: string): Promise<void> {
  await page.locator(".your-turn").waitFor();
  await page.locator(`#stage button.hand-card[data-key="hand-${card}"]:not([disabled])`).click();
}

const middle = (p: Page) =>
  p.locator(".dj-middle .card").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const score = (p: Page, name: string) => seatOf(p, name).locator(".dj-score b").textContent();
const status = (p: Page, name: string) => seatOf(p, name).locator(".dj-status").textContent();

describe("Dobbelsjanse in four browsers", () => {
  it("is created, joined by invite and played to the end", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map(async () => (await person(browser, svc.base)).newPage()));
    await withEvidence("dobbelsjanse", pages, () => game(pages));
  });

  it("offers the rules in English and in the original Norwegian", async () => {
    const page = await (await person(browser, svc.base, 360, 800)).newPage();
    await page.goto("/rules/dobbelsjanse");
    const rules = page.locator("#rules-dobbelsjanse");
    expect(await rules.isVisible()).toBe(true);
    expect(await page.locator("#rules-stakes").isVisible()).toBe(false);
    expect(await rules.locator("h1").textContent()).toContain("Dobbelsjanse");
    expect(await rules.textContent()).toContain("Double chance");
    const original = rules.locator('details.original[lang="nb"]');
    expect(await original.locator("summary").textContent()).toMatch(/Norwegian/);
    await original.locator("summary").click();
    expect(await original.getAttribute("open")).not.toBeNull();
    expect(await original.textContent()).toContain("Antall spillere");
    expect(await original.textContent()).toContain("kalkulert risiko");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

async function game([ann, bob, cy, di]: Page[]): Promise<void> {
  const all = [ann!, bob!, cy!, di!];
  await create(ann!, "Ann");
  const invite = await ann!.inputValue(".copy-invite input");
  await joinByInvite(bob!, invite, "Bob");
  await joinByInvite(cy!, invite, "Cy");
  await joinByInvite(di!, invite, "Di");

  // The table: an empty middle, 0 of 8 face cards, everyone in with three hand cards.
  for (const p of all) await eventually(() => p.locator(".faces-count").textContent()).toBe("0 of 8 face cards");
  expect(await ann!.title()).toMatch(/Your turn · Dobbelsjanse/);
  expect(await ann!.locator(".your-turn").textContent()).toBe("Your turn");
  expect(await bob!.locator(".waiting-for").textContent()).toContain("Ann");
  expect(await ann!.locator(".dj-seat.mine .hand-card").count()).toBe(3);
  // The drawn "2♥" is the button's face; a screen reader says it in words.
  expect(
    await ann!.locator('.dj-seat.mine button.hand-card[data-key="hand-2H"]').evaluate((b) => b.textContent),
  ).toContain("Play 2 of hearts");
  expect(await ann!.getByRole("button", { name: "Play 2 of hearts", exact: true }).count()).toBe(1);
  // Other seats' hands are backs only; nobody else's card faces are in the page.
  expect(await seatOf(bob!, "Ann").locator(".dj-hand .card.back").count()).toBe(3);
  expect(await seatOf(bob!, "Ann").locator(".dj-hand").getAttribute("aria-label")).toBe("3 hidden cards");
  expect(await bob!.locator("#stage").innerHTML()).not.toMatch(/2 of hearts|5 of clubs|9 of diamonds/);
  expect(await seatOf(bob!, "Cy").locator(".dj-seat-body > .card").getAttribute("aria-label")).toMatch(
    /status card face up: in$/,
  );
  // Every legal move is a button in words: draw, one per hand card, score.
  const labels = await ann!.locator("#moves button.move .move-label").allTextContents();
  expect(labels).toEqual(["Draw a card", "Score 0", "Play 2♥", "Play 5♣", "Play 9♦"]);

  // Round 1. Ann draws with the keyboard.
  await ann!.locator('#moves button[data-key="draw"]').focus();
  await ann!.keyboard.press("Enter");
  await eventually(() => middle(bob!)).toEqual(["7 of hearts"]);
  await eventually(() => bob!.locator(".your-turn").count()).toBe(1);
  await tap(bob!, "3S");
  await eventually(() => middle(cy!)).toEqual(["7 of hearts", "3 of spades"]);
  // Cy's 7♠ would fail: the card says so before it is played.
  expect(await cy!.locator('button.hand-card[data-key="hand-7S"] .fails-tag').textContent()).toBe("fails");
  expect(await cy!.locator('#moves button[data-key="play-7S"]').textContent()).toContain("Fails on 7♥");
  await play(cy!, "play-7S");
  await eventually(() => status(ann!, "Cy")).toBe("Out · failed");
  expect(await seatOf(ann!, "Cy").locator(".dj-seat-body > .card.back").getAttribute("aria-label")).toMatch(
    /face down: out/,
  );
  await eventually(() => ann!.locator("#happened").textContent()).toMatch(/Cy fails: 7♠ matches 7♥/);
  expect(await ann!.locator(".dj-last").textContent()).toContain("Cy failed: same rank as 7♥");
  expect(await middle(ann!)).toEqual(["7 of hearts", "3 of spades"]);
  await eventually(() => cy!.locator("#moves").textContent()).toContain("You failed this round");
  expect(await cy!.locator(".dj-seat.mine .dj-seat-body > .card.back").count()).toBe(1);
  await screenshots(cy!, "dobbelsjanse-out");

  await play(di!, "draw"); // QS: the round's first face card does nothing
  await eventually(() => ann!.locator(".faces-count").textContent()).toBe("1 of 8 face cards");
  expect(await ann!.locator(".faces-note").textContent()).toContain("the next one ends the round");
  expect(await ann!.locator(".dj-worth").textContent()).toBe("Scoring now is worth 12 points");
  await play(ann!, "score");
  await eventually(() => score(bob!, "Ann")).toBe("12");
  expect(await status(bob!, "Ann")).toBe("Out · scored");
  await play(bob!, "draw"); // 8C
  await play(di!, "score"); // 3 + 10
  await eventually(() => score(ann!, "Di")).toBe("13");

  // Only Bob is left in: his double chance, announced to everyone.
  for (const p of all)
    await eventually(() => p.locator(".dc-title").textContent()).toBe(
      p === bob ? "Your double chance!" : "Double chance for Bob!",
    );
  await eventually(() => ann!.locator("#announcer").textContent()).toContain("Double chance for Bob!");
  expect(await bob!.locator("#moves .ask").textContent()).toContain("step 1 of 2");
  expect(await bob!.locator('#moves button[data-key="score"]').count()).toBe(0);
  expect(await bob!.locator(".dc-step.now").textContent()).toContain("Draw, or play a hand card");
  expect(await bob!.locator('#moves button[data-key="draw"] .move-detail').textContent()).toBe(
    "Fails on 7, 3 or 8; a Queen/King ends the round",
  );
  await screenshots(bob!, "dobbelsjanse-double-chance");
  await tap(bob!, "6H");
  // Step 2 after a hand card: a draw only.
  await eventually(() => bob!.locator("#moves .ask").textContent()).toContain("step 2 of 2");
  expect(await bob!.locator("#moves button.move .move-label").allTextContents()).toEqual(["Draw a card (step 2 of 2)"]);
  expect(await bob!.locator(".dc-step.now").textContent()).toContain("Draw (only one hand card");
  expect(await bob!.locator(".dj-seat.mine button.hand-card").count()).toBe(0);
  await play(bob!, "draw"); // 4S: safe, 2 × 5 + 10
  await eventually(() => score(cy!, "Bob")).toBe("20");
  await eventually(() => cy!.locator("#happened").textContent()).toMatch(/Bob scores 20 with the double chance/);

  // Round 2: everyone is in again, the middle is empty, the Queen is cleared and shown small.
  for (const p of all)
    await eventually(() => p.locator(".dj-status").allTextContents()).toEqual(["In", "In", "In", "In"]);
  expect(await cy!.locator(".dc-banner").count()).toBe(0);
  expect(await cy!.locator(".dj-middle .card").count()).toBe(0);
  expect(await cy!.locator(".center .meta").textContent()).toContain("Round 2");
  expect(await cy!.locator(".face-slots .slot.cleared .card").getAttribute("aria-label")).toBe("Queen of spades");
  await play(cy!, "draw"); // KH: first face
  await play(di!, "draw"); // 9S
  await play(ann!, "draw"); // KD: the second face card ends the round
  await eventually(() => bob!.locator(".center .meta").textContent()).toContain("Round 3");
  expect(await bob!.locator(".dj-last").textContent()).toContain("Second face card: round over");
  expect(await bob!.locator(".faces-count").textContent()).toBe("3 of 8 face cards");

  // Round 3: Bob starts (left of Ann, who drew the second face).
  await play(bob!, "draw"); // 5H
  await play(cy!, "score"); // 1
  await play(di!, "play-AS");
  await tap(ann!, "5C"); // fails on 5H
  await play(bob!, "draw"); // 10S
  await play(di!, "draw"); // 3D
  await play(bob!, "score"); // 4: only Di is left in
  await eventually(() => di!.locator(".dc-title").textContent()).toBe("Your double chance!");
  await play(di!, "draw"); // 3H fails: the double chance scores nothing
  await eventually(() => ann!.locator("#happened").textContent()).toMatch(/The double chance fails: Di scores nothing/);
  expect(await score(ann!, "Di")).toBe("13");
  expect(await score(ann!, "Bob")).toBe("24");

  // Rounds 4–6: face cards pile up; the eighth ends the game.
  await play(ann!, "draw"); // QH
  await play(bob!, "draw"); // QD: round over
  await play(cy!, "draw"); // KS
  await play(di!, "draw"); // QC: round over
  await eventually(() => ann!.locator(".faces-note").textContent()).toBe("The next Queen or King ends the game.");
  await play(ann!, "draw"); // 6S
  await eventually(() => bob!.locator('#moves button[data-key="draw"] .move-detail').textContent()).toContain(
    "a Queen/King ends the game",
  );
  await play(bob!, "draw"); // KC: the eighth face card

  for (const p of all)
    await eventually(() => p.locator("#standings-title").textContent()).toBe("Game over — Bob wins with 24 points");
  const standings = await di!.locator(".standings li").allTextContents();
  expect(standings.map((s) => s.replace(/\s+/g, " "))).toEqual([
    "Bob★ winner24 points",
    "Di (you)13 points",
    "Ann12 points",
    "Cy1 point",
  ]);
  expect(await di!.locator(".faces-count").textContent()).toBe("8 of 8 face cards");
  await eventually(() => di!.locator("#announcer").textContent()).toContain("Game over. Bob wins.");
  expect(await di!.locator("#moves button").count()).toBe(0);
  await screenshots(di!, "dobbelsjanse-end");

  // The match page: the result, every move in words, and a replay with the hands face up.
  await di!.locator('a[href^="/m/"]').click();
  await eventually(() => di!.locator("#result-title").count(), 15_000).toBe(1);
  expect(await di!.locator("#result-title").textContent()).toBe("Bob won");
  const moves = await di!.locator(".moves-list li").allTextContents();
  expect(moves).toHaveLength(26);
  expect(moves[0]).toContain("draws a card");
  expect(moves[1]).toContain("plays 3♠ from hand");
  expect(moves[4]).toContain("scores");
  await di!.locator('button[data-key="replay-first"]').waitFor();
  expect(await di!.locator(".replay-table .faces-count").textContent()).toBe("0 of 8 face cards");
  expect(await di!.locator(".replay-hidden .peeked .who").allTextContents()).toEqual([
    "Ann's hand:",
    "Bob's hand:",
    "Cy's hand:",
    "Di's hand:",
  ]);
  expect(
    await di!
      .locator('.replay-hidden .peeked[data-seat="1"] .card')
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
  ).toEqual(["3 of spades", "6 of hearts", "10 of clubs"]);
  expect(await di!.locator(".replay-hidden .deck-top .card").first().getAttribute("aria-label")).toBe("7 of hearts");
  await di!.setViewportSize({ width: 1280, height: 1400 });
  await keepShot(di!, "dobbelsjanse-match-1280.png", { fullPage: true });
}
