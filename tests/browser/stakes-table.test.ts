// Three people, three browsers: create a Stakes table, join by the invite link,
// play all five rounds to the end through the buttons. The fixture stacks the
// deck and the dice so every effect happens once: a twist that busts someone
// else, a Jack's peek (swap), a Queen's shield, a King's nudge, an exact bank.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { lowContrast, smallTargets } from "./contrast";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { createAtHome, eventually, joinByInvite, play, seatOf, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const FIXTURE = {
  // Round 1 draws these in this order (Cy's Jack peeks at 2S, 6H and swaps them).
  deck: [
    "10H",
    "9S",
    "5D",
    "7C",
    "JH",
    "2S",
    "6H",
    "QD",
    "KS",
    "10D",
    "8S",
    "8H",
    "8D",
    "9H",
    "9D",
    "9C",
    "7S",
    "7H",
    "7D",
    "4S",
    "4H",
    "4D",
  ],
  // A=3, B=4 (target 17); Bob's twist of A rolls 1; then 6+6 (target 22) for rounds 2–5.
  rolls: [3, 4, 1, 6, 6, 6, 6, 6, 6, 6, 6],
};

const shared = useServiceAndBrowser();

describe("Stakes table game in three browsers", () => {
  it("is created, joined by invite and played to the end", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async () => (await person(shared.browser, shared.svc.base)).newPage()),
    );
    await withEvidence("table", pages, () => tableGame(pages));
  });
  it("offers every game on a home page that reads well on a phone, light and dark", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    await page.goto("/");
    expect(await page.locator(".game-card .game-name").allTextContents()).toEqual(
      expect.arrayContaining(["Stakes", "Stakes Duel"]),
    );
    await page.check("#game-stakes-duel");
    expect(await page.locator("#seats-field").textContent()).toBe("2 players");
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await lowContrast(page)).toEqual([]);
    }
    expect(await smallTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
  // The rules pages have their own tests: rules-pages.test.ts.
});

