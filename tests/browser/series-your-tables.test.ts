// Your tables follows a series: the seat this browser held at a finished match is
// held at the next match instead (same token), and the row says the score from
// this seat's side.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${shared.svc.base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const rowTexts = (page: Page) =>
  page
    .locator(".your-tables li")
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, " ").trim()));

describe("your tables and a series", () => {
  it("moves the seat on to the next match and says the score", async () => {
    const made = await api<{ id: string; token: string; invite: string }>("POST", "/api/games", {
      game: "stakes",
      seats: 2,
      name: "Ann",
      options: { series: { bestOf: 3 } },
    });
    const bob = await api<{ token: string }>("POST", `/api/games/${made.id}/join`, {
      name: "Bob",
      invite: made.invite,
    });
    const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await withEvidence("series-your-tables", [page], async () => {
      await page.goto(`/g/${made.id}#seat=${bob.token}`);
      await eventually(() => page.evaluate((k) => localStorage.getItem(k), `tablelink:seat:${made.id}`)).not.toBeNull();
      // Bob resigns the first match: Ann leads 1–0, and the second match is on.
      const over = await api<{ rematch: { id: string } }>("POST", `/api/games/${made.id}/resign`, undefined, bob.token);
      const next = over.rematch.id;

      await page.goto("/");
      await eventually(() => rowTexts(page)).toEqual([expect.stringContaining("Best of 3 · you 0–1")]);
      // The row opens the match in play, and the browser now holds Bob's seat there.
      const href = await page.locator(".your-tables li a").first().getAttribute("href");
      expect(href).toBe(`/g/${next}`);
      expect(await page.evaluate((k) => localStorage.getItem(k), `tablelink:seat:${made.id}`)).toBeNull();
      expect(
        JSON.parse((await page.evaluate((k) => localStorage.getItem(k), `tablelink:seat:${next}`))!) as {
          token: string;
        },
      ).toMatchObject({ token: bob.token, seat: 1 });
    });
  });
});
