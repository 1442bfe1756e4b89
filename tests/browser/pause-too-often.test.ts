// A seat that has offered 3 pauses within a day is told so on the table page, in
// the page's language, when it asks for a 4th (api.md "Limits (fourth round)").
// The three earlier offers are made and withdrawn through the API, as another
// device of the same player would.
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser({ wholeBrowser: true });

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${shared.svc.base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

describe("a 4th pause offer within a day", () => {
  for (const [lang, width, said] of [
    // In Ann's own time (New Zealand, 13 hours ahead of the server's UTC), as the log says times.
    ["en", 1280, /^A seat may offer 3 pauses in 24 hours; you may offer the next one after .+\d:\d\d( [AP]M)?\.$/],
    ["nb", 360, /^Du har allerede bedt om pause tre ganger det siste døgnet\./],
  ] as const)
    it(`is refused with a sentence the player can act on (${lang}, ${width} px)`, async () => {
      const ctx = await person(shared.browser, shared.svc.base, width, 800, { timezoneId: "Pacific/Auckland" });
      const ann = await ctx.newPage();
      await withEvidence(`pause-too-often-${lang}`, [ann], async () => {
        const game = await api<{ id: string; token: string; invite: string }>("POST", "/api/games", {
          game: "stakes",
          seats: 2,
          name: "Ann",
          options: { timePerMove: "1d", fixture: { rolls: [4, 5] } },
        });
        await api("POST", `/api/games/${game.id}/join`, { name: "Bob", invite: game.invite });
        const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
        for (let i = 0; i < 3; i++) {
          await api("POST", `/api/games/${game.id}/pause`, { until }, game.token);
          await api("DELETE", `/api/games/${game.id}/pause`, undefined, game.token);
        }
        await ann.goto(`/g/${game.id}?lang=${lang}#seat=${game.token}`, { waitUntil: "commit" });
        await ann.locator(".pause-ask summary").click();
        const local = await ann.evaluate(() => {
          const ms = Date.now() + 2 * 86_400_000;
          return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
        });
        await ann.fill("#pause-until", local);
        await ann.click('button[data-key="pause-ask"]');
        const alert = ann.getByRole("alert");
        await eventually(() => alert.textContent()).toMatch(said);
        expect(await alert.isVisible()).toBe(true);
        expect(await alert.textContent()).not.toContain("UTC");
        await keepShot(ann, `pause-too-often-${lang}-${width}.png`, { fullPage: true });
      });
      await ctx.close();
    });
});
