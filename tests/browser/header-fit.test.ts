// The table page's header on a narrow phone: "How to play" and "Rules" stay
// whole words on one line each (the bar wraps onto a second row instead), and
// nothing in it runs off the screen.
import { describe, expect, it } from "vitest";
import { apiOf } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("the table page's header", () => {
  for (const width of [320, 360]) {
    it(`keeps How to play on one line at ${width} px`, async () => {
      const c = await api<{ id: string; token: string }>("/api/games", { game: "dobbelsjanse", seats: 3, name: "Ann" });
      const page = await (await person(shared.browser, shared.svc.base, width, 740)).newPage();
      await page.goto(`/g/${c.id}#seat=${c.token}`);
      await page.locator("#how-open").waitFor();
      await page.locator("#title").filter({ hasText: "Dobbelsjanse" }).waitFor();
      const m = await page.evaluate(() => {
        const lines = (el: Element) => {
          const r = document.createRange();
          r.selectNodeContents(el);
          // One rectangle per line the text is laid out on.
          return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
        };
        const how = document.getElementById("how-open")!;
        const rules = document.getElementById("rules-link")!;
        const bar = document.querySelector("header.bar")!;
        return {
          how: lines(how),
          rules: lines(rules),
          howBox: how.getBoundingClientRect().toJSON(),
          // One line of text plus the button's padding and border, or the 44 px minimum.
          oneLine: (() => {
            const cs = getComputedStyle(how);
            const lh = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.2;
            const px = (p: string) => parseFloat(cs.getPropertyValue(p)) || 0;
            return Math.max(44, lh + px("padding-top") + px("padding-bottom") + px("border-top-width") + px("border-bottom-width"));
          })(),
          right: Math.max(...[...bar.querySelectorAll("*")].map((e) => e.getBoundingClientRect().right)),
          vw: document.documentElement.clientWidth,
        };
      });
      expect(m.how, "How to play wraps").toBe(1);
      expect(m.rules, "Rules wraps").toBe(1);
      // The button is one line tall (with its padding), and still a thumb's size.
      expect(m.howBox.height).toBeGreaterThanOrEqual(44);
      expect(m.howBox.height).toBeLessThanOrEqual(m.oneLine + 1);
      expect(m.right).toBeLessThanOrEqual(m.vw);
      await page.context().close();
    });
  }
});
