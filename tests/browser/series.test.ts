// A series on a phone: the same two seats play match after match. Ann reads the
// score above the table, the result sheet says who leads and hands her "Play match
// 2", which opens the next match at her seat; a spectator is offered to watch it;
// after the last match the sheet says who won the series and offers a rematch as
// any match's end does. A seat may end the series after the match in play.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { seriousNow } from "./axe-check";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, settled, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const resign = (id: string, token: string) => api(`/api/games/${id}/resign`, {}, token);

async function phone(path: string): Promise<Page> {
  const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
  await page.goto(path);
  return page;
}

/** The score line above the table, found by its words: its text and whether it fits the screen unbroken. */
async function scoreLine(page: Page, starts: string) {
  const line = page.locator("main p", { hasText: starts }).first();
  await line.waitFor();
  return line.evaluate((el) => {
    const box = el.getBoundingClientRect();
    // Each name keeps its wins on its own line: no part of the line is cut in two.
    const parts = [...el.children].map((c) => c.getClientRects().length);
    return { text: el.textContent, right: box.right, parts };
  });
}

describe("a series, best of 3, on a phone", () => {
  it("says the score, leads from one match to the next, and says who won the series", async () => {
    const g = await seatedTable(api, "stakes", ["Ann", "Bob"], { series: { bestOf: 3 } });
    const ann = await phone(`/g/${g.id}#seat=${g.tokens[0]}`);
    const watcher = await phone(`/g/${g.id}/watch`);
    await withEvidence("series", [ann, watcher], async () => {
      const first = await scoreLine(ann, "Match 1");
      expect(first.text).toBe("Match 1 · best of 3 · Ann 0–0 Bob");
      expect(first.right).toBeLessThanOrEqual(360);
      expect(first.parts.every((n) => n === 1)).toBe(true);
      await screenshots(ann, "series-in-play");
      expect(await seriousNow(ann, "series in play")).toEqual([]);

      // Bob resigns: the match is over, not the series.
      await resign(g.id, g.tokens[1]!);
      const sheet = ann.getByRole("dialog");
      await eventually(() => sheet.getByText("Ann leads the series 1–0 · best of 3").isVisible()).toBe(true);
      const next = (await api<{ rematch: { id: string } }>(`/api/games/${g.id}`)).rematch.id;
      await eventually(() => sheet.getByText("Match 2 has started, with the same seats.").isVisible()).toBe(true);
      const play2 = sheet.getByRole("link", { name: "Play match 2" });
      expect(await play2.isVisible()).toBe(true);
      // No rematch to offer while the series goes on.
      expect(await sheet.getByRole("button", { name: "Offer a rematch" }).count()).toBe(0);
      // In view on the phone: the sheet's main way on is not below the screen's edge.
      const box = (await play2.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      await screenshots(ann, "series-match-end");
      expect(await seriousNow(ann, "series match end")).toEqual([]);

      // Someone watching is offered the next match to watch.
      await eventually(() => watcher.getByRole("link", { name: "Watch match 2" }).getAttribute("href")).toBe(
        `/g/${next}/watch`,
      );

      // "Play match 2" opens the next match at Ann's seat.
      await play2.click();
      await eventually(() => new URL(ann.url()).pathname).toBe(`/g/${next}`);
      expect((await scoreLine(ann, "Match 2")).text).toBe("Match 2 · best of 3 · Ann 1–0 Bob");
      await eventually(() => ann.getByRole("button", { name: "Resign…" }).isVisible()).toBe(true);

      // Bob resigns again: Ann has two of three, and the series is hers.
      await resign(next, g.tokens[1]!);
      const last = ann.getByRole("dialog");
      await eventually(() => last.getByText("Ann wins the series 2–0").isVisible()).toBe(true);
      // Once the series is over, a rematch is offered as after any match.
      await eventually(() => last.getByRole("button", { name: "Offer a rematch" }).isVisible()).toBe(true);
      expect(await last.getByRole("link", { name: /Play match/ }).count()).toBe(0);
      await settled(ann);
      await screenshots(ann, "series-won");
    });
  });

  it("a seat ends the series after the match in play, from the page", async () => {
    const g = await seatedTable(api, "stakes", ["Ann", "Bob"], { series: { bestOf: 3 } });
    const ann = await phone(`/g/${g.id}#seat=${g.tokens[0]}`);
    await withEvidence("series-ended", [ann], async () => {
      await ann.getByRole("button", { name: "End the series after this match…" }).click();
      await ann.getByText("Make this match the series' last?").waitFor();
      await screenshots(ann, "series-end-ask");
      await ann.setViewportSize({ width: 360, height: 740 });
      await ann.getByRole("button", { name: "Yes, end after this match" }).click();
      await eventually(() => ann.getByRole("status").getByText("The series ends with this match.").isVisible()).toBe(
        true,
      );
      expect(await ann.getByRole("button", { name: "End the series after this match…" }).count()).toBe(0);
      // The log says it too, for everyone at the table.
      const v = await api<{ log: { text: string }[] }>(`/api/games/${g.id}`);
      expect(v.log.at(-1)!.text).toBe("Ann ended the series: this match is its last.");

      await resign(g.id, g.tokens[1]!);
      const sheet = ann.getByRole("dialog");
      await eventually(() => sheet.getByText("Ann wins the series 1–0").isVisible()).toBe(true);
      await eventually(() => sheet.getByRole("button", { name: "Offer a rematch" }).isVisible()).toBe(true);
      const after = await api<{ rematch: unknown; series: { over: boolean } }>(`/api/games/${g.id}`);
      expect(after.series.over).toBe(true);
      expect(after.rematch).toBeNull();
    });
  });

  it("is offered when a table is made, on the home page and a club's New table", async () => {
    const home = await phone("/");
    const club = await api<{ id: string; member: { token: string } }>("/api/clubs", {
      name: "Series night",
      member: { name: "Dee" },
    });
    const member = await phone(`/c/${club.id}#member=${club.member.token}`);
    await withEvidence("series-forms", [home, member], async () => {
      const choices = ["Single match", "Best of 3", "Best of 5", "Best of 7"];
      // Folded beside "Bots" among the table's settings, opened as a person does.
      await home.locator("summary", { hasText: "Series" }).click();
      const series = home.getByRole("combobox", { name: "Series" });
      const labels = (s: typeof series) =>
        s.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).label));
      expect(await labels(series)).toEqual(choices);
      expect(await series.inputValue()).toBe("");
      await home.check("#game-stakes-duel");
      await series.selectOption({ label: "Best of 5" });
      await home.getByRole("textbox", { name: "Your name" }).fill("Ann");
      await home.getByRole("button", { name: "Create table" }).click();
      await eventually(() => new URL(home.url()).pathname).toMatch(/^\/g\/[\w-]+$/);
      const made = new URL(home.url()).pathname.split("/")[2]!;
      expect((await api<{ series: unknown }>(`/api/games/${made}`)).series).toMatchObject({ bestOf: 5, played: 0 });
      // The table waiting for its second seat already says it is the first match of a series.
      await scoreLine(home, "Match 1 · best of 5");

      await member.getByRole("heading", { name: "New table" }).waitFor();
      const clubSeries = member.getByRole("combobox", { name: "Series" });
      expect(await labels(clubSeries)).toEqual(choices);
      await clubSeries.selectOption({ label: "Best of 3" });
      await member.getByRole("button", { name: "Open the table" }).click();
      await member.waitForURL(/\/g\/[\w-]+$/);
      const clubTable = new URL(member.url()).pathname.split("/")[2]!;
      expect((await api<{ series: unknown }>(`/api/games/${clubTable}`)).series).toMatchObject({ bestOf: 3 });
    });
  });
});
