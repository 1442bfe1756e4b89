// What a page says to someone who is not playing is true for them: a watcher of
// a Dobbelsjanse table reads what the middle is worth, not "Scoring now is worth",
// which only a player can do; and an invite opened after the game ended says the
// game is over, not that all seats are taken.
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("words for someone watching", () => {
  it("a watcher reads what the middle is worth; a player reads what scoring now brings", async () => {
    const t = await seatedTable(api, "dobbelsjanse", ["Ann", "Bob", "Cy"], {
      fixture: { deck: ["7H", "10D", "2C", "3C"] },
    });
    const v = await api<{ toAct: number[] }>(`/api/games/${t.id}`);
    await t.move(v.toAct[0]!, { type: "draw" });
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const watcher = await ctx.newPage();
    await watcher.goto(`/g/${t.id}/watch`);
    await eventually(() => watcher.getByText(/is worth/).textContent()).toMatch(/^The middle is worth \d+ points?$/);
    expect(await watcher.getByText(/Scoring now/).count()).toBe(0);
    await keepShot(watcher, "watching-worth-360.png");
    const player = await ctx.newPage();
    await player.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
    await eventually(() => player.getByText(/is worth/).textContent()).toMatch(/^Scoring now is worth \d+ points?$/);
    await ctx.close();
  });

  it("an invite to a finished game says the game is over", async () => {
    const made = await api<{ id: string; token: string; invite: string }>("/api/games", {
      game: "twelves",
      seats: 2,
      name: "Ann",
      options: { games: 1 },
    });
    const bob = await api<{ token: string }>(`/api/games/${made.id}/join`, { name: "Bob", invite: made.invite });
    const tokens = [made.token, bob.token];
    for (;;) {
      const v = await api<{ status: string; version: number; toAct: number[] }>(`/api/games/${made.id}`);
      if (v.status === "finished") break;
      await api(`/api/games/${made.id}/moves`, { version: v.version, move: { type: "leave" } }, tokens[v.toAct[0]!]);
    }
    for (const [lang, text] of [
      ["en", "This game is over: you are watching its final table."],
      ["nb", "Dette spillet er over, så du ser på slutten av det."],
    ] as const) {
      const ctx = await person(shared.browser, shared.svc.base, 360, 740);
      const page = await ctx.newPage();
      await page.goto(`/g/${made.id}/join?lang=${lang}#invite=${made.invite}`);
      await eventually(() => page.locator("#notice").textContent()).toBe(text);
      expect(await page.locator("#notice").isVisible()).toBe(true);
      await keepShot(page, `watching-finished-invite-${lang}-360.png`);
      await ctx.close();
    }
  });
});
