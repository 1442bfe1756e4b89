// The sheets and panels around the table, and the replay and embed pages, in
// Norwegian (issue 27): with ?lang=nb a finished table's result sheet, the
// rematch offer, the pause panel, the chat box, the match replay page and the
// embed of a live table read in Bokmål, and the English pages read as before.
// Screenshots (SHOTS=1) at 360 px show the longer words fit.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { keepShot, person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { sheetOf } from "./sheet-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

async function open(path: string, width = 360, height = 740): Promise<Page> {
  const page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
  await page.goto(path, { waitUntil: "commit" });
  return page;
}

const sheetText = async (p: Page) => (await sheetOf(p)).text;
const text = (p: Page, selector: string) => p.locator(selector).first().innerText();

/** Nothing wider than the screen: no word of a longer language runs off the side. */
async function fits(page: Page): Promise<void> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(wide).toBeLessThanOrEqual(1);
}

describe("sheets and panels in Norwegian", () => {
  it("a finished table's result sheet and the rematch offer, the replay page, and the same in English", async () => {
    const g = await seatedTable(api, "twelves", ["Ann", "Bob"], { games: 1 });
    const v = await api<{ toAct: number[] }>(`/api/games/${g.id}`);
    const mover = v.toAct[0]!;
    const names = ["Ann", "Bob"];
    const me = await open(`/g/${g.id}?lang=nb#seat=${g.tokens[mover]}`);
    const other = await open(`/g/${g.id}?lang=nb#seat=${g.tokens[1 - mover]}`);
    const english = await open(`/g/${g.id}#seat=${g.tokens[mover]}`);
    await withEvidence("language-sheets-end", [me, other, english], async () => {
      await me.locator('#moves button[data-key="leave"]').click();
      // Leaving the only game at two ends the match: the other player wins.
      const winner = names[1 - mover]!;
      for (const p of [me, other])
        await eventually(() => sheetText(p)).toMatch(new RegExp(`^Spillet er over – ${winner} vinner med `));
      const seen = await sheetText(me);
      for (const words of ["Foreslå omkamp", "Spill av kampen", "Nytt bord", "Tilbake til bordet", "(deg)", "★ vinner"])
        expect(seen).toContain(words);
      expect(seen).not.toMatch(/Game over|Rematch|Replay the match|Back to the table/);
      await fits(me);
      await keepShot(me, "language-sheets-end-nb-360.png");

      // The rematch offer, as the other player reads it.
      await me.locator('dialog#end-sheet [data-key="end-rematch"]').click();
      await eventually(() => sheetText(me)).toContain(`Du foreslo omkamp. Venter på ${winner}.`);
      await eventually(() => sheetText(other)).toContain(
        `${names[mover]} foreslår omkamp. Spille igjen ved et nytt bord?`,
      );
      expect(await other.locator('dialog#end-sheet [data-key="rematch-accept"]').innerText()).toBe("Godta");
      expect(await other.locator('dialog#end-sheet [data-key="rematch-decline"]').innerText()).toBe("Avslå");
      await fits(other);
      await keepShot(other, "language-sheets-rematch-nb-360.png");
      await other.locator('dialog#end-sheet [data-key="rematch-decline"]').click();
      await eventually(() => sheetText(other)).toContain(`Du sa nei til omkampen ${names[mover]} foreslo.`);

      // The English page as before.
      await eventually(() => sheetText(english)).toMatch(new RegExp(`^Game over — ${winner} wins with `));
      expect(await sheetText(english)).toContain("Replay the match");
      expect(await sheetText(english)).toContain("Back to the table");
    });

    // The match replay page.
    const replay = await open(`/m/${g.id}?lang=nb`);
    const replayEn = await open(`/m/${g.id}`);
    await withEvidence("language-sheets-replay", [replay, replayEn], async () => {
      await replay.locator(".replay").waitFor();
      expect(await text(replay, "#title")).toBe("Twelves-kamp");
      expect(await replay.title()).toBe("Twelves-kamp · Tablelink");
      expect(await text(replay, "#result-title")).toBe(`${names[1 - mover]} vant`);
      expect(await text(replay, "#stage > .meta")).toMatch(/^Ferdigspilt /);
      expect(await text(replay, "#replay-title")).toBe("Avspilling");
      expect(await text(replay, ".replay-pos")).toMatch(/^Start · \d+ trekk$/);
      expect(await replay.locator('[data-key="replay-forward"]').getAttribute("aria-label")).toBe("Ett trekk fram (→)");
      expect(await text(replay, "details.panel summary")).toMatch(/^(Det ene trekket|Alle ([2-9]|\d\d+) trekk)$/);
      expect(await text(replay, "#fairness-title")).toBe("Rettferdighet");
      expect(await text(replay, ".standings .pts")).toMatch(/^[+−-]?\d+ mynt(er)?$/);
      expect(await text(replay, ".standings")).toContain("★ vinner");
      expect(await text(replay, ".standings")).not.toContain("winner");
      // The game's own lines, private ones too, and what was hidden, in Bokmål with the players' names.
      const deal = await text(replay, ".replay-line");
      expect(deal).toMatch(/^Spill 1 av 1: alle legger inn 1 og slår 2d12\. (Ann|Bob) begynner\./);
      expect(deal).toMatch(/\(bare for Ann\) Du slår \d+ og \d+\./);
      expect(deal).not.toMatch(/Spiller \d|Game 1|You roll/);
      expect(await text(replay, ".replay-hidden h3")).toBe("Skjult på dette tidspunktet");
      expect(await text(replay, ".replay-hidden")).toMatch(/Ann:[\s\S]*Bob:/);
      await fits(replay);
      await keepShot(replay, "language-sheets-replay-nb-360.png", { fullPage: true });

      await replayEn.locator(".replay").waitFor();
      expect(await text(replayEn, "#title")).toBe("Twelves match");
      expect(await text(replayEn, "#result-title")).toBe(`${names[1 - mover]} won`);
      expect(await text(replayEn, "#replay-title")).toBe("Replay");
      expect(await text(replayEn, ".replay-pos")).toMatch(/^Start · \d+ moves?$/);
      expect(await text(replayEn, ".standings .pts")).toMatch(/^-?\d+ coins?$/);
      expect(await text(replayEn, ".standings")).toContain("★ winner");
      const dealEn = await text(replayEn, ".replay-line");
      expect(dealEn).toMatch(/^Game 1 of 1: everyone antes 1 and rolls 2d12; (Ann|Bob) is first\./);
      expect(dealEn).toMatch(/\(Ann only\) You roll \d+ and \d+\./);
      expect(await text(replayEn, ".replay-hidden h3")).toBe("Hidden at this point");
    });
  });

  it("the pause panel and the chat box at a table with a clock", async () => {
    const g = await seatedTable(api, "stakes", ["Ann", "Bob"], { timePerMove: "1d", fixture: { rolls: [4, 5] } });
    const bob = await open(`/g/${g.id}?lang=nb#seat=${g.tokens[1]}`);
    const bobEn = await open(`/g/${g.id}#seat=${g.tokens[1]}`);
    await withEvidence("language-sheets-pause", [bob, bobEn], async () => {
      await eventually(() => text(bob, "#chat-title")).toBe("Bordprat");
      expect(await text(bob, ".chat-lines")).toBe("Ingen meldinger ennå.");
      expect(await text(bob, ".chat-form button")).toBe("Send");
      expect(await bob.locator("#chat-text").getAttribute("aria-label")).toBe("Melding");
      await eventually(() => text(bob, ".pause-ask summary")).toBe("Sett bordet på pause …");
      // The one notify control, still closed (its contents load when opened).
      await bob.getByText("Varsle meg når det er min tur", { exact: true }).waitFor();
      expect(await bob.getByText("Notify me on my turn").count()).toBe(0);
      // How to play: the sheet around the rules' summary reads in Bokmål too.
      await bob.getByRole("button", { name: "Slik spiller du" }).click();
      const how = bob.getByRole("dialog", { name: "Slik spiller du" });
      await how.getByRole("link", { name: "Alle reglene og spørsmålene" }).waitFor();
      expect(await how.getByRole("button", { name: "Lukk" }).count()).toBe(1);
      await bob.keyboard.press("Escape");
      await how.waitFor({ state: "hidden" });

      // Ann asks for a pause; Bob reads the offer and the answers in Norwegian.
      const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
      await api(`/api/games/${g.id}/pause`, { until }, g.tokens[0]);
      await eventually(() => text(bob, ".pause-line")).toMatch(/^Ann ber om pause til .+\.$/);
      // The log says when in the same Norwegian words as the panel, not the server's UTC.
      const when = (await text(bob, ".pause-line")).replace(/^Ann ber om pause til (.+)\.$/, "$1");
      expect(when).not.toMatch(/UTC|\d{4}-\d\d/);
      expect(await bob.locator("#log-list li").allTextContents()).toContain(`Ann ba om pause til ${when}.`);
      expect(await bob.locator(".pause-answers li").allInnerTexts()).toEqual(["Ann: ja", "Du: har ikke svart ennå"]);
      expect(await text(bob, '[data-key="pause-accept"]')).toBe("Godta pausen");
      expect(await text(bob, '[data-key="pause-decline"]')).toBe("Avslå");
      await fits(bob);
      await keepShot(bob, "language-sheets-pause-nb-360.png", { fullPage: true });

      // Your tables on the home page, in the same browser: the pause and who else plays.
      await bob.goto("/?lang=nb", { waitUntil: "commit" });
      await eventually(() => text(bob, ".table-row .table-others")).toBe("med Ann");
      expect(await text(bob, ".table-row .table-age")).toMatch(
        /^(startet|siste trekk) (akkurat nå|for \d+ min siden)$/,
      );
      expect(await bob.locator(".table-row .remove").getAttribute("aria-label")).toBe(
        "Fjern Stakes Duell med Ann fra listen",
      );
      expect(await text(bob, ".carry-open")).toBe("Åpne på telefonen");
      await keepShot(bob, "language-sheets-tables-nb-360.png", { fullPage: true });

      await eventually(() => text(bobEn, ".pause-line")).toMatch(/^Ann asks for a pause until .+\.$/);
      expect(await bobEn.locator(".pause-answers li").allInnerTexts()).toEqual(["Ann: yes", "You: not answered yet"]);
      expect(await text(bobEn, "#chat-title")).toBe("Table chat");
    });
  });

  it("the embed of a live table", async () => {
    const g = await seatedTable(api, "twelves", ["Ann", "Bob"]);
    const v = await api<{ toAct: number[] }>(`/api/games/${g.id}`);
    const who = ["Ann", "Bob"][v.toAct[0]!];
    const nb = await open(`/embed/${g.id}?lang=nb`);
    const en = await open(`/embed/${g.id}`);
    await withEvidence("language-sheets-embed", [nb, en], async () => {
      await eventually(() => text(nb, ".turn")).toBe(`Venter på ${who}.`);
      await eventually(() => text(nb, "#link-state")).toBe("Tilkoblet");
      expect(await text(nb, "#full-link")).toBe("Åpne hele bordet ↗");
      await fits(nb);
      await keepShot(nb, "language-sheets-embed-nb-360.png", { fullPage: true });
      await eventually(() => text(en, ".turn")).toBe(`${who} to play.`);
      await eventually(() => text(en, "#link-state")).toBe("Live");
      expect(await text(en, "#full-link")).toBe("Open the full table ↗");
    });
  });

  it("an error from the service reads in the page's language", async () => {
    // The match history's store is away (503 server/unavailable, as the service answers then).
    const away = JSON.stringify({
      error: { code: "server/unavailable", message: "The match history cannot be reached right now; try again." },
    });
    const pages: Page[] = [];
    for (const lang of ["nb", "en"]) {
      const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
      await page.route("**/api/matches?*", (r) =>
        r.fulfill({ status: 503, contentType: "application/json", headers: { "retry-after": "30" }, body: away }),
      );
      await page.goto(lang === "nb" ? "/history?lang=nb" : "/history");
      pages.push(page);
    }
    const [nb, en] = pages as [Page, Page];
    await withEvidence("language-sheets-error", pages, async () => {
      await eventually(() => text(nb, "#status")).toBe(
        "Kunne ikke hente historikken: Kamparkivet svarer ikke akkurat nå. Prøv igjen om litt.",
      );
      // The English page keeps the service's own sentence.
      await eventually(() => text(en, "#status")).toBe(
        "Could not load the history: The match history cannot be reached right now; try again.",
      );
      await fits(nb);
    });
  });

  it("the practice page, framed and not", async () => {
    const nb = await open("/practice/twelves?lang=nb");
    const framed = await open("/embed/practice/twelves?lang=nb");
    const en = await open("/practice/twelves");
    await withEvidence("language-sheets-practice", [nb, framed, en], async () => {
      for (const p of [nb, framed]) {
        await p.locator("#stage .seat").first().waitFor();
        expect(await p.locator("#practice-tag").textContent()).toBe("Øving");
        expect(await text(p, "#log-open")).toBe("Hele loggen");
        expect(await text(p, "#stage")).toMatch(/Robot (Blaise|Ada) \(lett\)/);
      }
      expect(await nb.title()).toMatch(/^(● Din tur · )?Twelves-øving · Tablelink$/);
      // The game's own lines too, with the players' names in.
      await nb.locator("#log-open").click();
      const log = nb.locator("#log-dialog");
      await eventually(() => log.innerText()).toMatch(/Spill 1 av 3: alle legger inn 1 og slår 2d12\. .+ begynner\./);
      expect(await log.innerText()).not.toMatch(/Spiller \d|Game 1 of|You roll/);
      await nb.keyboard.press("Escape");
      await fits(nb);
      await keepShot(nb, "language-sheets-practice-nb-360.png", { fullPage: true });
      await en.locator("#stage .seat").first().waitFor();
      expect(await en.locator("#practice-tag").textContent()).toBe("Practice");
      expect(await text(en, "#stage")).toMatch(/Bot (Blaise|Ada) \(easy\)/);
      expect(await en.title()).toMatch(/^(● Your turn · )?Twelves practice · Tablelink$/);
    });
  });
});
