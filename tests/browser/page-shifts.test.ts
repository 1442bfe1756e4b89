// Pages that don't jump (issue 25): on a 360×740 phone, from the first frame
// until the page is drawn as it stays, the layout shifts a person did not cause
// add up to less than 0.1 (Cumulative Layout Shift) on the home, join, play,
// watch, embed and match pages: what a friend who got the link sees settle.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { countShifts, shiftScore } from "./layout-shifts";
import { eventually, settled, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

interface Created {
  id: string;
  token: string;
  invite: string;
  urls: { invite: string };
}

/** Opens `path` in a fresh phone browser, waits for `ready` and a settled page, and returns its CLS. */
async function shiftsOf(path: string, ready: (page: Page) => Promise<unknown>, name: string): Promise<number> {
  const ctx = await person(shared.browser, shared.svc.base, 360, 740);
  await countShifts(ctx);
  const page = await ctx.newPage();
  page.setDefaultNavigationTimeout(60_000);
  let cls = 0;
  await withEvidence(`shifts-${name}`, [page], async () => {
    await page.goto(path);
    await ready(page);
    await settled(page);
    cls = await shiftScore(page);
  });
  await ctx.close();
  console.log(`${name} CLS at 360×740: ${cls.toFixed(4)}`);
  return cls;
}

describe("pages that don't jump", () => {
  it("home, join, play, watch, embed and match each shift less than 0.1 at 360×740", async () => {
    const waiting = await api<Created>("/api/games", { game: "stakes", seats: 3, name: "Ann" });
    const duel = await api<Created>("/api/games", {
      game: "stakes",
      seats: 2,
      name: "Ann",
      options: { fixture: { rolls: [4, 5] } },
    });
    await api(`/api/games/${duel.id}/join`, { name: "Bob", invite: duel.invite });
    const done = await api<Created>("/api/games", { game: "stakes", seats: 2, name: "Cy" });
    const dee = await api<{ token: string }>(`/api/games/${done.id}/join`, { name: "Dee", invite: done.invite });
    await playStakesOut(api, done.id, [done.token, dee.token]);

    const results: Record<string, number> = {};
    results.home = await shiftsOf("/", (p) => p.locator("#create").waitFor(), "home");
    results.join = await shiftsOf(
      new URL(waiting.urls.invite).pathname + new URL(waiting.urls.invite).hash,
      (p) => p.getByRole("button", { name: "Take a seat" }).waitFor(),
      "join",
    );
    results.play = await shiftsOf(`/g/${duel.id}#seat=${duel.token}`, (p) => p.locator(".your-turn").waitFor(), "play");
    results.watch = await shiftsOf(`/g/${duel.id}/watch`, (p) => p.locator("section.seat").first().waitFor(), "watch");
    results.embed = await shiftsOf(
      `/embed/${duel.id}`,
      async (p) => eventually(() => p.locator("#link-state").textContent()).toBe("Live"),
      "embed",
    );
    results.match = await shiftsOf(`/m/${done.id}`, (p) => p.locator(".replay").waitFor({ timeout: 30_000 }), "match");
    for (const [page, cls] of Object.entries(results)) expect({ page, cls: cls < 0.1 }).toEqual({ page, cls: true });
  });
});
