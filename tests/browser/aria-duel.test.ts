// What a screen reader user meets after each opponent move, read from the page's
// accessibility tree (playwright's ariaSnapshot of the table and the move bar) and
// from what the live region said: whose turn it is, the move that happened, the
// target or the middle of the table, and your own hand, all in words (suits too:
// "9 of spades", never "9♠"). A Stakes Duel through its first round, then a
// Dobbelsjanse turn.
import { describe, expect, it } from "vitest";
import { apiOf, DOBBELSJANSE_FIRST_TURN, seatedTable } from "./api-client";
import { forget, hearTurn, heard, seatListening } from "./aria-heard";
import { useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const seat = (id: string, token: string) =>
  seatListening({ browser: shared.browser, base: shared.svc.base }, id, token);
const hear = hearTurn;

describe("the table as a screen reader reads it, after each opponent move", () => {
  it("Stakes Duel: Bob's flips, then the round's end, as Ann hears them", async () => {
    // Target 17 (3 + 4 + 10). Ann 10♥, Bob 9♠, Ann 5♦, Bob 2♣; Ann banks 15, Bob 11.
    const t = await seatedTable(api, "stakes", ["Ann", "Bob"], {
      fixture: { deck: ["10H", "9S", "5D", "2C", "3S", "4S", "5S"], rolls: [3, 4, 6, 6] },
    });
    const ann = await seat(t.id, t.tokens[0]!);

    await t.move(0, { type: "flip" });
    await t.move(1, { type: "flip" });
    let r = await hear(ann);
    expect(r.said).toContain("Bob flips 9 spades: total 9. Your turn.");
    expect(r.table).toContain('region "Bob: Live, total 9"');
    expect(r.table).toMatch(/region "Bob: Live, total 9"':\n(\s+- .*\n)*?\s+- img "9 of spades"/);
    expect(r.table).toMatch(/group "Target 17"/);
    expect(r.table).toMatch(/region "Ann \(you\): Live, total 10"':\n(\s+- .*\n)*?\s+- img "10 of hearts"/);
    // Said once, by the page's one live region: the move bar's line is text, not a second status.
    expect(r.moves).toContain("- paragraph: Your turn");
    expect(r.moves).not.toContain("status");
    expect(r.moves).toContain('button "Flip a card Total 10, target 17: 7 to spare"');
    expect(r.moves).toContain('button "Bank 10 Lock 10 as your round score"');

    await t.move(0, { type: "flip" });
    await t.move(1, { type: "flip" });
    r = await hear(ann);
    expect(r.said).toContain("Bob flips 2 clubs: total 11. Your turn.");
    expect(r.table).toMatch(
      /region "Bob: Live, total 11"':\n(\s+- .*\n)*?\s+- img "9 of spades"\n\s+- img "2 of clubs"/,
    );
    expect(r.table).toMatch(
      /region "Ann \(you\): Live, total 15"':\n(\s+- .*\n)*?\s+- img "10 of hearts"\n\s+- img "5 of diamonds"/,
    );
    expect(r.moves).toContain('button "Flip a card Total 15, target 17: 2 to spare"');

    // Bob's bank ends the round: one summary, who won it and the standing, then what comes next.
    await t.move(0, { type: "bank" });
    // Ann's own bank reaches her page over the live link: heard first, then forgotten.
    await eventually(async () => (await heard(ann)).join(" ")).toContain("Ann banks 15");
    await forget(ann);
    await t.move(1, { type: "bank" });
    await ann.locator("#round-summary-title").waitFor();
    await eventually(async () => (await heard(ann)).join(" ")).toContain("Round 1 is over.");
    const said = (await heard(ann)).join(" ");
    expect(said).toMatch(/^Bob banks 11\. Round 1 is over\. Round 1 ends at target 17: Ann's 15 beats Bob's 11\./);
    expect(said).toContain("Ann won (round wins 1), Bob lost (round wins 0).");
    expect(said).toContain("Next: Round 2: dice 6 and 6, target 22. Bob flips first.");
    const sheet = await ann.locator("dialog.round-summary").ariaSnapshot();
    expect(sheet).toContain('dialog "Round 1 is over"');
    expect(sheet).toContain('row "Ann (you) ★ Banks 15 won 1"');
    await ann.context().close();
  });

  it("Stakes Duel: the round's sheet names a bust's card by its suit's word, row by row", async () => {
    // Target 17. Ann 10♥ + 5♦ = 15, then flips 3♠ and busts at 18; Bob banks his 11.
    const t = await seatedTable(api, "stakes", ["Ann", "Bob"], {
      fixture: { deck: ["10H", "9S", "5D", "2C", "3S", "4S", "5S"], rolls: [3, 4, 6, 6] },
    });
    const ann = await seat(t.id, t.tokens[0]!);
    await t.move(0, { type: "flip" });
    await t.move(1, { type: "flip" });
    await t.move(0, { type: "flip" });
    await t.move(1, { type: "flip" });
    await t.move(0, { type: "flip" });
    await t.move(1, { type: "bank" });
    await ann.locator("#round-summary-title").waitFor();
    const row = await ann.locator("dialog.round-summary").getByRole("row", { name: /^Ann/ }).ariaSnapshot();
    expect(row).toMatch(/3 ?spades/);
    // The sign is drawn, never said: only an image named by its word carries it.
    expect(row.replace(/(- img "[^"]+"): [♠♥♦♣]/g, "$1")).not.toMatch(/[♠♥♦♣]/);
    await ann.context().close();
  });

  it("Dobbelsjanse: Ann's draw, as Bob hears it, with his hand in words", async () => {
    const t = await seatedTable(api, "dobbelsjanse", ["Ann", "Bob", "Cy"], { fixture: DOBBELSJANSE_FIRST_TURN });
    const bob = await seat(t.id, t.tokens[1]!);
    await t.move(0, { type: "draw" });
    const r = await hear(bob);
    expect(r.said).toContain("Ann draws 7 hearts. Your turn.");
    expect(r.table).toContain('group "Middle of the table: 7 of hearts"');
    expect(r.table).toMatch(/region "Ann: In, score 0"':\n(\s+- .*\n)*?\s+- img "3 hidden cards"/);
    expect(r.table).toMatch(
      /group "Your hand":\n\s+- button "Play 4 of spades"\n\s+- button "Play 6 of hearts"\n\s+- button "Play 10 of clubs"/,
    );
    // Said once, by the page's one live region: the move bar's line is text, not a second status.
    expect(r.moves).toContain("- paragraph: Your turn");
    expect(r.moves).not.toContain("status");
    expect(r.moves).toContain('button "Draw a card Fails on 7"');
    expect(r.moves).toMatch(/group "Play a hand card":\n\s+- button "Play 4 spades Safe"/);
    expect(r.moves).toContain('button "Play 10 clubs Safe"');
    await bob.context().close();
  });
});
