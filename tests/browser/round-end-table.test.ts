// What a player sees when things end: the round summary that appears by itself
// on every seat's screen when a round ends (Stakes, Stakes Duel, Dobbelsjanse,
// Twelves), the busting card kept marked in its row, the match-end panel that
// says how the match ended, and the table chrome around it (Watching, no chat
// box for spectators, Reconnecting… when the network drops). Tables are set up
// and played on through the API; the pages follow them live, as people would.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, DOBBELSJANSE_HANDS, seatedTable, type SeatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, seatOf, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

interface Table extends SeatedTable {
  /** Opens the table at a seat (or watching, seat null) in a new browser. */
  open(seat: number | null, width?: number, height?: number): Promise<Page>;
}

async function table(game: string, names: string[], options: unknown = {}): Promise<Table> {
  const seated = await seatedTable(api, game, names, options);
  const { id, tokens } = seated;
  return {
    ...seated,
    async open(seat, width = 1280, height = 900) {
      const page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
      await page.goto(seat === null ? `/g/${id}/watch` : `/g/${id}#seat=${tokens[seat]}`);
      await page.locator("#stage .seat").first().waitFor();
      return page;
    },
  };
}

/** The round summary's rows as a person reads them: player, result, points, total. */
const summaryRows = (p: Page) =>
  p
    .locator(".round-summary tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c.textContent ?? "").trim())));

describe("the end of a round, seen from every seat", () => {
  it("Stakes: a bust keeps its card marked, then every seat sees the round's summary", async () => {
    // Target 17 (3 + 4 + 10). Ann 10, Bob 9, Cy 5; Ann flips the 8 of clubs and busts at 18.
    const t = await table("stakes", ["Ann", "Bob", "Cy"], {
      fixture: {
        deck: ["10H", "9S", "5D", "8C", "2S", "3S", "4S", "5S", "6S", "7S", "2H", "3H"],
        rolls: [3, 4, 6, 6, 6, 6, 6, 6, 6, 6],
      },
    });
    const pages = [await t.open(0, 360, 740), await t.open(1), await t.open(2)];
    await withEvidence("round-end-stakes", pages, async () => {
      const [ann, bob, cy] = pages as [Page, Page, Page];
      await t.move(0, { type: "flip" });
      await t.move(1, { type: "flip" });
      await t.move(2, { type: "flip" });
      await t.move(0, { type: "flip" });
      // Ann's busted row stays on view, the 8♣ marked, with the total and the target that did it.
      for (const p of [ann, bob]) {
        await eventually(() => seatOf(p, "Ann").locator(".bust-note").textContent()).toBe(
          "Bust: 18 is over the target 17",
        );
        expect(await seatOf(p, "Ann").locator(".card").count()).toBe(2);
        expect(
          await seatOf(p, "Ann").locator('.card[aria-label$="the card that busted"]').getAttribute("aria-label"),
        ).toBe("8 of clubs: the card that busted");
      }
      // Still there after the next move of the round.
      await t.move(1, { type: "bank" });
      await eventually(() => seatOf(cy, "Bob").locator(".status").textContent()).toBe("banked");
      expect(await seatOf(cy, "Ann").locator(".bust-note").textContent()).toBe("Bust: 18 is over the target 17");
      await screenshots(ann, "stakes-bust");

      // Cy banks: the round is over, and every seat sees the summary without a click.
      await t.move(2, { type: "bank" });
      for (const p of pages) {
        await eventually(() => p.locator("#round-summary-title").textContent()).toBe("Round 1 is over");
        expect(await summaryRows(p)).toEqual([
          [p === ann ? "Ann (you)" : "Ann", "Flips 8♣ and busts at 18 (target 17)", "0", "0"],
          [p === bob ? "Bob (you)" : "Bob", "Banks 9", "+9", "9"],
          [p === cy ? "Cy (you)" : "Cy", "Banks 5", "+5", "5"],
        ]);
        expect(await p.locator(".round-summary .rs-next").textContent()).toMatch(
          /^Next: Round 2: dice 6 and 6, target 22\. Bob flips first\.$/,
        );
      }
      // The summary as a sheet over the board, on a laptop and on a phone.
      await screenshots(bob, "stakes-round-summary");
      await screenshots(ann, "stakes-round-summary-phone");
      // The full log keeps it.
      expect(await ann.locator("#log-list .log-summary").textContent()).toContain(
        "Round 1 is over: Ann 0 (total 0), Bob +9 (total 9), Cy +5 (total 5).",
      );
      // One viewer closes it with Continue. For the others it stays until round 2 has begun:
      // then it no longer says what comes next, and after a moment to read it closes by itself,
      // rather than cover the new round's cards and scores (Bob's first card, everyone's total).
      await ann.locator('.round-summary button[data-key="summary-close"]').click();
      await eventually(() => ann.locator(".round-summary").isVisible()).toBe(false);
      await t.move(1, { type: "flip" });
      for (const p of [bob, cy]) {
        await eventually(() => seatOf(p, "Bob").locator(".card").count()).toBe(1);
        await eventually(() => p.locator(".round-summary").isVisible(), 15_000).toBe(false);
        expect(await seatOf(p, "Bob").isVisible()).toBe(true);
      }
    });
  });

  it("Stakes: the match-end panel says who won and how, with Rematch and Replay", async () => {
    const t = await table("stakes", ["Ann", "Bob", "Cy"]);
    const { playStakesOut } = await import("./api-client");
    await playStakesOut(api, t.id, t.tokens);
    const ann = await t.open(0);
    const title = await ann.locator("#standings-title").textContent();
    const final = await api<{ result: { winners: number[]; scores: number[] } }>(`/api/games/${t.id}`);
    const names = ["Ann", "Bob", "Cy"];
    const w = final.result.winners;
    const top = final.result.scores[w[0]!]!;
    expect(title).toBe(
      `Game over — ${
        w.length === 1
          ? `${names[w[0]!]} wins`
          : `${w
              .map((s) => names[s])
              .join(" and ")
              .replace(/ and (?=.* and )/, ", ")} share the win`
      } with ${top} points`,
    );
    expect(await ann.locator(".match-end button", { hasText: "Rematch" }).isVisible()).toBe(true);
    expect(await ann.locator(".match-end a", { hasText: "Replay the match" }).getAttribute("href")).toBe(`/m/${t.id}`);
    await screenshots(ann, "stakes-match-end");
  });

  it("Stakes Duel: a resignation is named as how the match ended", async () => {
    const t = await table("stakes", ["Ann", "Bob"], { fixture: { deck: ["2S", "3S"], rolls: [6, 6] } });
    await t.move(0, { type: "flip" });
    await api(`/api/games/${t.id}/resign`, {}, t.tokens[0]);
    const bob = await t.open(1, 360, 740);
    await eventually(() => bob.locator("#standings-title").textContent()).toBe(
      "Game over — Bob wins by resignation: Ann resigned",
    );
    const watcher = await t.open(null);
    expect(await watcher.locator("#standings-title").textContent()).toBe(
      "Game over — Bob wins by resignation: Ann resigned",
    );
    expect(await watcher.locator(".match-end button", { hasText: "Rematch" }).isVisible()).toBe(false);
  });

  it("Dobbelsjanse: a fail keeps its card by the seat; the summary says who scored what in the double chance", async () => {
    // Ann, Bob, Cy. The middle gets 7H; Bob draws 7S and fails on it; Cy scores 1;
    // Ann is left alone: her double chance draws 2D and 3C, safe: 2 + 2 + 2 = 6.
    const t = await table("dobbelsjanse", ["Ann", "Bob", "Cy"], {
      fixture: {
        hands: DOBBELSJANSE_HANDS,
        deck: ["7H", "7S", "2D", "3C", "5H", "6S", "9S"],
      },
    });
    const pages = [await t.open(0), await t.open(1, 360, 740), await t.open(2)];
    await withEvidence("round-end-dobbelsjanse", pages, async () => {
      const [ann, bob, cy] = pages as [Page, Page, Page];
      await t.move(0, { type: "draw" }); // 7H
      await t.move(1, { type: "draw" }); // 7S: fails
      for (const p of [ann, bob])
        await eventually(() => seatOf(p, "Bob").locator(".dj-failed > span").textContent()).toBe(
          "Failed: 7♠ matched 7♥",
        );
      await t.move(2, { type: "score" }); // 1 point
      await t.move(0, { type: "draw" }); // double chance, step 1: 2D
      await t.move(0, { type: "draw" }); // step 2: 3C, scores 3 cards × 2
      for (const p of pages) {
        await eventually(() => p.locator("#round-summary-title").textContent()).toBe("Round 1 is over");
        const rows = await summaryRows(p);
        expect(rows.map((r) => r.slice(1))).toEqual([
          ["Scores 6 with the double chance", "+6", "6"],
          ["Fails: 7♠ matches 7♥", "0", "0"],
          ["Scores 1", "+1", "1"],
        ]);
        expect(await p.locator(".round-summary .rs-next").textContent()).toMatch(
          /^Next: Round 2 begins\. \w+ starts\.$/,
        );
      }
      await screenshots(bob, "dobbelsjanse-round-summary");
      expect(await cy.locator("#log-list .log-summary").textContent()).toContain("Round 1 is over");
    });
  });

  it("Twelves: the game's end shows the pool's winner, and the table speaks without jargon", async () => {
    const t = await table("twelves", ["Ann", "Bob", "Cy"], {
      fixture: { rolls: [7, 7, 3, 9, 12, 1, 5, 5, 6, 6, 4, 4] },
    });
    const pages = [await t.open(0, 360, 740), await t.open(1), await t.open(2)];
    await withEvidence("round-end-twelves", pages, async () => {
      const [ann, bob] = pages as [Page, Page, Page];
      // Own dice are named by their faces, never "Die 0"; no "DL", no "Position".
      await eventually(() =>
        ann.locator(".seat.mine .d12").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
      ).toEqual(["Your first die: 7", "Your second die: 7"]);
      await t.move(0, { type: "leave" });
      await t.move(1, { type: "leave" }); // Cy is the last one in: game 1 is over.
      for (const p of pages)
        await eventually(() => p.locator("#round-summary-title").textContent()).toBe("Game 1 of 3 is over");
      const rows = await summaryRows(bob);
      expect(rows.map((r) => [r[1], r[2]])).toEqual([
        ["Left the game", "—"],
        ["Left the game", "—"],
        ["Last one in", "took 3"],
      ]);
      expect(await bob.locator(".round-summary .rs-next").textContent()).toMatch(/^Next: Game 2 of 3/);
      await screenshots(bob, "twelves-round-summary");
      await bob.locator('.round-summary button[data-key="summary-close"]').click();
      // The actions stage in words: take Ann through a betting round to the action menu.
      for (const p of pages) {
        const text = (await p.locator("body").innerText()) ?? "";
        expect(text).not.toMatch(/\bDie \d\b|\bPosition \d\b|\bDL \d+\b/);
      }
    });
  });
});

describe("the table around the game", () => {
  it("says Watching, gives spectators no chat box, and shows Reconnecting… while offline", async () => {
    const t = await table("stakes", ["Ann", "Bob", "Cy"], { fixture: { deck: ["2S", "3S", "4S"], rolls: [3, 4] } });
    const watcher = await t.open(null, 360, 740);
    expect(await watcher.locator("#watching").textContent()).toBe("Watching");
    expect(await watcher.locator("#watching").isVisible()).toBe(true);
    expect(await watcher.locator("#chat-text").count()).toBe(0);
    expect(await watcher.getByRole("button", { name: "Send" }).count()).toBe(0);
    const ann = await t.open(0, 360, 740);
    expect(await ann.locator("#watching").count()).toBe(0);
    expect(await ann.locator("#chat-text").isVisible()).toBe(true);
    await eventually(() => ann.locator("#link-state").textContent()).toBe("Live");
    await ann.context().setOffline(true);
    await eventually(() => ann.locator("#link-state").textContent()).toBe("Reconnecting…");
    // A move tried while offline says so; the message goes by itself once the table is back.
    await ann.locator('#moves button[data-key="flip"]').click();
    await eventually(() => ann.locator("#error").textContent()).toMatch(/Could not reach the server/);
    await ann.context().setOffline(false);
    await eventually(() => ann.locator("#link-state").textContent(), 20_000).toBe("Live");
    await eventually(() => ann.locator("#error").isVisible()).toBe(false);
  });
});