async function tableGame([ann, bob, cy]: Page[]): Promise<void> {
  // Each browser adds 32 bytes of its own randomness to the seed, on create and on join.
  const sent: string[] = [];
  for (const p of [ann!, bob!, cy!])
    p.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/games(\/[^/]+\/join)?$/.test(new URL(r.url()).pathname))
        sent.push((r.postDataJSON() as { entropy: string }).entropy);
    });
  await createAtHome(ann!, { game: "stakes", seats: 3, name: "Ann", fixture: FIXTURE });
  // Two links, said plainly which is which.
  const invite = await ann!.inputValue(".copy-invite input");
  const seatLink = await ann!.inputValue(".copy-seat input");
  expect(invite).toMatch(/\/g\/[^/#]+\/join#invite=[A-Za-z0-9_-]{16,}$/);
  expect(seatLink).toMatch(/\/g\/[^/#]+#seat=.+/);
  await eventually(() => ann!.locator(".copy-invite label").textContent()).toMatch(/Invite link/);
  await eventually(() => ann!.locator(".copy-seat label").textContent()).toMatch(/private seat link/);
  await eventually(() => ann!.locator("#waiting-title").textContent()).toBe("1 of 3 seats taken");
  // The token does not stay in the address bar.
  expect(ann!.url()).not.toContain("seat=");

  await joinByInvite(bob!, invite, "Bob");
  await eventually(() => ann!.locator("#waiting-title").textContent()).toBe("2 of 3 seats taken");
  await joinByInvite(cy!, invite, "Cy");
  await eventually(() => sent.length).toBe(3);
  for (const e of sent) expect(e).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set(sent).size).toBe(3);

  // The table: target 17 between die A (3) and die B (4).
  for (const p of [ann!, bob!, cy!]) await eventually(() => p.locator(".target-num").textContent()).toBe("17");
  expect(await ann!.locator(".center-die .die").first().getAttribute("aria-label")).toBe("Die A shows 3");
  expect(await ann!.locator(".center-die .die").nth(0).locator(".pip").count()).toBe(3);
  expect(await ann!.locator(".formula").textContent()).toBe("A + B + 10");
  expect(await ann!.locator(".your-turn").textContent()).toBe("Your turn");
  expect(await bob!.locator(".your-turn").count()).toBe(0);
  expect(await bob!.locator(".waiting-for").textContent()).toContain("Ann");
  // The first turn of a round must be a flip: Bank shows, disabled, with the reason.
  expect(await ann!.locator('button[data-key="bank"]').isDisabled()).toBe(true);
  expect(await ann!.locator('button[data-key="bank"]').textContent()).toContain("first turn");

  await play(ann!, "flip"); // 10H
  await play(bob!, "flip"); // 9S
  await play(cy!, "flip"); // 5D
  await play(ann!, "flip"); // 7C: Ann 17, right on target
  await eventually(() => seatOf(bob!, "Ann").locator(".total b").textContent()).toBe("17");

  // Bob twists die A (rolls 1): target 15, and Ann busts on Bob's twist.
  await play(bob!, "twist");
  await bob!.locator('button[data-key="twist-A"]').click();
  await eventually(() => ann!.locator(".target-num").textContent()).toBe("15");
  await eventually(() => ann!.locator("#happened").textContent()).toMatch(/Bob's twist busts Ann at 17/);
  await eventually(() => seatOf(ann!, "Ann").locator(".status").textContent()).toBe("bust");
  // Screen readers hear it too.
  await eventually(() => ann!.locator("#announcer").textContent()).toMatch(/busts Ann at 17/);
  // Her busted row stays on view, saying what did it.
  expect(await seatOf(cy!, "Ann").locator(".bust-note").textContent()).toBe(
    "Bust: the target fell to 15, under 17 (Bob's twist busts Ann at 17)",
  );
  expect(await seatOf(cy!, "Ann").locator(".card").count()).toBe(2);
  expect(await seatOf(cy!, "Bob").locator(".leverage .die").count()).toBe(2);
  expect(await cy!.locator(".center .meta").textContent()).toContain("Pot: 1 die");

  // Cy flips the Jack and peeks: only Cy sees the two cards, and chooses in place.
  await play(cy!, "flip");
  await cy!.locator('button[data-key="peek-swap"]').waitFor();
  expect(await cy!.locator(".known").textContent()).toMatch(/2♠.*6♥/);
  expect(await cy!.locator('button[data-key="peek-keep"]').textContent()).toContain("2♠ on top");
  expect(await cy!.locator('button[data-key="peek-swap"]').textContent()).toContain("6♥ on top");
  expect(await bob!.locator(".known").count()).toBe(0);
  expect(await seatOf(bob!, "Cy").locator(".card.face").getAttribute("aria-label")).toBe("Jack of hearts, Peek");
  await cy!.locator('button[data-key="peek-swap"]').click();
  await eventually(() => cy!.locator(".known").textContent()).toMatch(/6♥.*2♠/);

  await play(bob!, "flip"); // 6H (swapped on top): Bob 15 = target
  await play(cy!, "flip"); // 2S: Cy 7
  await eventually(() => bob!.locator('button[data-key="bank"]').textContent()).toContain("Bank 15 — exact! +5");
  await play(bob!, "bank");
  await play(cy!, "flip"); // QD: shield
  await eventually(() => seatOf(ann!, "Cy").locator(".shield").count()).toBe(1);
  await play(cy!, "flip"); // KS: nudge, asked in place
  await cy!.locator('button[data-key="nudge-B-1"]').waitFor();
  expect(await cy!.locator('button[data-key="nudge-B-1"]').textContent()).toContain("Die B down: 4 → 3");
  expect(await cy!.locator('#moves button[data-key^="nudge-A-1"]').count()).toBe(0); // A is 1: cannot go down
  await screenshots(cy!, "table", { targets: true });
  await cy!.locator('button[data-key="nudge-B-1"]').click();
  await eventually(() => ann!.locator(".target-num").textContent()).toBe("14");
  await play(cy!, "flip"); // 10D would bust: the shield discards it
  await eventually(() => cy!.locator("#happened").textContent()).toMatch(/shield discards it/);
  await eventually(() => seatOf(cy!, "Cy").locator(".total b").textContent()).toBe("7");
  await play(cy!, "bank");

  // Rounds 2–5: target 22; everyone flips once and banks. First player moves left each round.
  const seats = [ann!, bob!, cy!];
  for (let round = 2; round <= 5; round++) {
    await eventually(() => ann!.locator(".center .meta").textContent()).toContain(`Round ${round} of 5`);
    const first = (round - 1) % 3;
    const order = [0, 1, 2].map((i) => seats[(first + i) % 3]!);
    for (const p of order) await play(p, "flip");
    for (const p of order) await play(p, "bank");
  }

  // Final standings for everyone, with a link to the match in the history.
  for (const p of seats)
    await eventually(() => p.locator("#standings-title").textContent()).toBe("Game over — Bob wins with 48 points");
  const standings = await ann!.locator(".standings li").allTextContents();
  expect(standings.map((s) => s.replace(/\s+/g, " "))).toEqual([
    "Bob★ winner48 points",
    "Cy35 points",
    "Ann (you)28 points",
  ]);
  expect(await ann!.title()).toMatch(/^Finished/);
  const matchHref = (await ann!.locator('a[href^="/m/"]').first().getAttribute("href"))!;
  await ann!.locator('a[href^="/m/"]').click();
  await eventually(() => ann!.locator("#result-title").count(), 15_000).toBe(1);
  expect(await ann!.locator(".standings li.winner").textContent()).toContain("Bob");
  expect(await ann!.locator(".moves-list li").count()).toBe(39);
  await keepShot(ann!, "match-1280.png", { fullPage: true });

  // The history lists it.
  await ann!.goto("/history");
  // Other tables finish on the same service meanwhile: find this match by its link.
  const listed = ann!.locator(".matches .match").filter({ has: ann!.locator(`a[href="${matchHref}"]`) });
  await listed.waitFor();
  expect(await listed.textContent()).toContain("Stakes");
  await keepShot(ann!, "history-1280.png", { fullPage: true });
}
