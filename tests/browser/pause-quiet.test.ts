// A pause by agreement and quiet hours, as the players see them, on a phone and a
// laptop, light and dark: Ann asks for a pause until a date; Bob sees the offer and
// who answered, accepts on the table; both see when the clock starts again,
// counting down, and Your tables says "Paused until …"; Bob ends it and his move
// is due again, in his own time. The notify panel offers quiet hours in the
// browser's time zone. Screenshots go to /tmp/pause-quiet/.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser({ wholeBrowser: true });

async function api<T>(path: string, body: unknown, status = 201): Promise<T> {
  const res = await fetch(`${shared.svc.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

async function at(width: number, height: number, scheme: "light" | "dark", timezoneId?: string): Promise<Page> {
  const page = await (await person(shared.browser, shared.svc.base, width, height, { timezoneId })).newPage();
  await page.emulateMedia({ colorScheme: scheme });
  return page;
}

/** The element is on screen: inside the viewport once scrolled to, and not zero-sized. */
async function onScreen(page: Page, selector: string): Promise<void> {
  const el = page.locator(selector).first();
  // A live update may draw the element anew between finding and scrolling: scroll to it until it holds.
  await expect
    .poll(
      () =>
        el.scrollIntoViewIfNeeded().then(
          () => true,
          () => false,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  const box = await el.boundingBox();
  const vp = page.viewportSize()!;
  expect(box, selector).not.toBeNull();
  expect(box!.width).toBeGreaterThan(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(vp.width + 1);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(vp.height + 1);
}

describe("pause by agreement and quiet hours", () => {
  for (const [scheme, annSize, bobSize] of [
    ["light", [1280, 800], [360, 740]],
    ["dark", [360, 740], [1280, 800]],
  ] as const) {
    it(`ask, answer, count down, end (${scheme}; Ann ${annSize[0]} wide, Bob ${bobSize[0]})`, async () => {
      // Ann lives 13 hours ahead of the server's UTC (New Zealand's summer time), so
      // a time said in UTC anywhere on her page would read differently from her own.
      const ann = await at(annSize[0], annSize[1], scheme, "Pacific/Auckland");
      const bob = await at(bobSize[0], bobSize[1], scheme);
      await withEvidence(`pause-${scheme}`, [ann, bob], async () => {
        const game = await api<{ id: string; token: string; invite: string }>("/api/games", {
          game: "stakes",
          seats: 2,
          name: "Ann",
          options: { timePerMove: "1d", fixture: { rolls: [4, 5] } },
        });
        const seat = await api<{ token: string }>(`/api/games/${game.id}/join`, { name: "Bob", invite: game.invite });
        // The pages are on screen once their table is drawn (the machine may be busy: no load-event deadline).
        await ann.goto(`/g/${game.id}#seat=${game.token}`, { waitUntil: "commit" });
        await bob.goto(`/g/${game.id}#seat=${seat.token}`, { waitUntil: "commit" });
        // Ann's move is due in a day, said in her own time.
        await eventually(() => ann.locator(".countdown").textContent()).toMatch(
          /You: (1d 0h|23h \d\dm) left \(due .+\)$/,
        );

        // Ann asks for a pause until two days from now.
        await ann.locator(".pause-ask summary").click();
        await onScreen(ann, "#pause-until");
        const until = await ann.evaluate(() => {
          const ms = Date.now() + 2 * 86_400_000;
          return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
        });
        await ann.fill("#pause-until", until);
        await keepShot(ann, `pause-quiet-${scheme}-ann-asks.png`, { fullPage: true });
        await ann.click('button[data-key="pause-ask"]');
        await eventually(() => ann.locator(".pause-line").textContent()).toMatch(/^You ask for a pause until /);
        // The log says the same time, in Ann's own words for it, never the server's UTC.
        const when = (await ann.locator(".pause-line").textContent())!.replace(
          /^You ask for a pause until (.+)\.$/,
          "$1",
        );
        expect(await ann.locator("#log-list li").allTextContents()).toContain(`Ann asked for a pause until ${when}.`);
        expect((await ann.locator("#log-list").textContent())!).not.toContain("UTC");

        // Bob sees the offer and who answered, and accepts it on the table.
        await eventually(() => bob.locator(".pause-line").textContent()).toMatch(/^Ann asks for a pause until /);
        expect(await bob.locator(".pause-answers li").allTextContents()).toEqual(["Ann: yes", "You: not answered yet"]);
        await onScreen(bob, 'button[data-key="pause-accept"]');
        // A live update that changes nothing in the offer (Ann writes in the chat)
        // leaves Bob's buttons where they are: a tap mid-update is not lost.
        const accept = (await bob.$('button[data-key="pause-accept"]'))!;
        await ann.fill("#chat-text", "Back on Monday");
        await ann.press("#chat-text", "Enter");
        await eventually(() => bob.locator(".chat-lines li").last().textContent()).toBe("Ann: Back on Monday");
        expect(await accept.evaluate((b) => b.isConnected)).toBe(true);
        await keepShot(bob, `pause-quiet-${scheme}-bob-offer.png`, { fullPage: true });
        await bob.click('button[data-key="pause-accept"]');

        // Both see the pause and the countdown to the resume; nobody's clock shows.
        for (const page of [ann, bob]) {
          await eventually(() => page.locator(".pause-line").textContent()).toMatch(
            /^Paused until .+\. The clock starts again in 1d 23h\.$/,
          );
          await eventually(() => page.locator(".countdown").isVisible()).toBe(false);
          await onScreen(page, ".pause-line");
        }
        await keepShot(ann, `pause-quiet-${scheme}-ann-paused.png`, { fullPage: true });
        await keepShot(bob, `pause-quiet-${scheme}-bob-paused.png`, { fullPage: true });

        // Your tables says so.
        const home = await at(annSize[0], annSize[1], scheme);
        await home.goto(`/g/${game.id}#seat=${game.token}`, { waitUntil: "commit" });
        await home.locator(".pause-line").waitFor();
        await home.goto("/", { waitUntil: "commit" });
        await eventually(() => home.locator(".table-clock").first().textContent()).toMatch(/^Paused until /);
        await onScreen(home, ".table-clock");
        await keepShot(home, `pause-quiet-${scheme}-your-tables.png`, { fullPage: true });
        await home.context().close();

        // Bob ends it: the clock runs again, Ann's move due as before.
        await bob.click('button[data-key="pause-end"]');
        await eventually(() => ann.locator(".countdown").textContent()).toMatch(
          /You: (1d 0h|23h \d\dm) left \(due .+\)$/,
        );
        await eventually(() => ann.locator(".pause-line").count()).toBe(0);
        expect(await ann.locator("#log-list li").allTextContents()).toEqual(
          expect.arrayContaining(["Bob accepted the pause.", "Bob ended the pause: the clock runs again."]),
        );

        // Quiet hours, offered with notifications in the browser's own time zone.
        await ann.locator(".webhook summary").click();
        await ann.locator("#quiet-on").check();
        await onScreen(ann, "#quiet-to");
        expect(await ann.inputValue("#quiet-from")).toBe("22:00");
        expect(await ann.inputValue("#quiet-to")).toBe("07:00");
        const zone = await ann.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
        expect(await ann.locator(".quiet-hours .hint").textContent()).toContain(`(${zone})`);
        await ann.fill("#quiet-from", "23:30");
        expect(await ann.inputValue("#quiet-from")).toBe("23:30");
        await keepShot(ann.locator(".quiet-hours"), `pause-quiet-${scheme}-quiet-hours.png`);
        await keepShot(ann, `pause-quiet-${scheme}-ann-notify.png`, { fullPage: true });
      });
      await ann.context().close();
      await bob.context().close();
    });
  }
});
