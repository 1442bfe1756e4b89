// The pages must stay light on a slow phone. Counted honestly: every script and
// stylesheet the page actually loads in Chromium (its own files, their chunks,
// the one game's renderer, engine and stylesheet), each gzipped at level 9 from
// the built file. The play page at most 25 KB; the embed and the replay (match)
// page at most 30 KB, each measured for every game.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut } from "./api-client";
import { person, ROOT, useServiceAndBrowser } from "./harness";

const KB = 1024;
const shared = useServiceAndBrowser();
const api = apiOf(shared);

type Seen = { status: string; version: number; toAct: number[]; legal: { type: string }[] };

async function finishedTable(game: string, seats: number): Promise<{ id: string; token: string }> {
  const names = ["Ann", "Bob", "Cy"].slice(0, seats);
  const created = await api<{ id: string; token: string; invite: string }>("/api/games", {
    game,
    seats,
    name: names[0],
  });
  const tokens = [created.token];
  for (const n of names.slice(1))
    tokens.push(
      (await api<{ token: string }>(`/api/games/${created.id}/join`, { name: n, invite: created.invite })).token,
    );
  if (game === "stakes") await playStakesOut(api, created.id, tokens);
  else
    for (;;) {
      const v = await api<Seen>(`/api/games/${created.id}`);
      if (v.status === "finished") break;
      const seat = v.toAct[0]!;
      const mine = await api<Seen>(`/api/games/${created.id}`, undefined, tokens[seat]);
      const move =
        mine.legal.find((m) => m.type === "leave") ?? mine.legal.find((m) => m.type === "score") ?? mine.legal[0];
      await api(`/api/games/${created.id}/moves`, { version: mine.version, move }, tokens[seat]);
    }
  return { id: created.id, token: created.token };
}

/** Opens `path` and sums the gzipped size of every /assets/*.js and *.css it loaded. */
async function weigh(path: string, ready: string): Promise<{ kb: number; files: string[] }> {
  const page: Page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
  const files = new Set<string>();
  page.on("response", (r) => {
    const p = new URL(r.url()).pathname;
    if (/^\/assets\/.+\.(js|css)$/.test(p)) files.add(p);
  });
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.context().close();
  const bytes = [...files].reduce(
    (n, f) => n + gzipSync(readFileSync(join(ROOT, "web/dist", f)), { level: 9 }).length,
    0,
  );
  return { kb: bytes / KB, files: [...files].sort() };
}

describe("page weight, all JS and CSS each page loads, gzipped", () => {
  for (const [game, seats] of [
    ["stakes", 3],
    ["dobbelsjanse", 3],
    ["twelves", 2],
  ] as const) {
    it(`${game} for ${seats}: play page ≤ 25 KB, embed and replay ≤ 30 KB, loading only this game's code`, async () => {
      const live = await api<{ id: string; token: string; invite: string }>("/api/games", { game, seats, name: "Ann" });
      const others = ["stakes", "dobbelsjanse", "twelves"].filter((g) => g !== game);
      // A table still filling up shows no game code yet; a full one does. Fill it.
      for (const n of ["Bob", "Cy"].slice(0, seats - 1))
        await api(`/api/games/${live.id}/join`, { name: n, invite: live.invite });
      const play = await weigh(`/g/${live.id}#seat=${live.token}`, "#stage .seat");
      expect(play.files).toContain(`/assets/games/${game}.css`);
      for (const g of others) expect(play.files).not.toContain(`/assets/games/${g}.css`);
      console.log(`${game}/${seats} play ${play.kb.toFixed(1)} KB: ${play.files.join(" ")}`);
      expect(play.kb).toBeLessThanOrEqual(25);
      // In Norwegian too: each language has its own bundles (web/src/build/lang-build.ts).
      const playNb = await weigh(`/g/${live.id}?lang=nb#seat=${live.token}`, "#stage .seat");
      expect(playNb.files.some((f) => f.startsWith("/assets/nb/"))).toBe(true);
      console.log(`${game}/${seats} play in nb ${playNb.kb.toFixed(1)} KB`);
      expect(playNb.kb).toBeLessThanOrEqual(25);

      const done = await finishedTable(game, seats);
      const embed = await weigh(`/embed/${done.id}`, ".replay-table .center");
      expect(embed.kb).toBeLessThanOrEqual(30);
      const match = await weigh(`/m/${done.id}`, ".replay-table .center");
      console.log(
        `${game}/${seats} embed ${embed.kb.toFixed(1)} KB, match ${match.kb.toFixed(1)} KB: ${match.files.join(" ")}`,
      );
      expect(match.kb).toBeLessThanOrEqual(30);
      // The replay in Norwegian carries the engine's Norwegian lines instead of the English ones.
      const matchNb = await weigh(`/m/${done.id}?lang=nb`, ".replay-table .center");
      expect(matchNb.files.some((f) => f.startsWith("/assets/nb/"))).toBe(true);
      console.log(`${game}/${seats} match in nb ${matchNb.kb.toFixed(1)} KB`);
      expect(matchNb.kb).toBeLessThanOrEqual(30);
    });
  }
});

