// Three people, three browsers, a Twelves match of three games through the
// buttons. The fixture scripts every d12 of game 1 so each kind of action
// happens once: a Double and its second pass, a Cheat caught by a Watch, a
// Drink, Water, a Watch from outside the game, a Smash, Hide, Luck, Intimidate,
// Swap, a Shove that acts again, a Mystify, and a showdown. Games 2 and 3 end
// when all but one leave.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, joinByInvite, play, seatOf, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

// biome-ignore format: one row of rolls per scripted event, each with its comment
const ROLLS = [
  7, 7, 3, 9, 12, 1, // game 1: Ann 7 7, Bob 3 9, Cy 12 1
  5, 4, 6, 2, // Ann's Cheat (5), Bob's Watch (6) catches it
  9, 10, 1, 1, // Bob's Water (one success after −1), Ann's Watch from outside
  10, 3, 2, // Cy's Smash on Bob (one success): Bob's 9 becomes 2
  11, 5, // round 2's new dice: Bob, Cy
  10, 1, 10, 2, 12, // Bob's Hide (die 2), Cy's Luck (die 1 becomes 12)
  12, 3, 4, 4, 8, // Bob's Intimidate (+1), Cy's Swap (8 replaces the 5)
  4, 12, // round 3's new dice
  6, 2, 3, 3, 9, // Bob's Shove (success), Cy's Mystify: Bob's 4 becomes 9
  1, 1, 1, 1, 1, 1, 7, 2, // three failed Waters; round 4's new dice: Cy, Bob
  1, 1, 1, 1, 1, 1, 1, 1, // Cy's failed Rig, three failed Waters, then the showdown
];

const shared = useServiceAndBrowser();

/** Presses a move button and then, in place, each answer it asks for. */
async function act(page: Page, key: string, ...answers: string[]): Promise<void> {
  await play(page, key);
  for (const a of answers) await page.locator(`#moves button[data-key="${a}"]:not([disabled])`).click();
}

const faces = (page: Page) =>
  page.locator(".seat.mine .hand.mine .d12").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const pool = (page: Page) => page.locator(".pool-num").textContent();
const acts = (page: Page) => page.locator(".round-acts li").allTextContents();
const fullLog = (page: Page) => page.locator("#log-list li").allTextContents();

