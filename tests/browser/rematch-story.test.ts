// A rematch tells the right story (issue 25). After a Duel resignation the one who
// resigned is asked like anyone else; the one who declines reads that they
// declined (never that a rematch started); the one who asked stays on the finished
// table, reads who declined, and chooses: a bot for that seat or an invite. The
// asker sees every seat's answer by name, and "Start without Cleo" says first
// whether the game then starts at once (Twelves at 2) or a seat must still be
// filled (Dobbelsjanse needs 3).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { lowContrast } from "./contrast";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { focusOf, sheetOf, shot, whollyInView } from "./sheet-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
type Seen = {
  id: string;
  status: string;
  version: number;
  toAct: number[];
  seatsTotal: number;
  legal: { type: string }[];
};

async function open(id: string, token: string, width: number, height: number, scheme: "light" | "dark") {
  const page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(`/g/${id}#seat=${token}`, { waitUntil: "domcontentloaded" });
  return page;
}

/** Plays a table to its end through the API: leave, score or the first legal move. */
async function finish(id: string, tokens: string[]): Promise<void> {
  for (;;) {
    const v = await api<Seen>(`/api/games/${id}`);
    if (v.status === "finished") return;
    const seat = v.toAct[0]!;
    const mine = await api<Seen>(`/api/games/${id}`, undefined, tokens[seat]);
    const move = mine.legal.find((m) => m.type === "leave" || m.type === "score") ?? mine.legal[0];
    await api(`/api/games/${id}/moves`, { version: mine.version, move }, tokens[seat]);
  }
}

const sheetText = async (p: Page) => (await sheetOf(p)).text;
const press = (p: Page, key: string) => p.locator(`dialog#end-sheet [data-key="${key}"]`).click();
const path = (p: Page) => new URL(p.url()).pathname;

