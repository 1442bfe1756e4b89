// axe-core on every page besides a seat's own table (that is ./axe-match.test.ts, at every
// moment of a match): the watch page, the embed and the finished match's replay of each
// game, practice, and the site's pages (home with Your tables, a new table waiting for
// players, the invite's join form, the rules, the match history) in English and light,
// and in Norwegian and dark; each at 360 and 1280 px. Any serious or critical violation
// fails, named by page, width, rule and element.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { seriousAtBothWidths } from "./axe-check";
import { person, useServiceAndBrowser } from "./harness";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

async function open(url: string, ready: string, scheme: "light" | "dark" = "light"): Promise<Page> {
  const page = await (await person(shared.browser, shared.svc.base, 1280, 900, { colorScheme: scheme })).newPage();
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
    it(`on ${game}'s watch, embed and match pages at 360 and 1280 px`, async () => {
      const t = await seatedTable(api, game, ["Ann", "Bob", "Cy"], options);
      const found: string[] = [];
      const check = async (url: string, ready: string, what: string) => {
        const page = await open(url, ready);
        found.push(...(await seriousAtBothWidths(page, what)));
        await page.context().close();
      };
      await check(`/g/${t.id}/watch`, "#stage .seat", "watch");
      await check(`/embed/${t.id}`, ".seat", "embed");
      await playOut(t.id, t.tokens);
      // The finished table shows the last round's end (Twelves: the showdown's dice).
      await check(`/g/${t.id}/watch`, "#standings-title", "watch (finished)");
      await check(`/embed/${t.id}`, ".seat", "embed (finished)");
      await check(`/m/${t.id}`, ".replay", "match");
      expect(found, found.join("\n")).toEqual([]);
    });

  it("on practice at 360 and 1280 px", async () => {
    const found: string[] = [];
    for (const game of ["stakes", "dobbelsjanse", "twelves"]) {
      const page = await open(`/practice/${game}`, "#moves button:not([disabled])");
      found.push(...(await seriousAtBothWidths(page, `practice ${game}`)));
      await page.context().close();
    }
    expect(found, found.join("\n")).toEqual([]);
  });

  for (const [lang, scheme] of [
    ["en", "light"],
    ["nb", "dark"],
  ] as const)
    it(`on the site's pages in ${lang}, ${scheme}, at 360 and 1280 px`, async () => {
      const q = `?lang=${lang}`;
      const found: string[] = [];
      const created = await api<{ id: string; token: string; invite: string }>("/api/games", {
        game: "stakes",
        seats: 3,
        name: "Ann",
      });
      // One browser throughout: a seat held at a table in play makes the home page list it under Your tables.
      const playing = await seatedTable(api, "stakes", ["Ann", "Bob"]);
      const page = await open(`/g/${playing.id}${q}#seat=${playing.tokens[0]}`, "#stage .seat", scheme);
      const visit = async (url: string, ready: string, what: string) => {
        await page.goto(url);
        await page.locator(ready).first().waitFor();
        found.push(...(await seriousAtBothWidths(page, what)));
      };
      await visit(`/g/${created.id}${q}#seat=${created.token}`, ".waiting", "a new table waiting");
      await visit(`/${q}`, ".your-tables .table-row", "home, with Your tables");
      // The invite opened by someone without a seat there (this browser's seat would lead to its own).
      const friend = await open(`/g/${created.id}/join${q}#invite=${created.invite}`, "#join-name", scheme);
      found.push(...(await seriousAtBothWidths(friend, "the invite's join form")));
      await friend.context().close();
      for (const game of ["stakes", "dobbelsjanse", "twelves"])
        await visit(`/rules/${game}${q}`, "main h1", `rules ${game}`);
      await visit(`/history${q}`, "main", "history");
      await visit(`/practice/stakes${q}`, "#moves button:not([disabled])", "practice");
      await page.context().close();
      expect(found, found.join("\n")).toEqual([]);
    });
});
