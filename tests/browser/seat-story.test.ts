// One seat, one story (issue 25): a seat head reads "resigned" or "(away)", never
// both. A seat that resigned is also absent in the view (docs/api.md), but a
// person reads "Cy resigned", not "Cy (away) resigned"; a seat whose turns ran
// out reads "(away)"; a seat handed to a bot reads the bot's name and nothing
// else. Read at 360×740 as the text on the seat's head.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const HOUR = 3_600_000;

interface Seen {
  status: string;
  version: number;
  toAct: number[];
  legal: { type: string }[];
  seats: { seat: number; absent?: true }[];
}

/** Ann, Bo and Cy at a Dobbelsjanse table with an hour per move. */
async function table(): Promise<{ id: string; tokens: string[] }> {
  const c = await api<{ id: string; token: string; invite: string }>("/api/games", {
    game: "dobbelsjanse",
    seats: 3,
    name: "Ann",
    options: { timePerMove: "1h" },
  });
  const tokens = [c.token];
  for (const name of ["Bo", "Cy"])
    tokens.push((await api<{ token: string }>(`/api/games/${c.id}/join`, { name, invite: c.invite })).token);
  return { id: c.id, tokens };
}

/** Ann and Bo play quick moves, Cy's turns run out, until Cy is away. */
async function letCyTimeOut(id: string, tokens: string[]): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const v = await api<Seen>(`/api/games/${id}`);
    if (v.seats[2]?.absent) return;
    expect(v.status).toBe("playing");
    const seat = v.toAct[0]!;
    if (seat === 2) await api(`/api/games/${id}/fixture/advance`, { ms: HOUR + 60_000 });
    else {
      const mine = await api<Seen>(`/api/games/${id}`, undefined, tokens[seat]);
      const move =
        mine.legal.find((m) => m.type === "score" || m.type === "bank" || m.type === "pass") ?? mine.legal[0];
      await api(`/api/games/${id}/moves`, { version: mine.version, move }, tokens[seat]);
    }
  }
  throw new Error("Cy never became away");
}

/** What a person reads on the head of the seat whose name starts with `name`. */
const headOf = (page: Page, name: string) =>
  page
    .locator("section.seat .seat-head", { has: page.locator(".name", { hasText: new RegExp(`^${name}`) }) })
    .innerText();
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

describe("a seat's head tells one story", () => {
  it("resigned reads resigned, not away; handed to a bot, the bot's name alone", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const page = await ctx.newPage();
    await withEvidence("seat-story-resigned", [page], async () => {
      const t = await table();
      await api(`/api/games/${t.id}/resign`, {}, t.tokens[2]);
      await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
      await eventually(async () => oneLine(await headOf(page, "Cy"))).toMatch(/^Cy resigned/i);
      expect(await page.locator("body").innerText()).not.toContain("(away)");
      // The away panel still says why the seat can be handed on.
      expect(await page.locator("section.absent-seats").innerText()).toContain("Cy resigned.");

      await page.locator("section.absent-seats").getByRole("button", { name: "Give it to a bot" }).click();
      await eventually(() => page.locator("body").innerText()).toContain("Bot Grace (easy)");
      const bot = oneLine(await headOf(page, "Bot Grace"));
      expect(bot).not.toMatch(/resigned|away/i);
    });
    await ctx.close();
  });

  it("a seat whose turns ran out reads away, not resigned", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const page = await ctx.newPage();
    await withEvidence("seat-story-away", [page], async () => {
      const t = await table();
      await letCyTimeOut(t.id, t.tokens);
      await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
      await eventually(async () => oneLine(await headOf(page, "Cy"))).toMatch(/^Cy \(away\)/i);
      expect(oneLine(await headOf(page, "Cy"))).not.toMatch(/resigned/i);
      expect(await page.locator("section.absent-seats").innerText()).toContain("Cy let their last two turns run out");
    });
    await ctx.close();
  });
});
