// A carry link opened while the home page is already open in that tab (a
// same-document fragment navigation, no reload) is handled as it is when it
// opens the page fresh: the question comes first, in view; nothing is added
// until the person accepts; the fragment leaves the address bar whether they
// accept or decline, so a reload does not ask again.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shared.svc.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A clocked Stakes Duel between Ann and `other`; returns the table and Ann's seat token. */
async function duelWith(other: string): Promise<{ id: string; token: string }> {
  const c = await post<{ id: string; token: string; invite?: string; urls: { invite: string } }>("/api/games", {
    game: "stakes",
    seats: 2,
    name: "Ann",
    options: { timePerMove: "1h" },
  });
  const invite = c.invite ?? new URL(c.urls.invite).hash.replace(/^#invite=/, "");
  await post(`/api/games/${c.id}/join`, { name: other, ...(invite ? { invite } : {}) });
  return { id: c.id, token: c.token };
}

const rows = (page: Page) => page.locator(".your-tables .tables:not(.broken) > .table-row");
const question = (page: Page) => page.getByRole("heading", { name: "Add 2 tables from your other device?" });
const held = (page: Page, ids: string[]) =>
  page.evaluate((ks) => ks.filter((k) => localStorage.getItem(`tablelink:seat:${k}`) !== null).length, ids);

/** Whether the element's box lies inside the window, as a person would see it without scrolling. */
const inView = (page: Page, name: string) =>
  page.getByRole("heading", { name }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
  });

describe("carry link", () => {
  it("opened in a tab already on the home page asks first, adds nothing until accepted, and clears the fragment either way", async () => {
    const laptopCtx = await person(shared.browser, shared.svc.base);
    const laptop = await laptopCtx.newPage();
    const phoneCtx = await person(shared.browser, shared.svc.base, 390, 844);
    const phone = await phoneCtx.newPage();
    await withEvidence("carry-link", [laptop, phone], async () => {
      // Ann holds two tables on her laptop and takes the carry link from "Open on my phone".
      const bob = await duelWith("Bob");
      const cy = await duelWith("Cy");
      const ids = [bob.id, cy.id];
      for (const t of [bob, cy]) {
        await laptop.goto(`/g/${t.id}#seat=${t.token}`);
        await eventually(() => held(laptop, [t.id])).toBe(1);
      }
      await laptop.goto("/");
      await eventually(() => rows(laptop).count()).toBe(2);
      await laptop.getByRole("button", { name: "Open on my phone" }).click();
      const link = await laptop.inputValue("#carry-link");
      expect(new URL(link).pathname).toBe("/");
      expect(new URL(link).hash).toMatch(/^#carry=/);

      // Her phone already shows the home page, scrolled to the foot of it.
      await phone.goto("/");
      await phone.getByRole("heading", { name: "Start a table" }).waitFor();
      await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Marks this document, to tell below that the link did not load the page again.
      await phone.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

      // She opens the link in the same tab: only the fragment changes.
      await phone.goto(link);
      await question(phone).waitFor();
      expect(await phone.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await eventually(() => inView(phone, "Add 2 tables from your other device?")).toBe(true);
      expect(await rows(phone).count()).toBe(0);
      expect(await held(phone, ids)).toBe(0);

      // "Not now": the question goes, nothing is added, the fragment is gone.
      await phone.getByRole("button", { name: "Not now" }).click();
      await question(phone).waitFor({ state: "detached" });
      expect(new URL(phone.url()).hash).toBe("");
      expect(await rows(phone).count()).toBe(0);
      expect(await held(phone, ids)).toBe(0);
      // A reload does not ask again.
      await phone.reload({ waitUntil: "load" });
      await phone.getByRole("heading", { name: "Start a table" }).waitFor();
      expect(await question(phone).count()).toBe(0);
      expect(await rows(phone).count()).toBe(0);

      // She opens the link again in the same tab and accepts: both tables appear, the fragment is gone.
      await phone.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await phone.goto(link);
      await question(phone).waitFor();
      expect(await phone.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await phone.getByRole("button", { name: "Add 2 tables" }).click();
      await question(phone).waitFor({ state: "detached" });
      expect(new URL(phone.url()).hash).toBe("");
      await eventually(() => rows(phone).count()).toBe(2);
      const names = await rows(phone).evaluateAll((els) =>
        els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, " ").trim()),
      );
      expect(names.map((t) => /^Stakes Duel with (\w+)/.exec(t)?.[1]).sort()).toEqual(["Bob", "Cy"]);
      expect(await held(phone, ids)).toBe(2);
      // And a reload keeps them without asking.
      await phone.reload({ waitUntil: "load" });
      await eventually(() => rows(phone).count()).toBe(2);
      expect(await question(phone).count()).toBe(0);
    });
    await laptopCtx.close();
    await phoneCtx.close();
  });

  it("opened fresh from another page asks in view too", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 390, 844);
    const page = await ctx.newPage();
    await withEvidence("carry-link-fresh", [page], async () => {
      const bob = await duelWith("Bob");
      const cy = await duelWith("Cy");
      await page.goto("/history");
      await page.goto(`/#carry=${bob.id}~${bob.token}~0,${cy.id}~${cy.token}~0`);
      await question(page).waitFor();
      await eventually(() => inView(page, "Add 2 tables from your other device?")).toBe(true);
      expect(await rows(page).count()).toBe(0);
      await page.getByRole("button", { name: "Not now" }).click();
      await question(page).waitFor({ state: "detached" });
      expect(new URL(page.url()).hash).toBe("");
      expect(await held(page, [bob.id, cy.id])).toBe(0);
    });
    await ctx.close();
  });
});
