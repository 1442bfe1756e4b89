// axe-core at every moment of a whole match, for each game, as one seat (Ann) lives it:
// her turn, another's, the full log open, How to play open, a move refused (the error
// shown), a bust, a pause offered, a seat away, a round's summary, the match's end and
// the rematch panel; each at 360 and 1280 px. The Duel is played in Norwegian and
// Dobbelsjanse in dark, so each language and theme is met at every moment once. Any
// serious or critical violation fails, named by moment, width, rule and element.
// (The watch, embed, replay and practice pages: ./axe-pages.test.ts.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable, type SeatedTable } from "./api-client";
import { seriousAtBothWidths } from "./axe-check";
import { person, useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

type Seen = {
  version: number;
  toAct: number[];
  status: string;
  legal: { type: string }[];
  log: { text: string }[];
};

interface Match {
  title: string;
  game: string;
  names: string[];
  options: unknown;
  lang?: "nb";
  dark?: boolean;
  /** Moves (seat, type) played first: the last of them, Ann's, busts. */
  bust?: [number, string][];
  pause?: boolean;
  away?: boolean;
}

// Target 17 (3 + 4 + 10): Ann 10, Bob 9, Cy 5, then Ann's 8 of clubs busts her at 18.
const BUST_DECK = { deck: ["10H", "9S", "5D", "8C"], rolls: [3, 4] };
const MATCHES: Match[] = [
  {
    title: "Stakes for three, with a clock: a bust, a pause offered",
    game: "stakes",
    names: ["Ann", "Bob", "Cy"],
    options: { timePerMove: "1d", fixture: BUST_DECK },
    bust: [
      [0, "flip"],
      [1, "flip"],
      [2, "flip"],
      [0, "flip"],
    ],
    pause: true,
  },
  { title: "Stakes Duel, in Norwegian", game: "stakes", names: ["Ann", "Bob"], options: {}, lang: "nb" },
  {
    title: "Dobbelsjanse, dark, a seat away",
    game: "dobbelsjanse",
    names: ["Ann", "Bob", "Cy"],
    options: {},
    dark: true,
    away: true,
  },
  { title: "Twelves, two games", game: "twelves", names: ["Ann", "Bob", "Cy"], options: { games: 2 } },
];

/** The quickest way through: leave, score or bank when allowed, else flip, else the first legal move. */
function quick(legal: { type: string }[]): { type: string } {
  const has = (t: string) => legal.find((m) => m.type === t);
  return has("leave") ?? has("score") ?? has("bank") ?? has("flip") ?? legal[0]!;
}

/**
 * Plays one move for `as` (else the first seat to act; Twelves seats may act at once), `type` if
 * given and legal; returns the log lines it added.
 */
async function step(t: SeatedTable, type?: string, as?: number): Promise<string[]> {
  const v = await api<Seen>(`/api/games/${t.id}`);
  const seat = as ?? v.toAct[0]!;
  const mine = await api<Seen>(`/api/games/${t.id}`, undefined, t.tokens[seat]);
  // "stay": anything but leaving (Ann stays in, so the match goes on past her move).
  const move =
    (type === "stay" && mine.legal.find((m) => m.type !== "leave")) ||
    (type && mine.legal.find((m) => m.type === type)) ||
    quick(mine.legal);
  const after = await api<Seen>(`/api/games/${t.id}/moves`, { version: mine.version, move }, t.tokens[seat]);
  return after.log.slice(v.log.length).map((l) => l.text);
}

const status = async (t: SeatedTable) => (await api<Seen>(`/api/games/${t.id}`)).status;
const annToAct = async (t: SeatedTable) => (await api<Seen>(`/api/games/${t.id}`)).toAct.includes(0);

describe("axe at every moment of a match", () => {
  for (const m of MATCHES)
    it(m.title, async () => {
      const t = await seatedTable(api, m.game, m.names, m.options);
      for (const [seat, type] of m.bust?.slice(0, -1) ?? []) {
        expect((await api<Seen>(`/api/games/${t.id}`)).toAct).toContain(seat);
        await step(t, type);
      }
      const ctx = await person(shared.browser, shared.svc.base, 1280, 900, {
        colorScheme: m.dark ? "dark" : "light",
      });
      const ann: Page = await ctx.newPage();
      await ann.goto(`/g/${t.id}${m.lang ? "?lang=nb" : ""}#seat=${t.tokens[0]}`);
      await ann.locator("#stage .seat").first().waitFor();
      const found: string[] = [];
      const moments: string[] = [];
      const check = async (moment: string) => {
        moments.push(moment);
        found.push(...(await seriousAtBothWidths(ann, moment)));
      };

      // Nobody leaves before Ann has played: a Twelves game left by all but her would end unseen.
      while (!(await annToAct(t))) await step(t, "stay");
      await ann.locator("#moves .your-turn").waitFor();
      await check("your turn");

      await ann.locator("#log-open").click();
      await ann.locator("#log-dialog[open]").waitFor();
      await check("the full log open");
      await ann.keyboard.press("Escape");
      await ann.locator("#how-open").click();
      await ann.locator("#how-dialog[open] #how-title").waitFor();
      await check("How to play open");
      await ann.keyboard.press("Escape");
      await ann
        .locator("#how-dialog[open]")
        .waitFor({ state: "detached" })
        .catch(() => undefined);

      // A move refused (the table moved on meanwhile, as another tab of hers might have made it).
      await ann.route(`**/api/games/${t.id}/moves`, (r) =>
        r.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "game/stale_version", message: "stale" } }),
        }),
      );
      await ann.locator("#moves button:not([disabled])").first().click();
      await ann.locator("#moves .move-error").waitFor();
      await check("a move refused");
      await ann.unroute(`**/api/games/${t.id}/moves`);

      if (m.bust) {
        await step(t, m.bust.at(-1)![1], 0);
        await ann.locator(".bust-note").first().waitFor();
        await check("a bust");
      }
      // Ann plays on until the turn passes (a peek, for one, is hers again at once).
      while ((await status(t)) === "playing" && (await annToAct(t))) await step(t, "stay", 0);
      if ((await status(t)) === "playing") {
        await ann.locator("#moves .waiting-for").waitFor();
        await check("another's turn");
      }

      if (m.pause) {
        const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
        await api(`/api/games/${t.id}/pause`, { until }, t.tokens[1]);
        await eventually(() => ann.locator(".pause-line").textContent()).toMatch(/Bob asks for a pause/);
        await check("a pause offered");
        await fetch(`${shared.svc.base}/api/games/${t.id}/pause`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${t.tokens[1]}` },
        });
      }

      // On to the first round's end (a game's, in Twelves): its summary comes up by itself.
      let roundEnded = false;
      while (!roundEnded && (await status(t)) === "playing")
        roundEnded = (await step(t)).some((l) => /^Round \d+ ends|^Round \d+ begins|^Game \d+ of \d+/.test(l));
      if ((await status(t)) === "playing") {
        await ann.locator("#round-summary-title").waitFor();
        await check("a round's summary");
      }
      // A seat away (after the summary: a resigned seat's moves are played at once, so a round it
      // began would have moved on before the summary could come up).
      if (m.away && (await status(t)) === "playing") {
        await api(`/api/games/${t.id}/resign`, {}, t.tokens[2]);
        await ann.locator("section.absent-seats").waitFor();
        await check("a seat away");
      }

      while ((await status(t)) === "playing") await step(t);
      await ann.locator("#standings-title").waitFor();
      await check("the match's end");
      await ann.locator('dialog#end-sheet [data-key="end-rematch"]').click();
      await ann
        .locator("dialog#end-sheet .rematch")
        .filter({ hasText: m.lang ? /Bob/ : /Waiting for/ })
        .waitFor();
      await check("the rematch panel");

      await ctx.close();
      expect(found, found.join("\n")).toEqual([]);
      // Every moment was met (none skipped because the match went another way).
      expect(moments).toEqual(
        [
          "your turn",
          "the full log open",
          "How to play open",
          "a move refused",
          m.bust ? "a bust" : null,
          "another's turn",
          m.pause ? "a pause offered" : null,
          "a round's summary",
          m.away ? "a seat away" : null,
          "the match's end",
          "the rematch panel",
        ].filter(Boolean),
      );
    });
});
