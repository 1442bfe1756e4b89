// axe-core on every page a player, a watcher or an embedding site shows, for each game:
// the play page on your turn and on another's, the watch page, the embed, the finished
// match's replay and practice, at phone and desktop widths. Any serious or critical
// violation fails, named by rule and element, so what a screen reader user meets is checked.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

/** The serious and critical violations on the page as "rule: target" lines. */
async function serious(page: Page, where: string): Promise<string[]> {
  const res = await new AxeBuilder({ page }).analyze();
  return res.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${where} ${v.id}: ${n.target.join(" ")}`));
}

async function open(url: string, width: number, ready: string): Promise<Page> {
  const page = await (await person(shared.browser, shared.svc.base, width, 800)).newPage();
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  return page;
}

type Seen = { version: number; toAct: number[]; status: string; legal: { type: string }[] };

/** Plays whoever is to act (first legal move, leaving a Twelves game last) until the match is over. */
async function playOut(id: string, tokens: string[]): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const v = await api<Seen>(`/api/games/${id}`);
    if (v.status === "finished") return;
    const seat = v.toAct[0]!;
    const mine = await api<Seen>(`/api/games/${id}`, undefined, tokens[seat]);
    const move = mine.legal.find((m) => m.type !== "leave") ?? mine.legal[0];
    await api(`/api/games/${id}/moves`, { version: mine.version, move }, tokens[seat]);
  }
  throw new Error("the match did not end");
}

const GAMES: [string, unknown][] = [
  ["stakes", {}],
  ["dobbelsjanse", {}],
  ["twelves", { games: 1 }],
];

describe("axe finds nothing serious", () => {
  for (const [game, options] of GAMES)
    it(`on ${game}'s play, watch, embed and match pages at 360 and 1280 px`, async () => {
      const t = await seatedTable(api, game, ["Ann", "Bob", "Cy"], options);
      const found: string[] = [];
      const check = async (url: string, ready: string, what: string) => {
        for (const w of [360, 1280]) {
          const page = await open(url, w, ready);
          found.push(...(await serious(page, `${what} ${w}px`)));
          await page.context().close();
        }
      };
      const v = await api<Seen>(`/api/games/${t.id}`);
      const turn = v.toAct[0]!;
      const other = (turn + 1) % 3;
      await check(`/g/${t.id}#seat=${t.tokens[turn]}`, "#moves button", "play (your turn)");
      await check(`/g/${t.id}#seat=${t.tokens[other]}`, "#stage .seat", "play (another's turn)");
      await check(`/g/${t.id}/watch`, "#stage .seat", "watch");
      await check(`/embed/${t.id}`, ".seat", "embed");
      await playOut(t.id, t.tokens);
      // The finished table shows the last round's end (Twelves: the showdown's dice).
      await check(`/g/${t.id}#seat=${t.tokens[0]}`, "#standings-title", "play (finished)");
      await check(`/g/${t.id}/watch`, "#standings-title", "watch (finished)");
      await check(`/embed/${t.id}`, ".seat", "embed (finished)");
      await check(`/m/${t.id}`, ".replay", "match");
      expect(found, found.join("\n")).toEqual([]);
    });

  it("on practice at 360 and 1280 px", async () => {
    const found: string[] = [];
    for (const game of ["stakes", "dobbelsjanse", "twelves"])
      for (const w of [360, 1280]) {
        const page = await open(`/practice/${game}`, w, "#moves button:not([disabled])");
        found.push(...(await serious(page, `practice ${game} ${w}px`)));
        await page.context().close();
      }
    expect(found, found.join("\n")).toEqual([]);
  });
});
