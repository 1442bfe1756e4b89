// Long-running play in real browsers: the countdown of the seat to act, a chat
// message from one player reaching the other as text, a rematch offered after
// a resignation (the one who resigned is asked; declining, she is not pulled in,
// and the new table's invite brings her back), and a resigned seat marked as such
// at every game's table.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, seatOf, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();

async function api<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shared.svc.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as T;
}

async function resign(id: string, token: string): Promise<void> {
  const res = await fetch(`${shared.svc.base}/api/games/${id}/resign`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
}

const newPage = async () => (await person(shared.browser, shared.svc.base)).newPage();

describe("long-running play", () => {
  it("shows the countdown, carries chat between players, and asks the seat that resigned about a rematch", async () => {
    const pages = [await newPage(), await newPage()];
    await withEvidence("async", pages, async () => {
      const [ann, bob] = pages as [Page, Page];
      const fixture = { deck: ["10S", "5S", "4S", "9H"], rolls: [6, 6, 6, 6] };
      const game = await api<{ id: string; token: string; invite: string }>("/api/games", {
        game: "stakes",
        seats: 2,
        name: "Ann",
        options: { timePerMove: "1h", fixture },
      });
      const bobSeat = await api<{ token: string }>(`/api/games/${game.id}/join`, { name: "Bob", invite: game.invite });
      await ann.goto(`/g/${game.id}#seat=${game.token}`);
      await bob.goto(`/g/${game.id}#seat=${bobSeat.token}`);

      // Ann is to act (fixture): both see her clock running, she sees it as her own.
      await eventually(() => ann.locator(".countdown").textContent()).toMatch(
        /^1 hour per move · You: (1h 00m|59:\d\d) left \(due \d\d:\d\d( [AP]M)?\)$/,
      );
      await eventually(() => bob.locator(".countdown").textContent()).toMatch(/Ann: (1h 00m|59:\d\d) left$/);

      // Chat: markup typed by one player arrives at the other as plain text.
      const text = "<b>good luck</b> & <img src=x>";
      await ann.fill("#chat-text", text);
      await ann.press("#chat-text", "Enter");
      await eventually(() => bob.locator(".chat-lines li").last().textContent()).toBe(`Ann: ${text}`);
      expect(await bob.locator(".chat-lines b, .chat-lines img").count()).toBe(0);
      await eventually(() => ann.inputValue("#chat-text")).toBe("");
      // And the other way.
      await bob.fill("#chat-text", "thanks");
      await bob.click(".chat-form button");
      await eventually(() => ann.locator(".chat-lines li").last().textContent()).toBe("Bob: thanks");

      await bob.setViewportSize({ width: 360, height: 800 });
      await bob.click(".webhook summary");
      await keepShot(bob, "async-playing-phone.png", { fullPage: true });

      // Ann resigns (asked twice); Bob wins and proposes a rematch.
      await ann.click('button[data-key="resign"]');
      await keepShot(ann, "async-play.png", { fullPage: true });
      await ann.click('button[data-key="resign-yes"]');
      await bob.locator('button[data-key="end-rematch"]').waitFor();
      await eventually(() => seatOf(bob, "Ann").locator(".resigned-tag").textContent()).toBe("resigned");
      expect(await bob.locator(".resigned-tag").count()).toBe(1);
      await keepShot(bob, "async-finished-phone.png", { fullPage: true });
      // The result's Rematch offers it. Changed with issue 25: Ann resigned, and is asked all
      // the same (the Duel rematch used to start at once); she declines, and is not pulled in.
      await bob.locator('button[data-key="end-rematch"]').click();
      await ann.locator('button[data-key="rematch-decline"]').click();
      await eventually(() => ann.locator(".rematch-line").textContent()).toBe("You declined Bob's rematch.");
      // Bob is told, stays, and goes to the new table himself (the token leaves the address bar).
      await eventually(() => bob.locator(".rematch-line").textContent()).toContain("Ann declined.");
      expect(new URL(bob.url()).pathname).toBe(`/g/${game.id}`);
      await bob.locator('a[data-key="to-rematch"]').click();
      await eventually(() => new URL(bob.url()).pathname).not.toBe(`/g/${game.id}`);
      expect(new URL(bob.url()).pathname).toMatch(/^\/g\/[A-Za-z0-9_-]{14}$/);
      await eventually(() => new URL(bob.url()).hash).toBe("");
      await bob.locator(".copy-invite input").waitFor();
      expect(new URL(ann.url()).pathname).toBe(`/g/${game.id}`);
      // She changes her mind: the new table's invite seats her.
      await ann.goto(await bob.inputValue(".copy-invite input"));
      await ann.fill("#join-name", "Ann");
      await ann.click('button[data-key="join"]');
      await eventually(() => bob.locator(".your-turn").count()).toBe(1);
      await eventually(() => ann.locator(".waiting-for").textContent()).toBe("Waiting for Bob…");
      await eventually(() => ann.locator(".countdown").textContent()).toMatch(/Bob: /);
      expect(await ann.locator(".chat-lines li").textContent()).toBe("No messages yet.");
    });
  });

  it("lets the creator choose the time per move on the home page", async () => {
    const pages = [await newPage(), await newPage()];
    await withEvidence("async-home", pages, async () => {
      const [ann, bob] = pages as [Page, Page];
      await ann.goto(`/?fixture=${encodeURIComponent(JSON.stringify({ rolls: [3, 4] }))}`);
      await ann.check("#game-stakes-duel");
      expect(await ann.isDisabled("#timeout-loses")).toBe(true);
      await ann.selectOption("#time-per-move", "1d");
      await ann.check("#timeout-loses");
      await ann.fill("#name", "Ann");
      await ann.click("#create");
      await ann.locator(".waiting").waitFor();
      await bob.goto(await ann.inputValue(".copy-invite input"));
      await bob.fill("#join-name", "Bob");
      await bob.click('button[data-key="join"]');
      await eventually(() => bob.locator(".countdown").textContent()).toMatch(
        /^1 day per move \(a timeout loses the match\) · Ann: (1d 0h|23h 59m) left$/,
      );
      const id = new URL(ann.url()).pathname.split("/")[2]!;
      const view = (await (await fetch(`${shared.svc.base}/api/games/${id}`)).json()) as {
        clock: { timePerMove: string };
      };
      expect(view.clock.timePerMove).toBe("1d");
    });
  });

  it("marks a resigned seat at the Stakes, Dobbelsjanse and Twelves tables", async () => {
    const pages = [await newPage()];
    await withEvidence("async-resigned", pages, async () => {
      const [watcher] = pages as [Page];
      for (const name of ["stakes", "dobbelsjanse", "twelves"]) {
        const game = await api<{ id: string; token: string; invite: string }>("/api/games", {
          game: name,
          seats: 3,
          name: "Ann",
        });
        await api(`/api/games/${game.id}/join`, { name: "Bob", invite: game.invite });
        const cy = await api<{ token: string }>(`/api/games/${game.id}/join`, { name: "Cy", invite: game.invite });
        await watcher.goto(`/g/${game.id}/watch`);
        await seatOf(watcher, "Cy").waitFor();
        expect(await watcher.locator(".resigned-tag").count()).toBe(0);

        await resign(game.id, cy.token);
        await eventually(() => seatOf(watcher, "Cy").locator(".resigned-tag").textContent()).toBe("resigned");
        expect(await watcher.locator(".resigned-tag").count()).toBe(1);
        await keepShot(watcher, `async-resigned-${name}.png`, { fullPage: true });
      }
    });
  });
});
