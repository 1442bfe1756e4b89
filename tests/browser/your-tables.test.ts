// "Your tables" in real Chromium: two tables held in one browser appear on the
// home page, "Your move" on the right one with its clock counting down, a broken
// seat link marked; the carry link moves them to a second browser after a
// confirmation; the service worker registers at scope "/", Chromium finds the
// app installable (from a seat link alone too, and every page but the embeds),
// and offline the home page still lists the tables with a note.
import { chromium, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, chromiumPath, person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser({ wholeBrowser: true });

interface Created {
  id: string;
  token: string;
  invite?: string;
  urls: { invite: string };
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shared.svc.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A clocked Stakes Duel; with a fixture seat 0 plays first. */
async function duel(first: string, second: string): Promise<{ id: string; tokens: [string, string] }> {
  const c = await post<Created>("/api/games", {
    game: "stakes",
    seats: 2,
    name: first,
    options: { timePerMove: "1h", fixture: { rolls: [4, 5] } },
  });
  const invite = c.invite ?? new URL(c.urls.invite).hash.replace(/^#invite=/, "");
  const j = await post<{ token: string }>(`/api/games/${c.id}/join`, { name: second, ...(invite ? { invite } : {}) });
  return { id: c.id, tokens: [c.token, j.token] };
}

/** Takes a seat in this browser as a person would: by opening the seat link. */
async function takeSeat(page: Page, id: string, token: string): Promise<void> {
  await page.goto(`/g/${id}#seat=${token}`);
  await eventually(() => page.evaluate((k) => localStorage.getItem(k), `tablelink:seat:${id}`)).not.toBeNull();
}

const rows = (page: Page) => page.locator(".your-tables .tables:not(.broken) > .table-row");

async function rowTexts(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
}

describe("your tables", () => {
  it("lists both tables with 'Your move' on the right one, a running clock, a broken link marked; the carry link moves them to another browser", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 390, 844);
    const page = await ctx.newPage();
    const other = await person(shared.browser, shared.svc.base);
    const phone = await other.newPage();
    await withEvidence("your-tables", [page, phone], async () => {
      // Ann is to move at the first table; at the second Bob moves first.
      const mine = await duel("Ann", "Bob");
      const theirs = await duel("Bob", "Ann");
      await takeSeat(page, mine.id, mine.tokens[0]);
      await takeSeat(page, theirs.id, theirs.tokens[1]);
      // A seat this browser kept for a table that no longer knows its token.
      await page.evaluate(
        (id) => localStorage.setItem(`tablelink:seat:${id}`, JSON.stringify({ token: "x".repeat(32), seat: 0 })),
        (await duel("Cy", "Dee")).id,
      );

      await page.goto("/");
      await eventually(() => rows(page).count()).toBe(2);
      const [first, second] = await rowTexts(page);
      expect(first).toMatch(
        /^Stakes Duel with Bob Your move (59:\d\d|1h 00m) left (started|last move) (just now|\d+ min ago) Remove$/,
      );
      expect(second).toMatch(/^Stakes Duel with Bob Bob's move (started|last move) .* Remove$/);
      expect(await rows(page).first().locator("a").getAttribute("href")).toBe(`/g/${mine.id}`);
      expect(await rows(page).nth(1).locator("a").getAttribute("href")).toBe(`/g/${theirs.id}`);
      // The clock counts down by itself.
      const clock = rows(page).first().locator("time");
      const before = await clock.textContent();
      await eventually(() => clock.textContent(), 5000).not.toBe(before);
      expect(await page.locator(".broken-link").innerText()).toMatch(/Broken link[\s\S]*no longer works/);
      await keepShot(page, "your-tables-phone.png", { fullPage: true });

      // Open on my phone: a QR code and the link carrying the seats in its fragment (not the broken one).
      await page.click("text=Open on my phone");
      const link = await page.inputValue("#carry-link");
      expect(new URL(link).pathname).toBe("/");
      expect(new URL(link).hash).toContain(mine.tokens[0]);
      expect(await page.locator(".carry-body svg.qr path").getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
      // Bob resigns the second table; when the page is shown again the list refreshes and folds it
      // below as finished, with the result.
      const resigned = await fetch(`${shared.svc.base}/api/games/${theirs.id}/resign`, {
        method: "POST",
        headers: { authorization: `Bearer ${theirs.tokens[0]}` },
      });
      expect(resigned.status).toBe(200);
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await eventually(() => page.locator(".finished-tables summary").textContent()).toBe("Finished (1)");
      await page.click(".finished-tables summary");
      expect(await page.locator(".finished-tables .table-row").innerText()).toMatch(
        /^Stakes Duel\s+with Bob\s+You won\s+ended just now/,
      );
      expect(await rows(page).count()).toBe(2);

      // Both themes, phone and desktop widths: contrast and no sideways scrolling; every control of the list thumb-size.
      await screenshots(page, "your-tables");
      await page.setViewportSize({ width: 360, height: 800 });
      const small = await page.locator("#your-tables").evaluate((root) =>
        [...root.querySelectorAll("a, button, summary, input")]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && Math.min(r.height, el.tagName === "A" ? Infinity : r.width) < 44;
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(small).toEqual([]);

      // The other device asks first, then lists the same tables, your move on top.
      await phone.goto(link);
      await phone.getByRole("heading", { name: /Add 2 tables from your other device\?/ }).waitFor();
      expect(await rows(phone).count()).toBe(0);
      await phone.getByRole("button", { name: "Add 2 tables" }).click();
      await eventually(() => rows(phone).count()).toBe(2);
      expect((await rowTexts(phone))[0]).toMatch(/^Stakes Duel with Bob Your move/);
      expect(new URL(phone.url()).hash).toBe("");
      expect(await phone.evaluate((k) => JSON.parse(localStorage.getItem(k)!).token, `tablelink:seat:${mine.id}`)).toBe(
        mine.tokens[0],
      );

      // Removing a table takes it off this list (with an undo).
      await rows(phone)
        .first()
        .getByRole("button", { name: /^Remove/ })
        .click();
      await eventually(() => rows(phone).count()).toBe(1);
      await phone.getByRole("button", { name: "Undo" }).click();
      await eventually(() => rows(phone).count()).toBe(2);
    });
    await ctx.close();
    await other.close();
  });

  it("the table's 'Notify me' offers push on this device first, then the webhook, and explains when push cannot work", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    const page = await ctx.newPage();
    await withEvidence("your-tables-notify", [page], async () => {
      const t = await duel("Ann", "Bob");
      await takeSeat(page, t.id, t.tokens[0]);
      await page.locator("details.webhook summary").click();
      const panel = page.locator("details.webhook");
      // What the panel holds loads the first time it is opened.
      await eventually(() => panel.locator("h3").allInnerTexts()).toEqual([
        "On this device",
        "Or a webhook (Discord, Slack, JSON)",
      ]);
      const permission = await page.evaluate(() => Notification.permission);
      const state = await panel.locator(".push-state").innerText();
      if (permission === "denied") {
        expect(state).toMatch(/^Notifications are blocked for this site\. Allow them in your browser's site settings/);
        expect(await panel.getByRole("button", { name: "Notify me on this device" }).count()).toBe(0);
      } else {
        expect(state).toMatch(/^Get a notification on this device when it is your move/);
        await panel.getByRole("button", { name: "Notify me on this device" }).waitFor();
      }
      // An iPhone's Safari outside a home-screen app has no push at all: the panel says what to do.
      const iphone = await shared.browser.newContext({
        baseURL: shared.svc.base,
        viewport: { width: 390, height: 844 },
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      });
      await iphone.addInitScript(() => {
        delete (window as { PushManager?: unknown }).PushManager;
      });
      const phone = await iphone.newPage();
      await takeSeat(phone, t.id, t.tokens[1]);
      await phone.locator("details.webhook summary").click();
      expect(await phone.locator("details.webhook .push-state").innerText()).toMatch(
        /^On iPhone and iPad, notifications work only in the app: tap Share, then Add to Home Screen/,
      );
      expect(await phone.locator("details.webhook #webhook-url").isVisible()).toBe(true);
      await keepShot(phone, "notify-iphone.png", { fullPage: true });
      await iphone.close();
    });
    await ctx.close();
  });

  it("registers the service worker for the whole site, is installable, folds pushes for several tables into one notification, and shows the tables offline", async () => {
    // Chromium never offers to install from an incognito context, which every
    // newContext() is: this test gets a browser with a real (temporary) profile.
    const profile = mkdtempSync(join(tmpdir(), "tablelink-profile-"));
    const ctx = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(true),
      headless: true,
      args: CHROMIUM_FLAGS,
      baseURL: shared.svc.base,
    });
    ctx.setDefaultTimeout(15_000);
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await withEvidence("your-tables-app", [page], async () => {
      const t = await duel("Ann", "Bob");
      await takeSeat(page, t.id, t.tokens[0]);
      await page.goto("/");
      await eventually(() => rows(page).count()).toBe(1);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${shared.svc.base}/`);

      const cdp = await ctx.newCDPSession(page);
      const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data?: string };
      expect(manifest.url).toBe(`${shared.svc.base}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data!)).toMatchObject({ name: "Tablelink", display: "standalone", start_url: "/" });
      await eventually(
        async () =>
          ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      ).toEqual([]);

      // Pushes reach the service worker (delivered here through DevTools, as a push service would):
      // one table waiting shows its own notification; a second collapses both into one.
      await ctx.grantPermissions(["notifications"], { origin: shared.svc.base });
      const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
      cdp.on("ServiceWorker.workerRegistrationUpdated", (e: { registrations: typeof registrations }) =>
        registrations.push(...e.registrations),
      );
      await cdp.send("ServiceWorker.enable");
      // The newest word on the site's registration: the id a push is delivered to must be the
      // live one (an earlier event may name one since deleted; a push to it shows nothing).
      const live = () => registrations.findLast((r) => r.scopeURL === `${shared.svc.base}/`);
      await eventually(() => (live()?.isDeleted === false ? live()!.registrationId : undefined)).toBeTruthy();
      const registrationId = live()!.registrationId;
      const push = (id: string, title: string, lang?: string) =>
        cdp.send("ServiceWorker.deliverPushMessage", {
          origin: shared.svc.base,
          registrationId,
          data: JSON.stringify({
            type: "your_turn",
            id,
            game: "stakes",
            title,
            body: "Bob banked 15.",
            url: `${shared.svc.base}/g/${id}`,
            ...(lang ? { lang } : {}),
          }),
        });
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data,
          })),
        );
      await push("AAAAAAAAAAAAAA", "Your move against Bob in Stakes Duel");
      await eventually(shown).toEqual([
        {
          title: "Your move against Bob in Stakes Duel",
          body: "Bob banked 15.",
          data: {
            items: [
              {
                id: "AAAAAAAAAAAAAA",
                title: "Your move against Bob in Stakes Duel",
                url: `${shared.svc.base}/g/AAAAAAAAAAAAAA`,
              },
            ],
          },
        },
      ]);
      await push("BBBBBBBBBBBBBB", "Your move against Cy and Dee in Twelves");
      await eventually(async () => (await shown()).map((n) => [n.title, n.body])).toEqual([
        ["Your move at 2 tables", "against Cy and Dee in Twelves\nagainst Bob in Stakes Duel"],
      ]);
      // A push in Norwegian (a seat that turned pushes on from a Norwegian page): the words over
      // the tables follow the newest push's language.
      await push("CCCCCCCCCCCCCC", "Din tur mot Eva i Twelves", "nb");
      await eventually(async () => (await shown()).map((n) => [n.title, n.body])).toEqual([
        [
          "Din tur ved 3 bord",
          "mot Eva i Twelves\nYour move against Cy and Dee in Twelves\nYour move against Bob in Stakes Duel",
        ],
      ]);

      // Offline: the page comes from the service worker, with the last list and a note.
      await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await ctx.setOffline(true);
      await page.reload();
      await eventually(() => page.locator(".tables-note").innerText()).toMatch(/You are offline/);
      expect((await rowTexts(page))[0]).toMatch(/^Stakes Duel with Bob Your move/);
      await ctx.setOffline(false);
    });
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it("is installable from a seat link alone, and from the practice, match and rules pages, in the page's language", async () => {
    // A friend who only ever opens their seat link: a fresh profile whose first page is that link.
    const profile = mkdtempSync(join(tmpdir(), "tablelink-profile-"));
    const ctx = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(true),
      headless: true,
      args: CHROMIUM_FLAGS,
      baseURL: shared.svc.base,
    });
    ctx.setDefaultTimeout(15_000);
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    page.setDefaultNavigationTimeout(60_000);
    await withEvidence("installable-everywhere", [page], async () => {
      const t = await duel("Ann", "Bob");
      const cdp = await ctx.newCDPSession(page);
      const installable = async (path: string, manifest: string) => {
        await page.goto(path);
        const m = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data?: string };
        expect(m.url, path).toBe(`${shared.svc.base}${manifest}`);
        expect(m.errors, path).toEqual([]);
        await eventually(
          async () =>
            ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] })
              .installabilityErrors,
          30_000,
        ).toEqual([]);
      };
      await installable(`/g/${t.id}#seat=${t.tokens[1]}`, "/manifest.webmanifest");
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${shared.svc.base}/`);
      await installable("/practice/stakes", "/manifest.webmanifest");
      await installable(`/m/${t.id}`, "/manifest.webmanifest");
      await installable("/rules/twelves?lang=nb", "/manifest.webmanifest?lang=nb");
    });
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
  });
});
