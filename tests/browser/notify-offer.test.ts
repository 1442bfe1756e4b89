// "Notify me when it's my turn", offered when it matters (issue 25): right after
// taking a seat at a table with a clock, and after your move while the others are
// to act; never at a table without a clock, never again once on or put off with
// "Not now". It turns on the same push subscription as the notify panel, the
// page's one notify control ("Links" holds none). The browser's push service is
// out of reach here, so the page's PushManager hands out a subscription with a
// real P-256 key and a loopback endpoint (accepted where fixtures are on).
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser({ wholeBrowser: true });
const api = apiOf(shared);

interface Created {
  id: string;
  token: string;
  invite: string;
  urls: { invite: string };
}

/** A person whose browser may notify, with a push subscription that needs no push service. */
async function notifiable(width: number, height: number): Promise<BrowserContext> {
  const ctx = await person(shared.browser, shared.svc.base, width, height);
  await ctx.grantPermissions(["notifications"], { origin: shared.svc.base });
  await ctx.addInitScript(() => {
    let sub: PushSubscription | null = null;
    const b64 = (b: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(b)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    PushManager.prototype.getSubscription = async () => sub;
    PushManager.prototype.subscribe = async () => {
      const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
        "deriveBits",
      ])) as CryptoKeyPair;
      const p256dh = b64(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const endpoint = "http://127.0.0.1:9/push/test";
      sub = { endpoint, toJSON: () => ({ endpoint, keys: { p256dh, auth } }) } as unknown as PushSubscription;
      return sub;
    };
  });
  return ctx;
}

const offerButton = (page: Page) => page.getByRole("button", { name: "Notify me when it's my turn" });

/** The offer is on screen: inside the viewport, not just somewhere on the page. */
async function expectOfferInView(page: Page): Promise<void> {
  await offerButton(page).waitFor();
  const box = (await offerButton(page).boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

describe("notifications offered when they matter", () => {
  it("after your move at a clocked table, the line turns on push for this seat; once on, it is not offered again", async () => {
    const created = await api<Created>("/api/games", {
      game: "stakes",
      seats: 2,
      name: "Ann",
      options: { timePerMove: "1d", fixture: { rolls: [4, 5] } },
    });
    await api(`/api/games/${created.id}/join`, { name: "Bob", invite: created.invite });
    const ctx = await notifiable(360, 740);
    const page = await ctx.newPage();
    page.setDefaultNavigationTimeout(60_000);
    await withEvidence("notify-offer-move", [page], async () => {
      await page.goto(`/g/${created.id}#seat=${created.token}`);
      await page.locator(".your-turn").waitFor();
      // Opening a table on your turn is not the moment.
      expect(await offerButton(page).count()).toBe(0);
      // The links panel has no notify control of its own any more.
      await page.locator("details.links > summary").click();
      await page.locator("details.links #link-watch").waitFor();
      expect(await page.locator("details.links").getByRole("button", { name: /notif/i }).count()).toBe(0);
      // Ann moves until Bob is to act; then the line is offered, in view above her thumb.
      for (let i = 0; i < 10 && (await page.locator(".your-turn").count()) > 0; i++) {
        const before = await page.locator("#log-list li").count();
        await page.locator("#moves button.move:not([disabled])").first().click();
        await eventually(() => page.locator("#log-list li").count()).toBeGreaterThan(before);
      }
      await eventually(() => page.locator(".waiting-for").textContent()).toMatch(/Waiting for Bob/);
      await expectOfferInView(page);
      await screenshots(page, "notify-offer-after-move");
      await page.setViewportSize({ width: 360, height: 740 });
      await offerButton(page).click();
      // Pushes need the service worker active: its install (every offline page's files) can take a while here.
      await eventually(() => page.locator(".notify-offer").innerText(), 30_000).toMatch(
        /^Notifications are on: this device tells you when it is your move\./,
      );
      // The same subscription the notify panel shows, and the table has it.
      await eventually(() => page.locator("details.webhook .push-state").innerText()).toMatch(/^On: /);
      await page.getByRole("button", { name: "OK" }).click();
      expect(await page.locator(".notify-offer").count()).toBe(0);
      await page.reload();
      await page.locator(".waiting-for").waitFor();
      expect(await offerButton(page).count()).toBe(0);
    });
    await ctx.close();
  });

  it("right after creating or joining a clocked table; 'Not now' puts it off for that table; no clock, no offer", async () => {
    const created = await api<Created>("/api/games", {
      game: "stakes",
      seats: 3,
      name: "Cy",
      options: { timePerMove: "12h" },
    });
    const cy = await notifiable(360, 740);
    const dee = await notifiable(1280, 800);
    const [cyPage, deePage] = [await cy.newPage(), await dee.newPage()];
    for (const p of [cyPage, deePage]) p.setDefaultNavigationTimeout(60_000);
    await withEvidence("notify-offer-seated", [cyPage, deePage], async () => {
      // The creator lands on the waiting table (as the home page's Create does).
      await cyPage.goto(`/g/${created.id}#seat=${created.token}`);
      await cyPage.locator(".waiting").waitFor();
      await expectOfferInView(cyPage);
      await screenshots(cyPage, "notify-offer-waiting");
      await cyPage.setViewportSize({ width: 360, height: 740 });
      await cyPage.getByRole("button", { name: "Not now" }).click();
      expect(await offerButton(cyPage).count()).toBe(0);
      await cyPage.reload();
      await cyPage.locator(".waiting").waitFor();
      expect(await offerButton(cyPage).count()).toBe(0);

      // A friend joins by the invite: the line is offered to them at once.
      await deePage.goto(created.urls.invite);
      await deePage.fill("#join-name", "Dee");
      await deePage.click('button[data-key="join"]');
      await eventually(() => deePage.locator("#waiting-title").textContent()).toBe("2 of 3 seats taken");
      await expectOfferInView(deePage);
      await deePage.setViewportSize({ width: 360, height: 740 });
      await expectOfferInView(deePage);
    });

    // A table without a clock: nobody waits days for a move, so nothing is offered.
    const plain = await api<Created>("/api/games", { game: "stakes", seats: 3, name: "Eve" });
    await cyPage.goto(`/g/${plain.id}#seat=${plain.token}`);
    await cyPage.locator(".waiting").waitFor();
    await cyPage.locator("#waiting-title").waitFor();
    expect(await offerButton(cyPage).count()).toBe(0);
    await cy.close();
    await dee.close();
  });
});
