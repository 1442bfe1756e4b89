// A bust line never contradicts the target on screen: Ann busts at 18 over a
// target of 17, then Bob's King nudges a die up and the target becomes 18. The
// busted row must not go on saying "18 is over the target" beside an 18: it
// says what the target was then and what it is now. At 360×740 and 1280×800,
// light and dark.
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, seatOf } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("a bust after a nudge", () => {
  it("says the target it busted over and the target now", async () => {
    // Target 17 (3 + 4 + 10). Ann 10, Bob 9, Cy 5; Ann flips 8♣: 18, bust. Bob flips K♠ and nudges A up: 18.
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"], {
      fixture: { deck: ["10H", "9S", "5D", "8C", "KS", "2S", "3S"], rolls: [3, 4, 6, 6, 6, 6] },
    });
    for (const [seat, move] of [
      [0, { type: "flip" }],
      [1, { type: "flip" }],
      [2, { type: "flip" }],
      [0, { type: "flip" }],
      [1, { type: "flip" }],
      [1, { type: "nudge", die: "A", delta: 1 }],
    ] as const)
      await t.move(seat, move);
    for (const [width, height] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      const page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
      await page.goto(`/g/${t.id}#seat=${t.tokens[2]}`);
      await eventually(() => page.locator(".center .target-num").textContent()).toBe("18");
      const note = seatOf(page, "Ann").locator(".bust-note");
      expect(await note.textContent()).toBe("Bust: 18 was over the target 17 (the target is 18 now)");
      await page.evaluate(() => document.querySelector(".bust-note")?.scrollIntoView({ block: "center" }));
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await keepShot(page, `nudge-bust-${width}-${scheme}.png`);
      }
      await page.context().close();
    }
  });
});
