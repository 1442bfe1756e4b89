// The table itself speaks the page's language (issue 27): with ?lang=nb every game's
// board, move buttons, seat heads, game words (and their explanations) and the round
// summary read in Norwegian, in the same words as the log, with nothing of the
// table left in English; in the longer pseudo-language (en-XA) no move button's
// text is cut off on a 360 px phone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, DOBBELSJANSE_FIRST_TURN, endRoundOne, seatedTable } from "./api-client";
import { keepShot, person, useServiceAndBrowser } from "./harness";
import { settled } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
type Table = Awaited<ReturnType<typeof seatedTable>>;

/** English words of the table that must not be left on a Norwegian one (in any case: tags are drawn in capitals). */
const ENGLISH =
  /\b(Bank|Flip|Your turn|To act|Twist|Target|Total|Pot|Deck|Draw|Play|Double chance|Pool|Bet|Match \d|Leave|Drinks|Net|Continue|Player|Round \d|Game \d)\b/i;

async function open(t: Table, seat: number, lang: string, width = 360, height = 740): Promise<Page> {
  const page = await (await person(shared.browser, shared.svc.base, width, height)).newPage();
  await page.goto(`/g/${t.id}?lang=${lang}#seat=${t.tokens[seat]}`);
  await page.locator(".seat.mine").waitFor();
  await page.locator("#moves button").first().waitFor();
  await settled(page);
  return page;
}

/** What a reader sees of the table: the board and the move bar. */
const tableText = (page: Page) =>
  page.evaluate(() => `${document.getElementById("stage")!.innerText}\n${document.getElementById("moves")!.innerText}`);

const buttonTexts = (page: Page) => page.locator("#moves button").allInnerTexts();

/** Taps a game word and reads its explanation. */
async function explanation(page: Page, word: string): Promise<string> {
  await page.getByRole("button", { name: word, exact: true }).first().click();
  const tip = page.locator(".term-tip:popover-open");
  await tip.waitFor();
  const text = await tip.innerText();
  await page.keyboard.press("Escape");
  return text;
}

/** The round summary as the seat due to act sees it in Norwegian. */
async function summaryNb(t: Table, title: RegExp): Promise<string> {
  const seat = (await api<{ toAct: number[] }>(`/api/games/${t.id}`)).toAct[0]!;
  const page = await (await person(shared.browser, shared.svc.base, 360, 740)).newPage();
  await page.goto(`/g/${t.id}?lang=nb#seat=${t.tokens[seat]}`);
  const sheet = page.getByRole("dialog", { name: title });
  await sheet.waitFor();
  await settled(page);
  const text = await sheet.innerText();
  await keepShot(page, `language-table-summary-${title.source.replace(/\W/g, "").slice(0, 10)}.png`);
  await page.context().close();
  return text;
}

/** At 360 px in en-XA, no move button's text runs past its button. */
async function noClipped(t: Table, seat: number, what: string): Promise<void> {
  const page = await open(t, seat, "en-XA");
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#moves button")]
      .filter((b) => b.scrollWidth > b.clientWidth + 1)
      .map((b) => b.innerText),
  );
  expect((await buttonTexts(page)).join(" "), what).toMatch(/\[/);
  expect(cut, `${what}: buttons whose text is cut off`).toEqual([]);
  await page.context().close();
}

