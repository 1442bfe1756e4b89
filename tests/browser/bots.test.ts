// Bots as a person meets them: "Play now" on the home page starts a table with a
// bot in every other seat and the bot answers on its own; a waiting table's
// seated player fills the empty seats with bots and the game starts. The home
// page with its bot choices still reads well on a phone, light and dark.
import type { Locator, Page } from "playwright-core";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { apiOf } from "./api-client";
import { lowContrast, smallTargets } from "./contrast";
import { person, useServiceAndBrowser } from "./harness";
import { createAtHome, eventually, play, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

async function stageText(page: Page): Promise<string> {
  return (await page.locator("main").textContent()) ?? "";
}

const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });

/** What html-validate finds wrong in the page as the browser holds it (as valid-pages.test.ts checks). */
async function htmlProblems(page: Page): Promise<string[]> {
  const report = await validator.validateString(await page.content());
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ""})`));
}

type Rect = { x: number; y: number; width: number; height: number };

/**
 * The element holding a bot's name also holds its mark: an image named "bot",
 * visible, about a letter tall, on the name's line.
 */
async function expectMarked(_page: Page, name: Locator): Promise<void> {
  await name.first().waitFor();
  const mark = name.first().getByRole("img", { name: "bot", exact: true });
  // The table is redrawn as the bot plays: look at the mark and the name as drawn, once both are on the page.
  await eventually(() => mark.isVisible()).toBe(true);
  const seen: { box?: Rect | null; text?: Rect | null } = {};
  await eventually(async () => {
    seen.box = await mark.boundingBox();
    seen.text = await name.first().boundingBox();
    return seen.box !== null && seen.text !== null;
  }).toBe(true);
  const box = seen.box!;
  const text = seen.text!;
  expect(box.width).toBeGreaterThanOrEqual(10);
  expect(box.height).toBeLessThanOrEqual(text.height + 1);
  expect(box.y + box.height / 2).toBeGreaterThan(text.y);
  expect(box.y + box.height / 2).toBeLessThan(text.y + text.height);
}

describe("bots in the browser", () => {
  it("Play now starts a Stakes Duel against a bot, which plays its turns by itself", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    await withEvidence("bots-play-now", [page], async () => {
      await page.goto("/");
      await page.check("#game-stakes-duel");
      await page.fill("#name", "Pat");
      // The bot choices are folded under "Bots" with the table's settings.
      await page.getByText("Bots", { exact: true }).click();
      await page.getByRole("combobox", { name: "Bot level" }).selectOption("easy");
      await page.click("#play-now");
      await page.waitForURL(/\/g\/[^/]+$/);
      // The bot is named as a bot, and no invite is asked for: the game is on.
      await eventually(() => stageText(page)).toMatch(/Bot \w+ \(easy\)/);
      expect(await page.locator(".waiting").count()).toBe(0);
      // Its seat at the table carries the bot mark beside its name.
      await expectMarked(page, page.locator("#stage").getByText(/^Bot \w+ \(easy\)$/));
      // Play our turns until the bot has moved by itself: its move shows in the full log under its name.
      const botMoved = /Bot \w+ \(easy\) (flips|banks|twists|passes|nudges|busts)/;
      const log = page.locator("#log-list li");
      const seen = async (): Promise<"bot" | "ours" | "over" | "waiting"> => {
        if (botMoved.test((await log.allTextContents()).join("\n"))) return "bot";
        if ((await stageText(page)).includes("Game over")) return "over";
        const ours =
          (await page.locator(".your-turn").count()) > 0 &&
          (await page.locator("#moves button:not([disabled])").count()) > 0;
        return ours ? "ours" : "waiting";
      };
      for (let turn = 0; turn < 30; turn++) {
        let now: string = "waiting";
        await eventually(async () => (now = await seen()), 20_000).not.toBe("waiting");
        if (now !== "ours") break;
        // Press a move, then wait until the table shows it (the log grows) before looking again.
        const lines = await log.count();
        await page.locator("#moves button:not([disabled])").first().click();
        await eventually(() => log.count(), 20_000).toBeGreaterThan(lines);
      }
      expect(await seen()).toBe("bot");
    });
  });

  it("a waiting table's player fills the empty seats with bots, and the game starts", async () => {
    const page = await (await person(shared.browser, shared.svc.base)).newPage();
    await withEvidence("bots-add", [page], async () => {
      await createAtHome(page, { game: "stakes", seats: 3, name: "Ann" });
      await eventually(() => page.locator("#waiting-title").textContent()).toBe("1 of 3 seats taken");
      await page.getByRole("button", { name: "Add a strong bot" }).click();
      await eventually(() => page.locator("#waiting-title").textContent()).toBe("2 of 3 seats taken");
      expect(await page.locator(".seat-list").textContent()).toMatch(/Bot \w+ \(strong\)/);
      await page.getByRole("button", { name: "Add an easy bot" }).click();
      await page.locator(".waiting").waitFor({ state: "detached" });
      await eventually(() => stageText(page)).toMatch(/Bot \w+ \(easy\)/);
    });
  });

  it("shows the seats held for bots on the waiting table, marked as bots", async () => {
    const t = await api<{ id: string; token: string }>("/api/games", {
      game: "stakes",
      seats: 4,
      name: "Ann",
      bots: ["easy", "strong"],
    });
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    await withEvidence("bots-reserved", [page], async () => {
      await page.goto(`/g/${t.id}#seat=${t.token}`);
      const seats = page.getByRole("list").filter({ hasText: "Ann" });
      await eventually(async () => (await seats.getByRole("listitem").allTextContents()).map((x) => x.trim())).toEqual([
        expect.stringMatching(/^Ann\s*you$/),
        "Open seat",
        expect.stringMatching(/^Bot \w+ \(easy\)\s*· sits down when the table is full$/),
        expect.stringMatching(/^Bot \w+ \(strong\)\s*· sits down when the table is full$/),
      ]);
      for (const level of ["easy", "strong"])
        await expectMarked(page, seats.getByRole("listitem").filter({ hasText: `(${level})` }));
      // Only one person is missing: the two bot seats are not for invitees.
      expect(await stageText(page)).toContain("Invite one more player");
      expect(await htmlProblems(page)).toEqual([]);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await lowContrast(page)).toEqual([]);
      }
    });
  });

  it("marks the bot on the result panel, the match page and the home page's list of tables", async () => {
    const t = await api<{ id: string; token: string }>("/api/games", {
      game: "twelves",
      seats: 2,
      name: "Ann",
      bots: ["strong"],
      options: { games: 1, botPace: "instant" },
    });
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    const table = await ctx.newPage();
    const page = await ctx.newPage();
    await withEvidence("bots-marks", [table, page], async () => {
      // Ann leaves at her first turn (a bet: the game opens with betting), which ends
      // the game; the bot's moves come from the table's alarm, her page shows her turn.
      await table.goto(`/g/${t.id}#seat=${t.token}`);
      await play(table, "leave");
      await table.getByRole("region", { name: /^Game over/ }).waitFor();
      expect((await api<View>(`/api/games/${t.id}`, undefined, t.token)).status).toBe("finished");
      await table.close();
      await page.goto(`/g/${t.id}#seat=${t.token}`);
      const standings = page.getByRole("region", { name: /^Game over/ });
      await expectMarked(page, standings.getByText(/^Bot \w+ \(strong\)$/));
      await expectMarked(
        page,
        page.getByRole("region", { name: /^Bot \w+ \(strong\)/ }).getByText(/^Bot \w+ \(strong\)$/),
      );
      expect(await htmlProblems(page)).toEqual([]);
      await eventually(async () => (await fetch(`${shared.svc.base}/api/matches/${t.id}`)).status, 20_000).toBe(200);
      await page.goto(`/m/${t.id}`);
      // The replay's table marks the bot's seat (the result list above names it "Bot …").
      await expectMarked(
        page,
        page.getByText(/^Bot \w+ \(strong\)$/).filter({ has: page.getByRole("img", { name: "bot", exact: true }) }),
      );
      expect(await htmlProblems(page)).toEqual([]);
      await page.goto("/");
      const yours = page.getByRole("region", { name: "Your tables" });
      await yours.getByText(/^Finished \(1\)$/).click();
      await expectMarked(page, yours.getByText(/^with Bot \w+ \(strong\)$/));
      expect(await htmlProblems(page)).toEqual([]);
    });
  });

  it("keeps the home page readable on a phone with the bot choices, light and dark", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 320, 800)).newPage();
    await page.goto("/");
    expect(await page.getByRole("button", { name: "Play now against bots" }).isVisible()).toBe(true);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await lowContrast(page)).toEqual([]);
    }
    expect(await smallTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
