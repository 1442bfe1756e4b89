// A rematch offer nobody answers does not keep the others waiting: once a
// seat has accepted, "Start without Cy" begins the new table; Cy's seat is
// open there for an invite or a bot, and Cy's page says the rematch started
// without them.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("a rematch offer someone never answers", () => {
  it("starts without them once a seat accepted; their seat is open for a bot", async () => {
    const g = await seatedTable(api, "twelves", ["Ann", "Bob", "Cy"], { games: 1 });
    const { tokens } = g;
    for (;;) {
      const v = await api<{ status: string; version: number; toAct: number[] }>(`/api/games/${g.id}`);
      if (v.status === "finished") break;
      await api(`/api/games/${g.id}/moves`, { version: v.version, move: { type: "leave" } }, tokens[v.toAct[0]!]);
    }
    const pages: Page[] = [];
    for (const [i, t] of tokens.entries()) {
      const p = await (
        await person(shared.browser, shared.svc.base, i === 0 ? 360 : 1280, i === 0 ? 740 : 900)
      ).newPage();
      await p.goto(`/g/${g.id}#seat=${t}`);
      pages.push(p);
    }
    const [ann, bob, cy] = pages as [Page, Page, Page];
    await withEvidence("rematch-start", pages, async () => {
      await ann.locator('button[data-key="end-rematch"]').click();
      // Alone, Ann may already start without both of them; she waits for Bob.
      await eventually(() => ann.locator('button[data-key="rematch-start"]').textContent()).toBe(
        "Start without Bob and Cy",
      );
      await bob.locator('button[data-key="rematch-accept"]').click();
      await eventually(() => ann.locator(".rematch-line").textContent()).toBe("You offered a rematch. Waiting for Cy.");
      expect(await ann.locator('button[data-key="rematch-start"]').textContent()).toBe("Start without Cy");
      expect(await ann.locator(".rematch-hint").textContent()).toBe(
        "Their seat stays open at the new table, for an invite or a bot.",
      );
      // Bob, who accepted, may start it too.
      await eventually(() => bob.locator('button[data-key="rematch-start"]').textContent()).toBe("Start without Cy");
      await eventually(() => cy.locator(".rematch-line").textContent()).toContain("Ann offers a rematch.");
      // The result panel says so at the top of the page, with the way down to the answer.
      await eventually(() => cy.locator(".match-end .rematch-pointer").textContent()).toBe(
        "Ann offers a rematch. Play again at a new table? Go to the rematch",
      );
      await eventually(() => ann.locator(".match-end .rematch-pointer").textContent()).toBe(
        "You offered a rematch. Waiting for Cy. Go to the rematch",
      );
      expect(await ann.locator(".match-end .rematch-pointer").isVisible()).toBe(true);
      await screenshots(ann, "rematch-waiting-on-one", { targets: true });

      // Cy never answers. Ann starts without Cy: Ann and Bob move to the new table.
      await ann.setViewportSize({ width: 360, height: 740 });
      await ann.locator('button[data-key="rematch-start"]').click();
      for (const p of [ann, bob]) await eventually(() => new URL(p.url()).pathname).not.toBe(`/g/${g.id}`);
      await eventually(() => ann.locator("#waiting-title").textContent()).toBe("2 of 3 seats taken");
      await eventually(() => cy.locator(".rematch-line").textContent()).toBe(
        "The rematch started without you. See the rematch table",
      );
      expect(new URL(cy.url()).pathname).toBe(`/g/${g.id}`);
      expect(await cy.locator('button[data-key="rematch-accept"]').count()).toBe(0);

      // The open seat takes a bot, and the new game begins.
      await ann.locator('button[data-key="bot-easy"]').click();
      await eventually(() => ann.locator("#stage .seat").count(), 15_000).toBe(3);
      const next = new URL(ann.url()).pathname.split("/")[2]!;
      const v = await api<{ status: string; seats: { name: string }[] }>(`/api/games/${next}`);
      expect(v.status).toBe("playing");
      expect(v.seats.map((s) => s.name).slice(0, 2)).toEqual(["Ann", "Bob"]);
    });
  });
});
