// Every page type, rendered in Chromium, checked by html-validate: no invalid
// nesting, no duplicate ids or landmarks, labelled fieldsets and landmarks, no
// misused aria-label. The DOM is what a person's browser holds after the
// scripts ran, serialised; rules about how markup is written by hand (quotes,
// boolean attribute style), which serialisation decides, are not the point here.
import type { Page } from "playwright-core";
import { HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
  // Every input says what it is (the standard preset leaves this to "recommended").
  rules: { "no-implicit-input-type": "error" },
});

async function problems(page: Page): Promise<string[]> {
  const html = await page.content();
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.map((m: Message) => `${m.ruleId}: ${m.message} (line ${m.line}: ${m.selector ?? ""})`),
  );
}

interface Game {
  id: string;
  tokens: string[];
}

async function twelves(seats: number, finish: boolean): Promise<Game> {
  const g = await api<{ id: string; token: string; invite: string }>("/api/games", {
    game: "twelves",
    seats,
    name: "Ann",
    options: { games: 1 },
  });
  const tokens = [g.token];
  for (let s = 1; s < seats; s++)
    tokens.push((await api<{ token: string }>(`/api/games/${g.id}/join`, { name: `P${s}`, invite: g.invite })).token);
  while (finish) {
    const v = await api<{ status: string; version: number; toAct: number[] }>(`/api/games/${g.id}`);
    if (v.status === "finished") break;
    await api(`/api/games/${g.id}/moves`, { version: v.version, move: { type: "leave" } }, tokens[v.toAct[0]!]);
  }
  return { id: g.id, tokens };
}

async function table(game: string, seats: number, options?: unknown): Promise<Game> {
  const g = await api<{ id: string; token: string; invite: string }>("/api/games", {
    game,
    seats,
    name: "Ann",
    options,
  });
  const tokens = [g.token];
  for (let s = 1; s < seats; s++)
    tokens.push((await api<{ token: string }>(`/api/games/${g.id}/join`, { name: `P${s}`, invite: g.invite })).token);
  return { id: g.id, tokens };
}

describe("every page type is valid HTML", () => {
  it("home, history, rules, 404, waiting, join, seated, watch, embed, match", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    const found: Record<string, string[]> = {};
    const check = async (name: string, path: string, ready: string) => {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      const p = await problems(page);
      if (p.length > 0) found[name] = p;
    };
    const waiting = await api<{ id: string; token: string; invite: string }>("/api/games", {
      game: "stakes",
      seats: 3,
      name: "Ann",
    });
    const stakes = await table("stakes", 3);
    const dobbel = await table("dobbelsjanse", 3);
    // A Queen drawn to the middle fills a face-card slot (its card drawn inside the slot).
    const queen = await table("dobbelsjanse", 3, { fixture: { deck: ["QH", "7S", "2D", "3C", "5H"] } });
    const qv = await api<{ version: number; toAct: number[] }>(`/api/games/${queen.id}`);
    await api(
      `/api/games/${queen.id}/moves`,
      { version: qv.version, move: { type: "draw" } },
      queen.tokens[qv.toAct[0]!],
    );
    const live = await twelves(2, false);
    const done = await twelves(2, true);
    const stakesDone = await table("stakes", 3);
    await playStakesOut(api, stakesDone.id, stakesDone.tokens);
    for (const id of [done.id, stakesDone.id])
      await eventually(async () => (await fetch(`${shared.svc.base}/api/matches/${id}`)).status, 20_000).toBe(200);

    await check("home", "/", "#create");
    await check("history", "/history", "main");
    for (const g of ["stakes", "dobbelsjanse", "twelves"]) await check(`rules ${g}`, `/rules/${g}`, "section.how");
    await check("404", "/nowhere", "h1");
    await check("waiting", `/g/${waiting.id}#seat=${waiting.token}`, ".copy-invite");
    await page.evaluate(() => localStorage.clear());
    await check("join", `/g/${waiting.id}/join#invite=${waiting.invite}`, ".join");
    // Each table seen by the seat to act, so its move buttons (and hand cards) are on the page.
    const acting = async (g: Game) => g.tokens[(await api<{ toAct: number[] }>(`/api/games/${g.id}`)).toAct[0]!];
    await check("seated stakes", `/g/${stakes.id}#seat=${await acting(stakes)}`, "#moves button");
    await check("seated dobbelsjanse", `/g/${dobbel.id}#seat=${await acting(dobbel)}`, "#moves button");
    await check("dobbelsjanse face slot", `/g/${queen.id}#seat=${await acting(queen)}`, ".face-slots .on-table .card");
    await check("seated twelves", `/g/${live.id}#seat=${await acting(live)}`, "#moves button");
    await check("watch", `/g/${stakes.id}/watch`, ".seat");
    await check("finished", `/g/${done.id}#seat=${done.tokens[0]}`, ".standings");
    await check("embed live", `/embed/${live.id}`, "#stage *");
    await check("embed finished", `/embed/${done.id}`, "#stage *");
    await check("embed finished stakes", `/embed/${stakesDone.id}`, "#stage *");
    await check("match", `/m/${done.id}`, "main h1, main h2");
    await check("match stakes", `/m/${stakesDone.id}`, "main h1, main h2");
    expect(found).toEqual({});
  });

  it("the embed page is valid as served: its language links stay hidden until the table is drawn", async () => {
    const live = await twelves(2, false);
    // As the server sends it, before any script: a block inside a <p> would be closed early by the parser.
    const source = await (await fetch(`${shared.svc.base}/embed/${live.id}`)).text();
    const report = await validator.validateString(source);
    const nesting = report.results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === "element-permitted-content").map((m) => m.message),
    );
    expect(nesting).toEqual([]);
    // While the table's view is held back, the page says it is loading and shows no language links.
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(`**/api/games/${live.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/embed/${live.id}`);
    await page.getByText("Loading").first().waitFor();
    expect(await page.getByRole("link", { name: "Norsk" }).isVisible()).toBe(false);
    release();
    await page.locator("#stage *").first().waitFor();
    await page.getByRole("link", { name: "Norsk" }).waitFor();
  });

  it("the embed page links its icon and describes itself", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    const missing: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    const live = await twelves(2, false);
    await page.goto(`/embed/${live.id}`);
    await page.locator("#stage *").first().waitFor();
    expect(await page.getAttribute('link[rel="icon"]', "href")).toBe("/assets/favicon.svg");
    expect(await page.getAttribute('meta[name="description"]', "content")).toMatch(/\w{3,}/);
    expect(missing).toEqual([]);
  });
});
