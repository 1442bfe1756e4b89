// Home for a returning player and the site without a connection (issue 25):
// your tables, your move first, come before "Start a table", and the page does
// not jump while they arrive; tables carried from another device are asked about
// at the top. Offline, one of your tables opens as it last was, read-only, under
// a note saying so; the rules pages still open; the create form says it needs a
// connection. (Offline is Chromium's own, set after the service worker controls the page.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser } from "./harness";
import { countShifts, shiftScore, shiftSources } from "./layout-shifts";
import { eventually, settled, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";
import { seriousNow } from "./axe-check";

const shared = useServiceAndBrowser();

interface Created {
  id: string;
  token: string;
  invite: string;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shared.svc.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A clocked Duel between two names; with a fixture seat 0 plays first. */
async function duel(first: string, second: string): Promise<{ id: string; tokens: [string, string] }> {
  const c = await post<Created>("/api/games", {
    game: "stakes",
    seats: 2,
    name: first,
    options: { timePerMove: "1d", fixture: { rolls: [4, 5] } },
  });
  const j = await post<{ token: string }>(`/api/games/${c.id}/join`, { name: second, invite: c.invite });
  return { id: c.id, tokens: [c.token, j.token] };
}

async function takeSeat(page: Page, id: string, token: string): Promise<void> {
  await page.goto(`/g/${id}#seat=${token}`);
  await page.locator("section.seat").first().waitFor();
}

const cls = shiftScore;
const top = async (page: Page, name: string) =>
  (await page.getByRole("heading", { name, exact: true }).boundingBox())!.y;

describe("home for a returning player", () => {
  it("puts your tables, your move first, above Start a table, without a jump; carried tables are asked about at the top", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    await countShifts(ctx);
    const page = await ctx.newPage();
    page.setDefaultNavigationTimeout(60_000);
    const other = await person(shared.browser, shared.svc.base, 1280, 800);
    const laptop = await other.newPage();
    laptop.setDefaultNavigationTimeout(60_000);
    await withEvidence("home-returning", [page, laptop], async () => {
      const theirs = await duel("Bob", "Ann");
      const mine = await duel("Ann", "Cy");
      await takeSeat(page, theirs.id, theirs.tokens[1]);
      await takeSeat(page, mine.id, mine.tokens[0]);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
        // Twice: the first visit at a width guesses the list's room, the next knows it.
        for (const visit of [1, 2]) {
          await page.goto("/");
          await eventually(() => page.locator(".your-tables .table-row").count()).toBe(2);
          await settled(page);
          const shift = await cls(page);
          const moved = await shiftSources(page);
          console.log(`home with 2 tables at ${width}, visit ${visit}: CLS ${shift.toFixed(4)} ${moved.join("; ")}`);
          expect(shift).toBeLessThan(0.1);
        }
        expect(await top(page, "Your tables")).toBeLessThan(await top(page, "Start a table"));
        expect(await top(page, "Your tables")).toBeLessThan(200);
        // The list is drawn from what the device kept and drawn again when the tables answer,
        // so the row is read as a whole, again until it is there.
        const first = page.locator(".your-tables .table-row").first();
        await eventually(() => first.innerText()).toMatch(/^Stakes Duel\s+with Cy\s+Your move/);
        const height = page.viewportSize()!.height;
        await eventually(async () => {
          const box = await first.boundingBox();
          return box ? box.y + box.height : Number.POSITIVE_INFINITY;
        }).toBeLessThanOrEqual(height);
      }
      await screenshots(page, "home-returning");

      // The carry link opened on a laptop that holds nothing yet: the question is the first thing on the page.
      await page.goto("/");
      await page.getByText("Open on my phone").click();
      const link = await page.inputValue("#carry-link");
      await laptop.goto(link);
      const question = laptop.getByRole("heading", { name: "Add 2 tables from your other device?" });
      await question.waitFor();
      expect((await question.boundingBox())!.y).toBeLessThan(150);
      expect((await question.boundingBox())!.y).toBeLessThan(await top(laptop, "Start a table"));
      await screenshots(laptop, "home-carry-question");
      await laptop.getByRole("button", { name: "Add 2 tables" }).click();
      await eventually(() => laptop.locator(".your-tables .table-row").count(), 30_000).toBe(2);
      expect(await top(laptop, "Your tables")).toBeLessThan(await top(laptop, "Start a table"));
    });
    await ctx.close();
    await other.close();
  });
});

