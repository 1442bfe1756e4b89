// The match page replays a finished Stakes match in the browser with the engine:
// step by step (buttons, keys, the round list) the whole table as it was, the
// peeked cards and the deck's next cards face up, and the fairness check run
// in the page. The match is played through the API with a stacked fixture, so
// what the table shows after move k is known by hand.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut } from "./api-client";
import { lowContrast } from "./contrast";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, seatOf, withEvidence } from "./play-helpers";

// Round 1, with target 21 (A=6, B=5), each player flipping until they may bank:
//  1 Ann flips J♠ (Peek: sees 7♥ 8♣)   2 Ann keeps the order   3 Bob flips 7♥
//  4 Cy flips 8♣   5 Ann flips 2♦ (a total of 0 cannot bank)   6 Bob banks 7
//  7 Cy banks 8   8 Ann banks 2: round 2 is dealt.
const FIXTURE = { deck: ["JS", "7H", "8C", "2D", "9S", "QH", "5C", "4D"], rolls: [6, 5] };

const shared = useServiceAndBrowser();

const api = apiOf(shared);

/** Ann, Bob and Cy at a stacked Stakes table, played to the end: peek → keep, first flip, then bank when allowed. */
async function playedMatch(): Promise<{ id: string; moves: number }> {
  const created = await api<{ id: string; token: string; invite: string }>("/api/games", {
    game: "stakes",
    seats: 3,
    name: "Ann",
    options: { fixture: FIXTURE },
  });
  const tokens = [created.token];
  for (const name of ["Bob", "Cy"])
    tokens.push(
      (await api<{ token: string }>(`/api/games/${created.id}/join`, { name, invite: created.invite })).token,
    );
  const moves = await playStakesOut(api, created.id, tokens);
  // The record reaches the history through the outbox a moment later; the match
  // page waits for it itself ("Recording the match…"), as a person would see.
  return { id: created.id, moves };
}

const cardsOf = (page: Page, scope: string) =>
  page.locator(`${scope} .card`).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));

describe("match page replay", () => {
  it("steps through a finished match with every hidden card face up", async () => {
    const { id, moves } = await playedMatch();
    const page = await (await person(shared.browser, shared.svc.base, 1280, 900)).newPage();
    await withEvidence("match-replay", [page], async () => {
      await page.goto(`/m/${id}`);
      await page.locator(".replay").waitFor();
      expect(await page.locator("#title").textContent()).toBe("Stakes match");
      const pos = page.locator(".replay-pos");

      // Step 0: the table as dealt; the deck's order is no secret any more.
      expect(await pos.textContent()).toBe(`Start · ${moves} moves`);
      expect(await page.locator(".replay .target-num").textContent()).toBe("21");
      expect((await cardsOf(page, ".replay .deck-top")).slice(0, 4)).toEqual([
        "Jack of spades, Peek",
        "7 of hearts",
        "8 of clubs",
        "2 of diamonds",
      ]);
      expect(await page.locator(".replay .seat .card").count()).toBe(0);

      // Move 1: Ann's Jack, and what only she saw.
      await page.click('[data-key="replay-forward"]');
      expect(await pos.textContent()).toBe(`Move 1 of ${moves}`);
      expect(await cardsOf(page, `.replay section.seat:has(.name:text-is("Ann"))`)).toEqual(["Jack of spades, Peek"]);
      expect(await page.locator(".replay-line").textContent()).toContain("Ann");
      expect(await page.locator(".replay .peeked .who").textContent()).toBe("Ann peeked:");
      expect(await cardsOf(page, ".replay .peeked")).toEqual(["7 of hearts", "8 of clubs"]);
      await keepShot(page, "match-replay-peek.png", { fullPage: true });
      expect(await lowContrast(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await lowContrast(page)).toEqual([]);
      await keepShot(page, "match-replay-dark.png", { fullPage: true });
      await page.emulateMedia({ colorScheme: "light" });

      // The keyboard: → twice more; Bob has drawn the 7♥, Ann still knows the 8♣ is next.
      await page.locator("body").click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      expect(await pos.textContent()).toBe(`Move 3 of ${moves}`);
      expect(await seatOf(page, "Bob").locator(".total b").textContent()).toBe("7");
      expect(await cardsOf(page, `.replay section.seat:has(.name:text-is("Bob"))`)).toEqual(["7 of hearts"]);
      expect(await cardsOf(page, ".replay .peeked")).toEqual(["8 of clubs"]);
      await page.keyboard.press("ArrowLeft");
      expect(await pos.textContent()).toBe(`Move 2 of ${moves}`);

      // The round list: round 2 starts after Ann banks at move 8, with round 1's scores kept.
      await page.selectOption(".replay-jump", { label: "Round 2" });
      expect(await pos.textContent()).toBe(`Move 8 of ${moves}`);
      expect(await page.locator(".replay .center .meta").textContent()).toContain("Round 2 of 5");
      for (const [name, score] of [
        ["Ann", "2"],
        ["Bob", "7"],
        ["Cy", "8"],
      ])
        expect(await seatOf(page, name!).locator(".score b").textContent()).toBe(score);

      // End: the final table agrees with the recorded result; Home goes back to the deal.
      await page.locator("body").click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("End");
      expect(await pos.textContent()).toBe(`Move ${moves} of ${moves}`);
      expect(await page.locator('[data-key="replay-forward"]').isDisabled()).toBe(true);
      const record = await api<{ result: { scores: number[] } }>(`/api/matches/${id}`);
      for (const [seat, name] of ["Ann", "Bob", "Cy"].entries())
        expect(await seatOf(page, name).locator(".score b").textContent()).toBe(String(record.result.scores[seat]));
      await page.keyboard.press("Home");
      expect(await pos.textContent()).toBe(`Start · ${moves} moves`);

      // A move in the full list jumps there.
      await page.click("details:has(.moves-list) summary");
      await page.locator(".moves-list button").nth(3).click();
      expect(await pos.textContent()).toBe(`Move 4 of ${moves}`);

      // The fairness data, and the check run right here once a person scrolls down to it.
      await page.locator(".verify-status").scrollIntoViewIfNeeded();
      await eventually(() => page.locator(".verify-status").textContent()).toContain("Verified ✓");
      expect(await page.locator(".fairness .explain").textContent()).toContain(`npm run verify -- ${id}`);
      expect(await page.locator(".fairness .commitment").textContent()).toMatch(/^[0-9a-f]{64}$/);

      // A record whose server seed was changed after the game no longer checks out.
      await page.route(`**/api/matches/${id}`, async (route) => {
        const res = await route.fetch();
        const rec = (await res.json()) as { serverSeed: string };
        rec.serverSeed = rec.serverSeed.replace(/^./, (c) => (c === "0" ? "1" : "0"));
        await route.fulfill({ response: res, json: rec });
      });
      await page.reload();
      await page.locator(".verify-status").scrollIntoViewIfNeeded();
      await eventually(() => page.locator(".verify-status").textContent()).toContain("Not verified ✗");
      expect(await page.locator(".verify-status").textContent()).toContain(
        "the server seed was changed after the game began",
      );
      await page.unroute(`**/api/matches/${id}`);
      await page.reload();
      await page.locator(".verify-status").scrollIntoViewIfNeeded();
      await eventually(() => page.locator(".verify-status").textContent()).toContain("Verified ✓");

      await page.setViewportSize({ width: 360, height: 800 });
      await page.keyboard.press("End");
      await keepShot(page, "match-replay-phone.png", { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});