describe("the rematch's story", () => {
  it("Duel after a resignation: asked, declined, told; the asker fills the seat with a bot", async () => {
    const g = await seatedTable(api, "stakes", ["Ann", "Bob"], { timePerMove: "1h", fixture: { rolls: [3, 4] } });
    const ann = await open(g.id, g.tokens[0]!, 360, 740, "dark");
    const bob = await open(g.id, g.tokens[1]!, 1280, 800, "light");
    await withEvidence("rematch-duel", [ann, bob], async () => {
      await ann.locator('button[data-key="resign"]').click();
      await ann.locator('button[data-key="resign-yes"]').click();
      await eventually(() => sheetText(bob)).toContain("Bob wins by resignation");
      await press(bob, "end-rematch");
      await eventually(() => sheetText(bob)).toContain("You offered a rematch. Waiting for Ann.");
      expect(await sheetText(bob)).toContain("Ann hasn't answered yet");
      expect(await sheetText(bob)).toContain(
        "Stakes Duel needs 2 players: 1 seat stays open at the new table, to be filled by an invite or a bot before it starts.",
      );

      // Ann resigned, and is asked all the same: the question comes up on her screen, in view, with focus.
      await eventually(() => sheetText(ann)).toContain("Bob offers a rematch. Play again at a new table?");
      expect((await sheetOf(ann)).inView).toBe(true);
      expect(await whollyInView(ann, 'dialog#end-sheet [data-key="rematch-decline"]')).toBe(true);
      expect((await focusOf(ann)).inSheet).toBe(true);
      await shot(ann, "rematch-duel-asked-360-dark");
      await press(ann, "rematch-decline");
      await eventually(() => sheetText(ann)).toContain("You declined Bob's rematch.");
      expect(await sheetText(ann)).not.toMatch(/has started|started without you/);
      expect(path(ann)).toBe(`/g/${g.id}`);
      await shot(ann, "rematch-duel-declined-360-dark");

      // Bob is told, and stays on the finished table with his choices.
      await eventually(() => sheetText(bob)).toContain("Ann declined. Your new table is ready, with one seat open.");
      expect(path(bob)).toBe(`/g/${g.id}`);
      expect(await sheetText(bob)).toContain("Play that seat with a bot:");
      expect(await bob.locator("dialog#end-sheet .copy-rematch-invite input").inputValue()).toMatch(
        /\/g\/[A-Za-z0-9_-]{14}\/join#invite=/,
      );
      expect((await sheetOf(bob)).inView).toBe(true);
      expect(await lowContrast(bob)).toEqual([]);
      await shot(bob, "rematch-duel-told-1280-light");
      await press(bob, "rematch-bot-easy");
      await eventually(() => path(bob)).not.toBe(`/g/${g.id}`);
      const next = await api<Seen & { seats: { name: string; bot?: string }[] }>(
        `/api/games/${path(bob).split("/")[2]}`,
      );
      expect(next.status).toBe("playing");
      expect(next.seats[0]!.name).toBe("Bob");
      expect(next.seats[1]!.bot).toBe("easy");
    });
  });

  it("Twelves at 3: each answer by name; Start without Cleo starts the game at once with two", async () => {
    const g = await seatedTable(api, "twelves", ["Ann", "Bob", "Cleo"], { games: 1 });
    await finish(g.id, g.tokens);
    const ann = await open(g.id, g.tokens[0]!, 360, 740, "light");
    const bob = await open(g.id, g.tokens[1]!, 1280, 800, "dark");
    const cleo = await open(g.id, g.tokens[2]!, 360, 740, "dark");
    await withEvidence("rematch-twelves", [ann, bob, cleo], async () => {
      await eventually(async () => (await sheetOf(ann)).open).toBe(true);
      await press(ann, "end-rematch");
      await eventually(() => sheetText(bob)).toContain("Ann offers a rematch.");
      await press(bob, "rematch-accept");
      await eventually(() => sheetText(ann)).toContain("Bob accepted");
      expect(await sheetText(ann)).toContain("Cleo hasn't answered yet");
      expect(await sheetText(ann)).toContain(
        "Twelves can be played by 2: the new game starts at once, with you and Bob.",
      );
      expect(await whollyInView(ann, 'dialog#end-sheet [data-key="rematch-start"]')).toBe(true);
      expect(await ann.locator('dialog#end-sheet [data-key="rematch-start"]').textContent()).toBe("Start without Cleo");
      await eventually(() => sheetText(cleo)).toContain("Ann offers a rematch. Play again at a new table?");
      expect(await sheetText(cleo)).toContain("Bob accepted");
      await shot(ann, "rematch-twelves-answers-360-light");
      await shot(cleo, "rematch-twelves-asked-360-dark");

      await press(ann, "rematch-start");
      for (const p of [ann, bob]) await eventually(() => path(p)).not.toBe(`/g/${g.id}`);
      expect(path(bob)).toBe(path(ann));
      const next = await api<Seen>(`/api/games/${path(ann).split("/")[2]}`);
      expect(next.status).toBe("playing");
      expect(next.seatsTotal).toBe(2);
      await eventually(() => sheetText(cleo)).toContain("The rematch started without you.");
      expect(path(cleo)).toBe(`/g/${g.id}`);
    });
  });

  it("Dobbelsjanse at 3: says a seat must still be filled; who did not press Start stays, told", async () => {
    const g = await seatedTable(api, "dobbelsjanse", ["Ann", "Bob", "Cleo"]);
    await finish(g.id, g.tokens);
    const ann = await open(g.id, g.tokens[0]!, 1280, 800, "light");
    const bob = await open(g.id, g.tokens[1]!, 360, 740, "light");
    await withEvidence("rematch-dobbelsjanse", [ann, bob], async () => {
      await eventually(async () => (await sheetOf(ann)).open).toBe(true);
      await press(ann, "end-rematch");
      await eventually(() => sheetText(bob)).toContain("Ann offers a rematch.");
      await press(bob, "rematch-accept");
      await eventually(() => sheetText(ann)).toContain(
        "Dobbelsjanse needs 3 players: 1 seat stays open at the new table, to be filled by an invite or a bot before it starts.",
      );
      await press(ann, "rematch-start");
      // Ann asked for it: she goes to the new table, which waits for a third player.
      await eventually(() => path(ann)).not.toBe(`/g/${g.id}`);
      await eventually(() => ann.locator("#waiting-title").textContent()).toBe("2 of 3 seats taken");
      // Bob did not: he stays, and reads why the new table waits and what he can do.
      await eventually(() => sheetText(bob)).toContain(
        "Ann offered the rematch. Cleo didn't answer. Your new table is ready, with one seat open.",
      );
      expect(path(bob)).toBe(`/g/${g.id}`);
      expect((await sheetOf(bob)).inView).toBe(true);
      await shot(bob, "rematch-dobbelsjanse-told-360-light");
    });
  });

  it("Twelves at 4, one declines: every answer named; a bot fills the seat, and everyone who accepted follows live", async () => {
    const g = await seatedTable(api, "twelves", ["Ann", "Bob", "Cy", "Dee"], { games: 1 });
    await finish(g.id, g.tokens);
    const ann = await open(g.id, g.tokens[0]!, 1280, 800, "light");
    const bob = await open(g.id, g.tokens[1]!, 360, 740, "dark");
    const cy = await open(g.id, g.tokens[2]!, 1280, 800, "dark");
    await withEvidence("rematch-follow", [ann, bob, cy], async () => {
      await eventually(async () => (await sheetOf(ann)).open).toBe(true);
      await press(ann, "end-rematch");
      for (const p of [bob, cy]) {
        await eventually(() => sheetText(p)).toContain("Ann offers a rematch.");
        await press(p, "rematch-accept");
        await eventually(() => sheetText(p)).toContain("You accepted Ann's rematch.");
      }
      const declined = await fetch(`${shared.svc.base}/api/games/${g.id}/rematch/decline`, {
        method: "POST",
        headers: { authorization: `Bearer ${g.tokens[3]}` },
      });
      expect(declined.status).toBe(200);
      // The host reads every answer, not only the one that declined.
      await eventually(() => sheetText(ann)).toContain(
        "Bob and Cy accepted. Dee declined. Your new table is ready, with one seat open.",
      );
      await eventually(() => sheetText(bob)).toContain(
        "Ann offered the rematch. Cy accepted. Dee declined. Your new table is ready, with one seat open.",
      );
      await eventually(() => sheetText(cy)).toContain("Play that seat with a bot:");
      await shot(ann, "rematch-follow-told-1280-light");
      await shot(bob, "rematch-follow-told-360-dark");

      // Ann fills the seat: the game starts, and Bob and Cy, who pressed nothing, are taken along.
      await press(ann, "rematch-bot-easy");
      await eventually(() => path(ann)).not.toBe(`/g/${g.id}`);
      for (const p of [bob, cy]) await eventually(() => path(p)).toBe(path(ann));
      const next = await api<Seen & { seats: { name: string; bot?: string }[] }>(
        `/api/games/${path(ann).split("/")[2]}`,
      );
      expect(next.status).toBe("playing");
      expect(next.seats.map((s) => s.bot ?? s.name)).toEqual(["Ann", "Bob", "Cy", "easy"]);
      // At his seat there, not watching it.
      await eventually(() => bob.locator("#link-state").textContent()).toBe("Live");
      await eventually(() => bob.locator("#stage").textContent()).toContain("Bob");
      expect(await bob.getByText("Watching", { exact: true }).count()).toBe(0);
      // And his phone's Your tables has the new table in play (it said "No table in play right now").
      const home = await bob.context().newPage();
      await home.goto("/");
      const row = home.locator(".your-tables .table-row", { has: home.locator(`a[href="${path(ann)}"]`) });
      await eventually(() => row.count()).toBe(1);
      expect(await row.innerText()).toMatch(/^Twelves\s+with Ann, Cy and Bot/);
      expect(await home.getByText("No table in play right now").count()).toBe(0);
      await home.close();
    });
  });

  it("an answer whose reply comes late does not undo a later answer the live link brought", async () => {
    const g = await seatedTable(api, "twelves", ["Ann", "Bob", "Cy"], { games: 1 });
    await finish(g.id, g.tokens);
    const ann = await open(g.id, g.tokens[0]!, 1280, 800, "light");
    const bob = await open(g.id, g.tokens[1]!, 360, 740, "dark");
    await withEvidence("rematch-late-reply", [ann, bob], async () => {
      await eventually(async () => (await sheetOf(ann)).open).toBe(true);
      await press(ann, "end-rematch");
      await eventually(() => sheetText(bob)).toContain("Ann offers a rematch.");
      // Bob's accept reaches the table, but its reply is held back on the way to his page...
      let release: () => void = () => undefined;
      const held = new Promise<void>((ok) => {
        release = ok;
      });
      await bob.route(`**/api/games/${g.id}/rematch`, async (route) => {
        const reply = await route.fetch();
        await held;
        await route.fulfill({ response: reply });
      });
      const replied = bob.waitForResponse(`**/api/games/${g.id}/rematch`);
      await press(bob, "rematch-accept");
      await eventually(() => sheetText(ann)).toContain("Bob accepted");
      // ...while Cy declines, which the live link brings first: the new table is ready.
      const declined = await fetch(`${shared.svc.base}/api/games/${g.id}/rematch/decline`, {
        method: "POST",
        headers: { authorization: `Bearer ${g.tokens[2]}` },
      });
      expect(declined.status).toBe(200);
      await eventually(() => sheetText(bob)).toContain("Cy declined. Your new table is ready");
      release();
      await replied;
      // The late reply (Cy not yet answered) changes nothing: Ann fills the seat, and Bob is taken along.
      await press(ann, "rematch-bot-easy");
      await eventually(() => path(ann)).not.toBe(`/g/${g.id}`);
      await eventually(() => path(bob)).toBe(path(ann));
    });
  });
});
