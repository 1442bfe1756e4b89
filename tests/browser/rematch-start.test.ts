// A rematch offer nobody answers does not keep the others waiting: once a
// seat has accepted, "Start without Cy" begins the new table; Twelves is played
// by two, so the new game starts at once with Ann and Bob (issue 25: it used to
// wait with Cy's seat open), and Cy's page says the rematch started without them.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

describe("a rematch offer someone never answers", () => {
  it("starts without them once a seat accepted; at two the game starts at once", async () => {
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
      // Changed with issue 25: the hint says what will happen, and at two players Twelves starts at once.
      expect(await ann.locator(".rematch-hint").textContent()).toBe(
        "Twelves can be played by 2: the new game starts at once, with you and Bob.",
      );
      // Bob, who accepted, may start it too.
      await eventually(() => bob.locator('button[data-key="rematch-start"]').textContent()).toBe("Start without Cy");
      await eventually(() => cy.locator(".rematch-line").textContent()).toContain("Ann offers a rematch.");
      // Changed with issue 25: the offer and the answers are in the result sheet over the board
      // (no pointer down the page any more): Cy's question is in view, Ann's state too.
      await eventually(() => cy.locator("dialog#end-sheet .rematch-line").textContent()).toBe(
        "Ann offers a rematch. Play again at a new table?",
      );
      expect(await cy.locator('dialog#end-sheet [data-key="rematch-accept"]').isVisible()).toBe(true);
      expect(await ann.locator("dialog#end-sheet .rematch-line").isVisible()).toBe(true);
      await ann.keyboard.press("Escape");
      await screenshots(ann, "rematch-waiting-on-one", { targets: true });

      // Cy never answers. Ann starts without Cy: Ann and Bob move to the new table.
      await ann.setViewportSize({ width: 360, height: 740 });
      await ann.locator('button[data-key="rematch-start"]').click();
      for (const p of [ann, bob]) await eventually(() => new URL(p.url()).pathname).not.toBe(`/g/${g.id}`);
      await eventually(() => cy.locator(".rematch-line").textContent()).toBe(
        "The rematch started without you. See the rematch table",
      );
      expect(new URL(cy.url()).pathname).toBe(`/g/${g.id}`);
      expect(await cy.locator('button[data-key="rematch-accept"]').count()).toBe(0);

      // The new game is on, with the two who came.
      await eventually(() => ann.locator("#stage .seat").count(), 15_000).toBe(2);
      const next = new URL(ann.url()).pathname.split("/")[2]!;
      const v = await api<{ status: string; seats: { name: string }[] }>(`/api/games/${next}`);
      expect(v.status).toBe("playing");
      expect(v.seats.map((s) => s.name)).toEqual(["Ann", "Bob"]);
    });
  });
});