describe("offline", () => {
  it("opens your table as it last was, read-only with a note; the rules pages open; creating says it needs a connection", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const page = await ctx.newPage();
    page.setDefaultNavigationTimeout(60_000);
    await withEvidence("offline", [page], async () => {
      const t = await duel("Ann", "Bob");
      // The first visit installs the service worker; from then on it keeps what the pages need.
      await page.goto("/");
      // (Its install fetches every offline page's files in every language: on this busy machine, a while.)
      await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 30_000).toBe(true);
      await takeSeat(page, t.id, t.tokens[0]);
      // The rules pages are fetched at install, or on the next page opened when the install missed one.
      await eventually(
        () => page.evaluate(() => caches.match("/rules/twelves", { ignoreVary: true }).then(Boolean)),
        15_000,
      ).toBe(true);
      await page.locator(".your-turn").waitFor();
      await page.goto("/rules/stakes");

      await ctx.setOffline(true);
      await page.goto(`/g/${t.id}`);
      const note = page.locator("#notice");
      await eventually(() => note.innerText()).toMatch(
        /^You are offline: this is the table as it was at .+\. It was your move then\. It shows the game again, and you can move, once you are back online\.$/,
      );
      expect(await page.locator(".your-turn").count()).toBe(0);
      // The note is in view under the header, and the table is drawn below it.
      const noteBox = (await note.boundingBox())!;
      expect(noteBox.y + noteBox.height).toBeLessThan(740);
      await page.locator("section.seat", { hasText: "Bob" }).waitFor();
      expect(await page.locator("section.seat", { hasText: "Ann" }).innerText()).toMatch(/Ann/);
      // Read-only: no move can be pressed.
      expect(await page.locator("#moves button.move:not([disabled])").count()).toBe(0);
      // One story, offline's: the move bar says so plainly (not a game's reason such as
      // "No cards are left to draw"), the header says Offline, no seat shows a live-link dot,
      // and no clock, resign or chat box offers what cannot be done now.
      await eventually(() => page.locator("#moves").innerText()).toBe(
        "You are offline. Moves come back when you are online.",
      );
      expect(await page.locator("#link-state").innerText()).toBe("Offline");
      expect(await page.getByTitle("Connected", { exact: true }).count()).toBe(0);
      expect(await page.getByTitle("Not connected", { exact: true }).count()).toBe(0);
      expect(await page.locator("#async").isVisible()).toBe(false);
      // Nor a "live" pill beside a name (Stakes' word for still in the round), which reads as connected.
      expect(await page.locator("body").innerText()).not.toMatch(/No cards are left|Connecting|Reconnecting|\blive\b/i);
      const bar = (await page.locator("#moves").boundingBox())!;
      expect(bar.y + bar.height).toBeLessThanOrEqual(740);
      await screenshots(page, "offline-table");
      // Offline is one of the page's moments for assistive technology too.
      expect(await seriousNow(page, "offline table")).toEqual([]);

      await page.goto("/rules/twelves");
      await page.getByRole("heading", { level: 1 }).filter({ hasText: "Twelves" }).waitFor();

      await page.goto("/");
      const offlineNote = page.getByText("You are offline: creating a table needs a connection.");
      await offlineNote.waitFor();
      expect(await page.getByRole("button", { name: "Create table", exact: true }).isDisabled()).toBe(true);
      // "Play now" makes a table too: it waits for the connection as well.
      expect(await page.getByRole("button", { name: "Play now against bots" }).isDisabled()).toBe(true);
      await screenshots(page, "offline-home");
      expect(await seriousNow(page, "offline home")).toEqual([]);

      // Back online: the form works again, and the table page is live again.
      await ctx.setOffline(false);
      await eventually(() => page.locator("#create").isDisabled()).toBe(false);
      expect(await page.getByRole("button", { name: "Play now against bots" }).isDisabled()).toBe(false);
      expect(await offlineNote.isVisible()).toBe(false);
      await page.goto(`/g/${t.id}`);
      await page.locator(".your-turn").waitFor();
      expect(await page.locator("#notice").isVisible()).toBe(false);
    });
    await ctx.close();
  });
});

describe("the form to start a table", () => {
  it("asks for bots with the table's other settings, before Create table, and takes a name as long as the service does (40)", async () => {
    for (const width of [360, 1280]) {
      const ctx = await person(shared.browser, shared.svc.base, width, 800);
      const page = await ctx.newPage();
      page.setDefaultNavigationTimeout(60_000);
      await withEvidence(`home-form-${width}`, [page], async () => {
        await page.goto("/");
        const top = async (name: string, role: "combobox" | "button" | "textbox") =>
          (await page.getByRole(role, { name, exact: true }).boundingBox())!.y;
        // Folded under "Bots" (Create table stays in a phone's first screen), opened as a person does.
        await page.getByText("Bots", { exact: true }).click();
        const create = await top("Create table", "button");
        // Bots are chosen like the players and the clock: all above the button that makes the table.
        expect(await top("Players", "combobox")).toBeLessThan(create);
        expect(await top("Bots in the last seats", "combobox")).toBeLessThan(create);
        expect(await top("Bot level", "combobox")).toBeLessThan(create);
        expect(await top("Your name", "textbox")).toBeLessThan(create + 1);
        // "Play now" is the other way to start: after the button, not among the settings.
        expect(await top("Play now against bots", "button")).toBeGreaterThan(create);
        const options = await page
          .getByRole("combobox", { name: "Bots in the last seats" })
          .locator("option")
          .allInnerTexts();
        expect(options).toEqual(["No bots", "1 bot", "2 bots", "3 bots", "4 bots", "5 bots"]);

        // A name of 45 characters is kept to the service's 40, and the table is made with all 40.
        const long = "Bartholomew Fitzwilliam-Montgomery Featherstonehaugh".slice(0, 45);
        const name = page.getByRole("textbox", { name: "Your name" });
        await name.pressSequentially(long);
        expect(await name.inputValue()).toBe(long.slice(0, 40));
        if (width === 360) {
          await screenshots(page, "home-form");
          await page.getByRole("button", { name: "Create table", exact: true }).click();
          await page.locator(".waiting").waitFor();
          expect(await page.locator("#stage").innerText()).toContain(long.slice(0, 40));
        }
      });
      await ctx.close();
    }
  });
});
