// A socket that claims to be open but has gone silent (a proxy that dropped it, a
// phone that changed cells) must not leave "Live" on screen: the page asks a quiet
// socket for a pong, and when nothing at all comes back it says "Reconnecting…"
// and opens another, without the tab losing and regaining focus. Time is the
// page's own fake clock (Playwright's page.clock), so no test waits 30 seconds;
// the silence is a socket the test holds between the page and the service.
import type { WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, isViewMessage, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("the link state tells the truth", () => {
  it("a silent socket turns 'Live' into 'Reconnecting…', and a new socket brings the table back", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"]);
    const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
    await withEvidence("heartbeat", [page], async () => {
      await page.clock.install();
      let silent = false;
      const sockets: { page: WebSocketRoute; held: (string | Buffer)[] }[] = [];
      const sent: string[] = [];
      await page.routeWebSocket(/\/live$/, (ws) => {
        const socket = { page: ws, held: [] as (string | Buffer)[] };
        sockets.push(socket);
        const server = ws.connectToServer();
        ws.onMessage((m) => {
          sent.push(String(m));
          server.send(m);
        });
        // While silent, nothing the service says reaches the page; the socket stays open.
        server.onMessage((m) => (silent ? socket.held.push(m) : ws.send(m)));
      });
      await page.goto(`/g/${t.id}#seat=${t.tokens[1]}`);
      const link = page.locator("#link-state");
      await eventually(() => link.textContent()).toBe("Live");

      // Read from further down the page, where your seat and buttons are.
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      silent = true;
      // Something happens at the table meanwhile: the silent socket never brings it.
      const first = (await api<{ toAct: number[] }>(`/api/games/${t.id}`)).toAct[0]!;
      await t.move(first, { type: "flip" });
      await eventually(() => sockets[0]!.held.some(isViewMessage)).toBe(true);
      expect(await link.textContent()).toBe("Live");

      // 40 quiet seconds on the page's clock: it asked for a pong, heard nothing, and says so.
      await page.clock.runFor(40_000);
      expect(sent).toContain("ping");
      await expect.poll(() => link.textContent()).toBe("Reconnecting…");
      // On screen where the page is scrolled (your seat, at the bottom), not only in the header.
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await keepShot(page, "heartbeat-reconnecting-360.png");
      await page.emulateMedia({ colorScheme: "dark" });
      await keepShot(page, "heartbeat-reconnecting-360-dark.png");

      // The service speaks again: the new socket's view arrives and the move made meanwhile shows.
      silent = false;
      await page.clock.runFor(2_000);
      await eventually(() => sockets.length).toBeGreaterThan(1);
      for (const s of sockets.slice(1)) for (const m of s.held.splice(0)) s.page.send(m);
      await eventually(() => link.textContent()).toBe("Live");
      await eventually(() => page.locator("#happened").textContent()).toMatch(/flips/);
    });
    await page.context().close();
  });
});
