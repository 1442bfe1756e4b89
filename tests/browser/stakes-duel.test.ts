// Stakes Duel: two players to the end while a third browser watches; a seat
// link that survives a reload and a move to another device; and a stale move
// from a second tab that is refused in words while the table stays right.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser } from "./harness";
import { createAtHome, eventually, isViewMessage, joinByInvite, play, seatOf, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();

async function createDuel(
  fixture: unknown,
): Promise<{ id: string; invite: string; urls: { play: string; invite: string } }> {
  const res = await fetch(`${shared.svc.base}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "stakes", seats: 2, name: "Ann", options: { fixture } }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; invite: string; urls: { play: string; invite: string } };
}

/** Takes the next seat through the API; returns its token. */
async function joinApi(created: { id: string; invite: string }, name: string): Promise<string> {
  const res = await fetch(`${shared.svc.base}/api/games/${created.id}/join`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, invite: created.invite }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const newPage = async (width = 1280, height = 900) =>
  (await person(shared.browser, shared.svc.base, width, height)).newPage();

describe("Stakes Duel", () => {
  it("is played to the end by two while a third watches", async () => {
    const pages = [await newPage(), await newPage(), await newPage(360, 800)];
    await withEvidence("duel", pages, async () => {
      const [ann, bob, watcher] = pages as [Page, Page, Page];
      // Target 22 every round; Ann's cards always land closer to it.
      const fixture = {
        deck: ["10S", "5S", "4S", "9H", "3S", "8H", "2S", "7H", "6H"],
        rolls: [6, 6, 6, 6, 6, 6, 6, 6],
      };
      await createAtHome(ann, { game: "stakes-duel", name: "Ann", fixture });
      const invite = await ann.inputValue(".copy-invite input");
      await joinByInvite(bob, invite, "Bob");
      await watcher.goto(invite.replace(/\/join(#.*)?$/, "/watch"));

      await eventually(() => watcher.locator(".target-num").textContent()).toBe("22");
      expect(await ann.locator("#title").textContent()).toBe("Stakes Duel");
      expect(await ann.locator(".center .meta").textContent()).toContain("first to 4 wins");
      expect(await seatOf(ann, "Bob").locator(".leverage .die").count()).toBe(4);
      // A spectator has nothing to press and no seat.
      expect(await watcher.locator("#moves button").count()).toBe(0);
      expect(await watcher.locator(".you-tag").count()).toBe(0);
      expect(await watcher.locator(".waiting-for").textContent()).toBe("You are watching. Waiting for Ann…");

      // Round 1: Ann first. 10 vs 5 under 22: Ann wins the round, Bob pays pressure.
      await play(ann, "flip");
      await play(bob, "flip");
      await play(ann, "bank");
      await play(bob, "bank");
      await eventually(() => seatOf(watcher, "Ann").locator(".score b").textContent()).toBe("1");
      await eventually(() => watcher.locator(".center .meta").textContent()).toContain("Pot: 1 die");
      // The loser flips first next round.
      await eventually(() => bob.locator(".your-turn").count()).toBe(1);

      for (let round = 2; round <= 3; round++) {
        await play(bob, "flip");
        await play(ann, "flip");
        await play(bob, "bank");
        await play(ann, "bank");
        await eventually(() => seatOf(watcher, "Ann").locator(".score b").textContent()).toBe(String(round));
      }

      // Round 4: Bob banks 2 early; while Ann plays on he may cold-twist or pass.
      await play(bob, "flip");
      await play(ann, "flip");
      await play(bob, "bank");
      await play(ann, "flip");
      await bob.locator('button[data-key="pass"]').waitFor();
      expect(await bob.locator('button[data-key="twist"]').textContent()).toContain("Cold twist");
      expect(await bob.locator('button[data-key="flip"]').count()).toBe(0);
      await play(bob, "pass");
      await play(ann, "bank");

      for (const p of [ann, bob, watcher])
        await eventually(() => p.locator("#standings-title").textContent()).toMatch(
          /^Game over — Ann wins 4–\d in round wins$/,
        );
      expect((await watcher.locator(".standings li").allTextContents()).map((t) => t.replace(/\s+/g, " "))).toEqual([
        "Ann★ winner4 round wins",
        "Bob0 round wins",
      ]);
      expect(await bob.locator("#moves button").count()).toBe(0);
    });
  });

  it("keeps the seat through a reload and on another device, and refuses a stale move in words", async () => {
    // Created through the API (as a bot or another front end would), then opened by link.
    const created = await createDuel({ deck: ["3S", "4S", "5S"], rolls: [2, 2] });
    await joinApi(created, "Bob");

    const tab1 = await newPage();
    const device2 = await newPage();
    await withEvidence("seat", [tab1, device2], async () => {
      await tab1.goto(created.urls.play);
      await tab1.locator(".your-turn").waitFor();
      expect(tab1.url()).not.toContain("seat=");
      await tab1.reload();
      await tab1.locator(".your-turn").waitFor();
      expect(await seatOf(tab1, "Ann").locator(".you-tag").count()).toBe(1);
      // The invite link, opened where a seat is already held, leads to that seat.
      await tab1.goto(created.urls.invite);
      await tab1.locator(".your-turn").waitFor();
      expect(new URL(tab1.url()).pathname).toBe(`/g/${created.id}`);
      // Opened by anyone else once the seats are taken, it shows the table to watch.
      const late = await newPage(360, 800);
      await late.goto(created.urls.invite);
      await eventually(() => late.locator("#notice").textContent()).toBe("All seats are taken: you are watching.");
      expect(new URL(late.url()).pathname).toBe(`/g/${created.id}/watch`);
      expect(await late.locator("#moves button").count()).toBe(0);
      expect(await late.locator(".target-num").textContent()).toBe("14");

      // The same seat link on another device: the same seat. Its live updates are
      // held back, so it keeps showing the table as it was (a forgotten tab).
      await device2.routeWebSocket(/\/live$/, () => {});
      await device2.goto(created.urls.play);
      await device2.locator('button[data-key="flip"]').waitFor();
      expect(await seatOf(device2, "Ann").locator(".you-tag").count()).toBe(1);

      await play(tab1, "flip"); // 3S
      await eventually(() => seatOf(tab1, "Ann").locator(".card").count()).toBe(1);

      await device2.locator('button[data-key="flip"]').click();
      await eventually(() => device2.locator("#error").textContent()).toMatch(
        /not played: the table changed before it arrived/,
      );
      expect(await device2.locator("#error").isVisible()).toBe(true);
      // Nothing applied twice; the stale tab now shows the table as it is.
      await eventually(() => seatOf(device2, "Ann").locator(".card").count()).toBe(1);
      await eventually(() => device2.locator(".your-turn").count()).toBe(0);
      expect(await seatOf(tab1, "Ann").locator(".card").count()).toBe(1);
    });
  });
  it("reconnects by itself after the live link drops, and plays by keyboard", async () => {
    const ann = await newPage();
    await withEvidence("reconnect", [ann], async () => {
      const duel = await createDuel({ deck: ["3S", "4S", "5S"], rolls: [2, 2] });
      const { id, urls } = duel;
      const bob = await joinApi(duel, "Bob");
      let sockets = 0;
      await ann.routeWebSocket(/\/live$/, (ws) => {
        const first = ++sockets === 1;
        const server = ws.connectToServer();
        server.onMessage((m) => {
          ws.send(m);
          // The first connection dies once it has brought the table, like a dropped Wi-Fi.
          if (first && isViewMessage(m)) void ws.close({ code: 1001, reason: "dropped" });
        });
      });
      await ann.goto(urls.play);
      await ann.locator(".your-turn").waitFor();
      expect(await ann.title()).toMatch(/^● Your turn · Stakes Duel/);
      await eventually(() => sockets).toBe(2);
      await eventually(() => ann.locator("#link-state").textContent()).toBe("Live");

      // Keyboard: Tab reaches the Flip button, its focus is visible, Enter plays it.
      for (let i = 0; i < 40; i++) {
        await ann.keyboard.press("Tab");
        if ((await ann.evaluate(() => document.activeElement?.getAttribute("data-key"))) === "flip") break;
      }
      const outline = await ann.evaluate(() => {
        const s = getComputedStyle(document.activeElement!);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
      expect(outline.style).not.toBe("none");
      expect(outline.width).toBeGreaterThanOrEqual(2);
      await ann.keyboard.press("Enter");
      await eventually(() => seatOf(ann, "Ann").locator(".card").count()).toBe(1);
      expect(await ann.title()).not.toMatch(/Your turn/);

      // Bob moves from elsewhere: the reconnected page hears of it.
      const view = (await (
        await fetch(`${shared.svc.base}/api/games/${id}`, { headers: { authorization: `Bearer ${bob}` } })
      ).json()) as {
        version: number;
      };
      const moved = await fetch(`${shared.svc.base}/api/games/${id}/moves`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${bob}` },
        body: JSON.stringify({ version: view.version, move: { type: "flip" } }),
      });
      expect(moved.status).toBe(200);
      await eventually(() => seatOf(ann, "Bob").locator(".card").count()).toBe(1);
      await eventually(() => ann.title()).toMatch(/^● Your turn/);
    });
  });
});
