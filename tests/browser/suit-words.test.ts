// Suits are said in words where a line is read out: a screen reader says "♣" as
// "black heart suit", so the log shows the sign but names it "hearts", and the live
// region announces "10 hearts". The log's text itself keeps the sign ("10♥").
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("suits in the log and the live region", () => {
  it("are words for a screen reader, in English and Norwegian", async () => {
    // Ann flips first, the 10 of hearts.
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"], {
      fixture: {
        deck: ["10H", "9S", "5D", "8C", "2S", "3S", "4S", "5S", "6S", "7S", "2H", "3H"],
        rolls: [3, 4, 6, 6, 6, 6, 6, 6, 6, 6],
      },
    });
    const open = async (seat: number, lang: string, live: string) => {
      const page = await (await person(shared.browser, shared.svc.base, 1280, 900)).newPage();
      await page.goto(`/g/${t.id}?lang=${lang}#seat=${t.tokens[seat]}`);
      // Connected, as the header says, so the move arrives as news.
      await eventually(() => page.locator("#link-state").textContent()).toBe(live);
      return page;
    };
    const bob = await open(1, "en", "Live");
    const cy = await open(2, "nb", "Tilkoblet");
    await t.move(0, { type: "flip" });
    for (const [page, word] of [
      [bob, "hearts"],
      [cy, "hjerter"],
    ] as const) {
      await eventually(() => page.locator("#announcer").textContent()).toContain(`10 ${word}`);
      expect(await page.locator("#announcer").textContent()).not.toMatch(/[♠♥♦♣]/);
      const line = page.locator("#log-list li").filter({ hasText: "10♥" });
      expect(await line.count()).toBe(1);
      expect(await line.getByRole("img", { name: word, exact: true, includeHidden: true }).count()).toBe(1);
      await page.context().close();
    }
  });
});
