// A whole practice match with the keyboard alone, on the practice page and in the
// embed a blog pastes (a sandboxed frame): the skip link first, the move keys (a
// question answered by its digit), R reading the table, to the result. The bots
// are the other seats.
import { describe, expect, it } from "vitest";
import { useBlog } from "./blog";
import { person, useServiceAndBrowser } from "./harness";
import { firstOf, keyboardMatch, keysShown, readAloud, skipLinkWorks } from "./keyboard-helpers";
import { eventually, withEvidence } from "./play-helpers";
import { shot } from "./sheet-helpers";

const shared = useServiceAndBrowser();
const blog = useBlog();

describe("a keyboard-only practice match", () => {
  it("plays a Duel against the bot to its end, a twist's die chosen by its digit", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 1280, 800)).newPage();
    await page.goto("/practice/duel");
    await withEvidence("keyboard-practice-duel", [page], async () => {
      // On your turn the table holds still (the bot waits for you): the skip link leads to your first move.
      await page.locator("#moves .your-turn").waitFor();
      await skipLinkWorks(page, true);
      let twisted = false;
      const keys = await keyboardMatch(page, (k) => {
        // Once: Twist, which asks which die (1 or 2), answered by its digit.
        if (!twisted && k.includes("T")) {
          twisted = true;
          return "T";
        }
        return firstOf("K", "1", "B", "F", "P")(k);
      });
      expect(keys).toContain("T");
      expect(keys[keys.indexOf("T") + 1]).toBe("1");
      await page.locator("#standings-title").first().waitFor();
    });
  });

  it("plays Dobbelsjanse in a blog's sandboxed frame by keys, from the first Tab on the post", async () => {
    blog.publish(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Try it</title></head><body>
<h1>Try Dobbelsjanse</h1>
<iframe src="${shared.svc.base}/embed/practice/dobbelsjanse" sandbox="allow-scripts" title="Dobbelsjanse" width="640" height="900"></iframe>
</body></html>`);
    const ctx = await person(shared.browser, blog.base, 700, 900);
    ctx.setDefaultNavigationTimeout(60_000);
    const page = await ctx.newPage();
    await withEvidence("keyboard-practice-embed", [page], async () => {
      await page.goto(`${blog.base}/post`);
      const frame = page.frameLocator("iframe");
      await frame.locator("#stage .seat").first().waitFor();
      const inner = page.frames()[1]!;
      // Once the person's turn has come (the table's own focus move, which an embed makes without
      // scrolling, is done), the post's first Tab enters the frame on its skip link.
      await inner.waitForFunction(() => document.querySelector("#moves .your-turn"));
      await skipLinkWorks(inner, true);
      await eventually(async () => (await keysShown(inner)).length).toBeGreaterThan(0);
      const table = await readAloud(inner);
      expect(table).toMatch(/^Your turn\. Round 1\./);
      expect(table).toMatch(/Your hand: \w+ of (hearts|spades|diamonds|clubs)/);
      await shot(page, "keyboard-practice-embed");
      const keys = await keyboardMatch(inner, firstOf("D", "S", "1"));
      expect(keys.length).toBeGreaterThan(0);
      await frame.locator("#standings-title").first().waitFor();
    });
  });

  it("in Norwegian: How to play lists the keys, and R reads the table in Norwegian", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    // Stakes: a table the bots cannot end before the person has moved (a Twelves bot may leave at once).
    await page.goto("/practice/stakes?lang=nb");
    await withEvidence("keyboard-practice-nb", [page], async () => {
      await page.locator("#stage .seat").first().waitFor();
      await page.locator("#how-open").focus();
      await page.keyboard.press("Enter");
      const how = page.getByRole("dialog", { name: "Slik spiller du" });
      await how.getByText("Taster.").waitFor();
      expect(await how.innerText()).toContain("F snur, B sikrer, T vrir");
      await shot(page, "keyboard-how-to-play-nb-360");
      await page.keyboard.press("Escape");
      const table = await readAloud(page);
      expect(table).toMatch(
        /^(Din tur\.|.+ står for tur\.) Runde 1\. Målet er \d+, terningene viser \d og \d\. Potten: \d+ terninger\./,
      );
      expect(table).toMatch(/(Kortene dine: .+|Du har ingen kort ennå)\.$/);
    });
  });
});
