// Handing an absent seat on, in real Chromium: the table marks the seat that is
// away, another player makes an invite link for it and copies it, the friend who
// opens that link (on a phone) is told whose seat and score they take over and
// joins; elsewhere a player hands an absent seat to a bot. Seen at 1280×800 and
// 360×740, light and dark (screenshots under test-results/).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, settled, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

/** Ann, Bo and Cy at a Dobbelsjanse table; Cy resigns, so Cy's seat is away. */
async function tableWithCyAway(): Promise<{ id: string; tokens: string[] }> {
  const { id, tokens } = await seatedTable(api, "dobbelsjanse", ["Ann", "Bo", "Cy"]);
  await api(`/api/games/${id}/resign`, {}, tokens[2]);
  return { id, tokens };
}

const bodyText = (page: Page) => page.locator("body").innerText();

/** The element's box lies inside the viewport (seen without scrolling). */
async function inView(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

describe("handing an absent seat on", () => {
  it("an invite link made for the seat, copied, and a friend on a phone taking the seat over with its score", async () => {
    const laptop = await person(shared.browser, shared.svc.base, 1280, 800);
    await laptop.grantPermissions(["clipboard-read", "clipboard-write"]);
    const ann = await laptop.newPage();
    const friend = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await withEvidence("replace-seat-invite", [ann, friend], async () => {
      const t = await tableWithCyAway();
      await ann.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
      // The table marks the seat, and the panel says why and what can be done.
      // Cy resigned: the seat reads "resigned", not "(away)" as well (one seat, one story: ./seat-story.test.ts).
      await eventually(() => ann.locator("section.seat", { hasText: "Cy" }).innerText()).toMatch(/resigned/i);
      expect(await bodyText(ann)).not.toContain("Cy (away)");
      const panel = ann.locator("section.absent-seats");
      await expect.poll(() => panel.innerText()).toContain("Away from the table");
      expect(await panel.innerText()).toContain("Cy resigned.");
      await settled(ann);
      await screenshots(ann, "replace-seat-away");
      await ann.setViewportSize({ width: 1280, height: 800 });

      await panel.getByRole("button", { name: "Invite a friend" }).click();
      const field = ann.locator("#link-seat-2");
      await field.waitFor();
      const link = await field.inputValue();
      expect(link).toMatch(new RegExp(`/g/${t.id}/join#invite=[^&]+&for=2$`));
      await panel.getByRole("button", { name: "Copy" }).click();
      await eventually(() => panel.locator(".copied").innerText()).toBe("Copied");
      expect(await ann.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // The friend opens the link on a phone: whose seat, its score, a name field, all in view.
      const score = (await api<{ state: { players: { score: number }[] } }>(`/api/games/${t.id}`)).state.players[2]!
        .score;
      await friend.goto(link);
      const offer = friend.locator("form.takeover");
      await offer.waitFor();
      expect(await offer.innerText()).toContain("Take over Cy's seat");
      expect(await offer.innerText()).toContain(`with their score of ${score}`);
      await settled(friend);
      expect(await inView(friend, "form.takeover button")).toBe(true);
      expect(await friend.evaluate(() => document.activeElement?.id)).toBe("takeover-name");
      await screenshots(friend, "replace-seat-takeover");
      await friend.setViewportSize({ width: 360, height: 740 });
      await friend.fill("#takeover-name", "Dee");
      await friend.getByRole("button", { name: "Take the seat" }).click();

      // Dee holds the seat now: the offer is gone, and both pages show Dee at the table, nobody away.
      await eventually(() => friend.locator("form.takeover").count()).toBe(0);
      await eventually(() => bodyText(friend)).toContain("Dee");
      await eventually(() => bodyText(ann)).toContain("Dee");
      expect(await bodyText(ann)).not.toContain("(away)");
      expect(await ann.locator("section.absent-seats").count()).toBe(0);
      const mine = await friend.evaluate((id) => localStorage.getItem(`tablelink:seat:${id}`), t.id);
      expect(JSON.parse(mine!).seat).toBe(2);
    });
  });

  it("a player on a phone hands the absent seat to a bot, which then plays it", async () => {
    const bo = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await withEvidence("replace-seat-bot", [bo], async () => {
      const t = await tableWithCyAway();
      await bo.goto(`/g/${t.id}#seat=${t.tokens[1]}`);
      const panel = bo.locator("section.absent-seats");
      await panel.getByRole("button", { name: "Give it to a bot" }).click();
      await eventually(() => bodyText(bo)).toContain("Bot Grace (easy)");
      expect(await bo.locator("section.absent-seats").count()).toBe(0);
      expect(await bodyText(bo)).not.toContain("(away)");
      // The log says who handed the seat to whom.
      await eventually(() => bo.locator("#log-list").innerText()).toContain("Bo handed Cy's seat to Bot Grace (easy)");
    });
  });
});