describe("the practice page, all JS and CSS it loads, gzipped", () => {
  // The page, its worker and the game's engine and strong bot in the worker's chunks, the game's
  // renderer and stylesheet, and extras.css (the round summary's styles, loaded at the first round's end).
  for (const game of ["stakes", "duel", "dobbelsjanse", "twelves"]) {
    it(`/practice/${game}?bot=strong ≤ 45 KB, the strong bot included`, async () => {
      const ctx = await person(shared.browser, shared.svc.base, 360, 740);
      const files = new Set<string>(["/assets/extras.css"]);
      // The worker's scripts are its own requests, not the page's: the context sees both. The service
      // worker's are not the page's: once the page has loaded it keeps every offline page's files.
      ctx.on("response", (r) => {
        if (r.request().serviceWorker()) return;
        const p = new URL(r.url()).pathname;
        if (/^\/assets\/.+\.(js|css)$/.test(p)) files.add(p);
      });
      const page = await ctx.newPage();
      await page.goto(`/practice/${game}?bot=strong`);
      await page.locator("#stage .seat").first().waitFor();
      await expect.poll(() => page.evaluate(() => document.body.dataset.botsRun)).toBe("worker");
      await page.waitForLoadState("networkidle");
      await ctx.close();
      const list = [...files].sort();
      expect(list.some((f) => f.includes("practice-worker-"))).toBe(true);
      const kb =
        list.reduce((n, f) => n + gzipSync(readFileSync(join(ROOT, "web/dist", f)), { level: 9 }).length, 0) / KB;
      console.log(`practice ${game} ${kb.toFixed(1)} KB: ${list.join(" ")}`);
      expect(kb).toBeLessThanOrEqual(45);
    });
  }
});

describe("the club and home pages, all JS and CSS they load, gzipped", () => {
  it("/c/:id ≤ 25 KB like play, in English and Norwegian", async () => {
    const club = await api<{ id: string; member: { token: string } }>("/api/clubs", {
      name: "Weighed",
      member: { name: "Ann" },
    });
    for (const lang of ["en", "nb"]) {
      const seen = await weigh(`/c/${club.id}?lang=${lang}#member=${club.member.token}`, "#club-name");
      console.log(`club in ${lang} ${seen.kb.toFixed(1)} KB: ${seen.files.join(" ")}`);
      expect(seen.kb).toBeLessThanOrEqual(25);
    }
  });

  it("the home page, which carries Start a club and Your clubs, stays ≤ 25 KB too", async () => {
    const home = await weigh("/", "#create-club");
    console.log(`home ${home.kb.toFixed(1)} KB: ${home.files.join(" ")}`);
    expect(home.kb).toBeLessThanOrEqual(25);
  });
});