describe("Twelves in three browsers", () => {
  it("is created, joined by invite and played through three games to the end", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async () => (await person(shared.browser, shared.svc.base)).newPage()),
    );
    await withEvidence("twelves", pages, () => match(pages));
  });
  // The rules page as a whole is tested in rules-pages.test.ts; here, the fragment's own words stay one tap away.
  it("keeps the fragment's own words on the rules page beside the completed rules", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    await page.goto("/rules/twelves");
    const rules = page.locator("#rules-twelves");
    expect(await rules.isVisible()).toBe(true);
    const fragment = rules.locator("details.original");
    await fragment.locator("summary").click();
    expect(await fragment.locator("p").first().isVisible()).toBe(true);
    expect(await fragment.textContent()).toContain("Even people not in the game may choose to do this.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

async function match([ann, bob, cy]: Page[]): Promise<void> {
  const all = [ann!, bob!, cy!];
  await ann!.goto(`/?fixture=${encodeURIComponent(JSON.stringify({ rolls: ROLLS }))}`);
  await ann!.check("#game-twelves");
  await ann!.selectOption("#seats", "3");
  await ann!.fill("#name", "Ann");
  await ann!.click("#create");
  await ann!.locator(".waiting").waitFor();
  const invite = await ann!.inputValue(".copy-invite input");
  await joinByInvite(bob!, invite, "Bob");
  await joinByInvite(cy!, invite, "Cy");

  // The table: the pool of three antes, your own d12s, the others' as hidden dice.
  for (const p of all) await eventually(() => pool(p)).toBe("3");
  expect(await ann!.locator("#title").textContent()).toBe("Twelves");
  expect(await ann!.locator(".twelves-center .meta").textContent()).toContain("Game 1 of 3");
  expect(await faces(ann!)).toEqual(["Your first die: 7", "Your second die: 7"]);
  expect(await faces(bob!)).toEqual(["Your die: 3", "Your die: 9"]);
  expect(await seatOf(bob!, "Ann").locator(".hand.backs").getAttribute("aria-label")).toBe("2 hidden dice");
  expect(await seatOf(bob!, "Ann").locator(".d12:not(.back)").count()).toBe(0);
  expect(await ann!.locator(".your-turn").textContent()).toBe("Your turn");
  expect(await bob!.locator(".waiting-for").textContent()).toContain("Ann");
  expect(await ann!.locator(".turn-order li.now").textContent()).toBe("You");
  expect(await ann!.locator('#moves button[data-key="match"]').textContent()).toContain("costs nothing");

  // Round 1 betting: Ann doubles, so everyone bets once more, and Ann may not double again.
  await play(ann!, "double");
  await play(bob!, "match");
  await play(cy!, "match");
  await eventually(() => ann!.locator('#moves button[data-key="double"]').textContent()).toContain("already doubled");
  expect(await ann!.locator('#moves button[data-key="double"]').isDisabled()).toBe(true);
  expect(await ann!.locator(".twelves-center .stage").textContent()).toBe("Betting, pass 2");
  await screenshots(ann!, "twelves-betting");
  await play(ann!, "match");
  await play(bob!, "match");
  await play(cy!, "match");
  for (const p of all) await eventually(() => pool(p)).toBe("6");

  // Ann cheats her first 7 up to 8 (secret); the others see only that she acted.
  await eventually(() => ann!.locator(".twelves-center .stage").textContent()).toBe("Actions, pass 1 of 2");
  expect(await ann!.locator(".act-group.secret .group-title").textContent()).toContain("only that you acted");
  await screenshots(ann!, "twelves-actions");
  await act(ann!, "cheat", "cheat-0-up");
  await eventually(() => faces(ann!)).toEqual(["Your die: 8", "Your die: 7"]);
  expect(await fullLog(ann!)).toContain("Your Cheat roll (Deceive): 5 and 4; roll value 5.");
  await eventually(() => acts(bob!)).toEqual(["Ann acted in secret"]);
  expect(await acts(ann!)).toEqual(["You cheated a die up by 1 (secret)"]);
  expect((await fullLog(bob!)).join("\n")).not.toContain("Deceive");

  // Bob watches and catches her: Ann is removed, and told so in words.
  await play(bob!, "watch");
  await eventually(() => seatOf(cy!, "Ann").locator(".status").textContent()).toBe("removed");
  await eventually(() => ann!.locator(".catches").textContent()).toBe("Bob's Watch removed you for Cheat");
  await eventually(() => ann!.locator("#happened").textContent()).toContain(
    "Ann used Cheat and is caught by the Watch of Bob",
  );
  await eventually(() => ann!.locator("#announcer").textContent()).toContain("caught by the Watch of Bob");
  expect(await ann!.locator(".turn-order li").allTextContents()).toEqual(["Bob", "Cy"]);

  // Cy drinks with Bob (the Drink asks whom, in place).
  await act(cy!, "drink");
  expect(await cy!.locator("#moves .ask").textContent()).toContain("then whom?");
  expect(await cy!.locator('#moves button[data-key="drink-0"]').count()).toBe(0);
  await cy!.locator('#moves button[data-key="drink-1"]').click();
  await eventually(() => seatOf(ann!, "Bob").locator(".drinks b").textContent()).toBe("1");
  await eventually(() => bob!.locator(".seat.mine .private").textContent()).toContain("Alcohol 1 of 4");

  // Bob calls for water; his roll is explained with the −1 for the shot.
  await play(bob!, "water");
  await eventually(() => fullLog(bob!)).toContain(
    "Your Water roll (Soothe): 9 and 10 (−1 drinks) → 8 and 9; roll value 9; needs 9: 1 success.",
  );
  await eventually(() => bob!.locator(".seat.mine .private").textContent()).toContain("Water ×1");

  // Ann, out of the game, may still Watch once this round.
  await eventually(() => acts(ann!)).toContain("Bob called for water — success");
  expect(await ann!.locator(".your-turn").count()).toBe(0);
  await ann!.locator('#moves button[data-key="watch-out"]').click();
  await eventually(() => acts(cy!)).toContain("Ann watched from outside the game");
  await eventually(() => ann!.locator('#moves button[data-key="watch-out"]').count()).toBe(0);

  // Cy smashes Bob: only Bob learns which of his dice was rerolled.
  await act(cy!, "smash", "smash-1");
  await eventually(() => fullLog(bob!)).toContain("Cy's Smash makes you reroll your 9: it shows 2.");
  expect((await fullLog(cy!)).join("\n")).not.toContain("makes you reroll");

  // Round 2: a third die each. Bob hides his new 11 (two steps, in place).
  await eventually(() => faces(bob!)).toEqual(["Your die: 3", "Your die: 2", "Your die: 11"]);
  await eventually(() => seatOf(bob!, "Cy").locator(".hand.backs").getAttribute("aria-label")).toBe("3 hidden dice");
  await play(bob!, "match");
  await play(cy!, "match");
  await act(bob!, "hide", "hide-2");
  expect(await bob!.locator("#moves .ask").textContent()).toContain("second die");
  await screenshots(bob!, "twelves-choice");
  await bob!.locator('#moves button[data-key="hide-2-only"]').click();
  await eventually(() => faces(bob!)).toEqual(["Your die: 3", "Your die: 2", "Your die: 11, hidden"]);
  // Cy plays Luck from the keyboard: the question opens with focus on its first answer.
  await cy!.locator(".your-turn").waitFor();
  await cy!.locator('#moves button[data-key="luck"]').focus();
  await cy!.keyboard.press("Enter");
  await eventually(() => cy!.evaluate(() => document.activeElement?.getAttribute("data-key"))).toBe("luck-0");
  await cy!.keyboard.press("Tab");
  expect(await cy!.evaluate(() => document.activeElement?.getAttribute("data-key"))).toBe("luck-1");
  await cy!.keyboard.press("Enter");
  await eventually(() => cy!.evaluate(() => document.activeElement?.getAttribute("data-key"))).toBe("luck-1-only");
  await cy!.keyboard.press("Enter");
  await eventually(() => faces(cy!)).toEqual(["Your first die: 12", "Your second die: 12", "Your die: 5"]);
  await play(bob!, "intimidate");
  await eventually(() => bob!.locator(".seat.mine .private").textContent()).toContain("Intimidate +1");
  await act(cy!, "swap", "swap-2");
  await eventually(() => faces(cy!)).toEqual([
    "Your first die: 12",
    "Your second die: 12",
    "Your die: 8",
    "Your third die: 12",
  ]);

  // Round 3: Bob doubles to 4; then he shoves past Cy and acts again (no second Shove).
  await play(bob!, "double");
  await play(cy!, "match");
  await play(bob!, "match");
  await play(cy!, "match");
  for (const p of all) await eventually(() => pool(p)).toBe("10");
  await act(bob!, "shove", "shove-1");
  await eventually(() => cy!.locator(".turn-order li").allTextContents()).toEqual(["You", "Bob"]);
  await act(cy!, "mystify", "mystify-1");
  await eventually(() => fullLog(bob!)).toContain("Cy's Mystify makes you reroll your 4: it shows 9.");
  await eventually(() => bob!.locator('#moves button[data-key="shove"]').textContent()).toContain("no second Shove");
  await screenshots(ann!, "twelves-watching");
  await play(bob!, "water");
  await play(cy!, "water");
  await play(bob!, "water");

  // Round 4, the last: Double only in the first pass; then four Waters and the showdown.
  await eventually(() => cy!.locator(".twelves-center .stage").textContent()).toBe("Last betting, pass 1");
  await play(cy!, "match");
  await play(bob!, "match");
  // Cy tries to Rig a 12 (the face asked in place); with a shot drunk, the 12 it needs is out of reach.
  await act(cy!, "rig");
  expect(await cy!.locator("#moves .face-picks button").count()).toBe(12);
  await screenshots(cy!, "twelves-rig");
  await cy!.locator('#moves button[data-key="rig-12"]').click();
  await eventually(() => fullLog(cy!)).toContain("The Rig fails.");
  for (const p of [bob!, cy!, bob!]) await play(p, "water");

  // Game 1's showdown is revealed to everyone, above game 2's table.
  for (const p of [ann!, bob!])
    await eventually(() => p.locator(".tw-history .tw-games li").first().textContent()).toBe(
      "Game 1: Cy took the pool of 10 at the showdown.",
    );
  await eventually(() => cy!.locator(".tw-history .tw-games li").first().textContent()).toBe(
    "Game 1: You took the pool of 10 at the showdown.",
  );
  expect(await ann!.locator(".showdown li .name").allTextContents()).toEqual(["Cy", "Bob"]);
  expect(await ann!.locator(".showdown li .rank").allTextContents()).toEqual(["Three of a kind", "One pair"]);
  // Each showdown die says whose it is and its face; your own are yours.
  const dice = (p: Page) =>
    p.locator(".showdown li.winner .d12").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  expect(await dice(ann!)).toEqual(["Cy's die: 12", "Cy's die: 12", "Cy's die: 8", "Cy's die: 12", "Cy's die: 7"]);
  expect(await dice(cy!)).toEqual([
    "Your first die: 12",
    "Your second die: 12",
    "Your die: 8",
    "Your third die: 12",
    "Your die: 7",
  ]);
  expect(await ann!.locator(".twelves-center .meta").textContent()).toContain("Game 2 of 3");
  await eventually(() => seatOf(ann!, "Cy").locator(".net b").textContent()).toBe("+5");
  await screenshots(cy!, "twelves-showdown");

  // A spectator sees the showdown and every hand as hidden dice, and has no buttons.
  const watcher = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
  await watcher.goto(new URL(invite).pathname.replace(/\/join$/, "/watch"));
  await eventually(() => watcher.locator(".showdown li .rank").allTextContents()).toEqual([
    "Three of a kind",
    "One pair",
  ]);
  expect(await watcher.locator(".twelves .hand.mine").count()).toBe(0);
  expect(await watcher.locator(".seat .d12:not(.back)").count()).toBe(0);
  expect(await watcher.locator(".seat .hand.backs").count()).toBe(3);
  expect(await watcher.locator("#moves button").count()).toBe(0);
  await watcher.context().close();

  // Game 2 (Bob first) and game 3 (Cy first): all but one leave.
  await play(bob!, "leave");
  await play(cy!, "leave");
  await eventually(() => ann!.locator(".twelves-center .meta").textContent()).toContain("Game 3 of 3");
  await play(cy!, "leave");
  await play(ann!, "leave");

  for (const p of all)
    await eventually(() => p.locator("#standings-title").textContent()).toMatch(
      /^Game over — Cy wins with \+?4 coins$/,
    );
  const standings = (await cy!.locator(".standings li").allTextContents()).map((s) => s.replace(/\s+/g, " "));
  expect(standings).toHaveLength(3);
  for (const [i, re] of [/^Cy \(you\)★ winner\+?4 coins$/, /^Ann[−-]1 coins?$/, /^Bob[−-]3 coins$/].entries())
    expect(standings[i]).toMatch(re);
  expect(await cy!.locator(".tw-history .tw-games li").allTextContents()).toEqual([
    "Game 1: You took the pool of 10 at the showdown.",
    "Game 2: Ann took the pool of 3 as the last one in.",
    "Game 3: Bob took the pool of 3 as the last one in.",
  ]);
  expect(await cy!.locator("#moves button").count()).toBe(0);
  await screenshots(cy!, "twelves-end");

  // The match page: every move in words, and a replay with every hand face up.
  await cy!.locator('a[href^="/m/"]').click();
  await eventually(() => cy!.locator("#result-title").count(), 15_000).toBe(1);
  const moves = await cy!.locator(".moves-list li").allTextContents();
  expect(moves).toHaveLength(37);
  expect(moves.slice(0, 2)).toEqual(["Ann doubles", "Bob matches"]);
  expect(moves[6]).toBe("Ann cheats a die up (secret)");
  expect(moves[10]).toBe("Ann watches");
  // The replay opens on the table as dealt.
  await cy!.locator('button[data-key="replay-first"]').waitFor();
  expect(
    await cy!
      .locator(".replay-hidden .tw-revealed .hand")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
  ).toEqual(["7, 7", "3, 9", "12, 1"]);
  await cy!.setViewportSize({ width: 1280, height: 1400 });
  await keepShot(cy!, "twelves-match-1280.png", { fullPage: true });
}