describe("the table in Norwegian", () => {
  it("Stakes: buttons, seats, words and the round summary", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"], {
      fixture: { deck: ["2S", "3S", "4S", "10H", "9S", "5D", "8C", "2H", "3H"], rolls: [3, 4, 6, 6, 6, 6] },
    });
    const page = await open(t, 0, "nb");
    const buttons = await buttonTexts(page);
    expect(buttons.join(" | ")).toMatch(/Snu et kort/);
    expect(buttons.join(" | ")).toMatch(/Sikre/);
    const text = await tableText(page);
    expect(text).toMatch(/Din tur/i);
    expect(text).toMatch(/Runde 1 av 5/i);
    expect(text).toMatch(/Mål/i);
    expect(text).toMatch(/Potten/i);
    expect(text).toMatch(/Sum/i);
    expect(text).toMatch(/Første trekk i runden må være å snu/i);
    expect(text).not.toMatch(ENGLISH);
    expect(await explanation(page, "Mål")).toMatch(/terning A \+ terning B \+ 10/);
    await keepShot(page, "language-table-stakes-nb.png", { fullPage: true });
    await page.context().close();

    await t.move(0, { type: "flip" });
    await t.move(1, { type: "flip" });
    await t.move(2, { type: "flip" });
    await noClipped(t, 0, "Stakes flip, bank or twist");

    await endRoundOne(api, t, (i) => (i < 3 ? ["flip"] : ["bank", "flip"]));
    const sheet = await summaryNb(t, /^Runde 1 er over$/);
    expect(sheet).toMatch(/Fortsett/);
    expect(sheet).toMatch(/Spiller/);
    expect(sheet).toMatch(/Denne runden/);
    expect(sheet).toMatch(/Poeng/);
    expect(sheet).toMatch(/\(deg\)/);
    expect(sheet).toMatch(/Sikrer \d+|Snur .* og sprekker på \d+/);
    expect(sheet).toMatch(/Neste: Runde 2/);
    expect(sheet).not.toMatch(ENGLISH);
  });

  it("Stakes Duel: round wins in Norwegian", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bob"], {
      fixture: { deck: ["10H", "9S", "5D", "8C", "2S", "3S", "4S", "5S"], rolls: [3, 4, 6, 6, 6, 6] },
    });
    const page = await open(t, 0, "nb");
    const text = await tableText(page);
    expect(text).toMatch(/først til 4 seirer/i);
    expect(text).toMatch(/Rundeseirer/i);
    expect(text).not.toMatch(ENGLISH);
    await page.context().close();
    await endRoundOne(api, t, (i) => (i < 2 ? ["flip"] : ["bank", "flip"]));
    const sheet = await summaryNb(t, /^Runde 1 er over$/);
    expect(sheet).toMatch(/Rundeseirer/);
    expect(sheet).toMatch(/vant|tapte|uavgjort|død/);
  });

  it("Dobbelsjanse: the seed's own words", async () => {
    const t = await seatedTable(api, "dobbelsjanse", ["Ann", "Bob", "Cy"], {
      fixture: DOBBELSJANSE_FIRST_TURN,
    });
    const page = await open(t, 0, "nb");
    const buttons = (await buttonTexts(page)).join(" | ");
    expect(buttons).toMatch(/Trekk et kort/);
    expect(buttons).toMatch(/Spill 4♥/);
    const text = await tableText(page);
    expect(text).toMatch(/Din tur/i);
    expect(text).toMatch(/Inne/i);
    expect(text).toMatch(/bildekort/i);
    expect(text).toMatch(/Kastehaugen/i);
    expect(text).toMatch(/Poeng/i);
    expect(text).not.toMatch(ENGLISH);
    expect(await explanation(page, "bildekort")).toMatch(/Damer og konger/);
    await keepShot(page, "language-table-dobbelsjanse-nb.png", { fullPage: true });
    await page.context().close();
    await noClipped(t, 0, "Dobbelsjanse");

    // A whole deck for the round's end (the fixture above holds only three cards).
    const full = await seatedTable(api, "dobbelsjanse", ["Ann", "Bob", "Cy"], {});
    await endRoundOne(api, full, () => ["draw", "score"]);
    const sheet = await summaryNb(full, /^Runde 1 er over$/);

    expect(sheet).toMatch(/Fortsett/);
    expect(sheet).toMatch(/Spiller/);
    expect(sheet).toMatch(/Scorer \d+|Feiler|Fortsatt inne/);
    expect(sheet).not.toMatch(ENGLISH);
  });

  it("Twelves: betting, the action menu and a finished game", async () => {
    const t = await seatedTable(api, "twelves", ["Ann", "Bob", "Cy"], {
      fixture: { rolls: [7, 7, 3, 9, 12, 1, 5, 5, 6, 6, 4, 4] },
    });
    const page = await open(t, 0, "nb");
    const buttons = (await buttonTexts(page)).join(" | ");
    expect(buttons).toMatch(/Gå med på 1/);
    expect(buttons).toMatch(/Doble til 2/);
    expect(buttons).toMatch(/Gå ut av spillet/);
    const text = await tableText(page);
    expect(text).toMatch(/Din tur/i);
    expect(text).toMatch(/Spill 1 av/i);
    expect(text).toMatch(/Potten/i);
    expect(text).toMatch(/Turrekkefølge/i);
    expect(text).toMatch(/Innsats/i);
    expect(text).not.toMatch(ENGLISH);
    expect(await explanation(page, "Potten")).toMatch(/Alle innsatser går i potten/);
    await page.context().close();
    await noClipped(t, 0, "Twelves betting");

    const duo = await seatedTable(api, "twelves", ["Ann", "Bob"], { fixture: { rolls: [7, 7, 3, 9] } });
    await duo.move(0, { type: "match" });
    await duo.move(1, { type: "match" });
    const menu = await open(duo, 0, "nb");
    const actions = (await buttonTexts(menu)).join(" | ");
    expect(actions).toMatch(/Vakt/);
    expect(actions).toMatch(/Juks…/);
    expect(actions).toMatch(/Drikk med…/);
    expect(await tableText(menu)).toMatch(/Åpent/);
    expect(await tableText(menu)).not.toMatch(ENGLISH);
    // An action with a choice asks its question in Norwegian too.
    await menu.getByRole("button", { name: /^Juks…/ }).click();
    await menu.getByText("Juks (hemmelig): hvilken terning, og hvilken vei?").waitFor();
    await menu.getByRole("button", { name: /^Tilbake/ }).waitFor();
    await keepShot(menu, "language-table-twelves-nb.png", { fullPage: true });
    await menu.context().close();
    await noClipped(duo, 0, "Twelves actions");

    await t.move(0, { type: "leave" });
    await t.move(1, { type: "leave" });
    const sheet = await summaryNb(t, /^Spill 1 av \d+ er over$/);
    expect(sheet).toMatch(/Dette spillet/);
    expect(sheet).toMatch(/Netto mynter/);
    expect(sheet).toMatch(/Gikk ut av spillet/);
    expect(sheet).toMatch(/Sist igjen/);
    expect(sheet).not.toMatch(ENGLISH);
  });

  it("the English table is unchanged", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"], {
      fixture: { deck: ["2S", "3S", "4S"], rolls: [3, 4] },
    });
    const page = await open(t, 0, "en");
    expect((await buttonTexts(page)).join(" | ")).toMatch(/Flip a card/);
    const text = await tableText(page);
    expect(text).toMatch(/Your turn/i);
    expect(text).toMatch(/Round 1 of 5/i);
    expect(await explanation(page, "Target")).toMatch(/die A \+ die B \+ 10/);
    await page.context().close();
  });
});
