// Twelves as a screen reader user meets it after each opponent move: the dice in
// words (your own by face, the others' hidden until the showdown), whose turn it is
// and what just happened, read from the accessibility tree and the live region.
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { hearTurn, seatListening } from "./aria-heard";
import { useServiceAndBrowser } from "./harness";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const seat = (id: string, token: string) =>
  seatListening({ browser: shared.browser, base: shared.svc.base }, id, token);
const hear = hearTurn;

describe("Twelves as a screen reader reads it", () => {
  it("Bob hears Ann's bet, his own dice by face and hers hidden, then her action", async () => {
    // Setup rolls two dice per player in turn order: Ann 3 and 5, Bob 4 and 6.
    const t = await seatedTable(api, "twelves", ["Ann", "Bob"], { games: 1, fixture: { rolls: [3, 5, 4, 6] } });
    const bob = await seat(t.id, t.tokens[1]!);
    await t.move(0, { type: "match" });
    let r = await hear(bob);
    expect(r.said).toContain("Ann matches 1. Your turn.");
    expect(r.table).toContain('group "Betting pool 2 coins"');
    // Ann's dice are hidden from Bob, by count; his own are dice, by face.
    expect(r.table).toMatch(/region "Ann: in the game, bet 1, 2 dice"':\n(\s+- .*\n)*?\s+- img "2 hidden dice"/);
    expect(r.table).not.toMatch(/Ann.*\b[35]\b.*die/);
    expect(r.table).toMatch(/group "Your hand":\n\s+- 'img "Your die: 4"'\n\s+- 'img "Your die: 6"'/);
    expect(r.moves).toContain("- paragraph: Your turn");
    expect(r.moves).toContain('button "Match 1 Your bet is already 1: costs nothing"');
    expect(r.moves).toContain('button "Double to 2 Pay 1 more; everyone bets once more"');
    expect(r.moves).toContain('button "Leave this game Your bet of 1 stays in the pool"');

    // Bob matches (from another device), the actions begin, and Ann watches: said in order, then his turn.
    await t.move(1, { type: "match" });
    await t.move(0, { type: "watch" });
    r = await hear(bob);
    expect(r.said).toMatch(/Round 1: action pass 1\. Ann watches\. Your turn\.$/);
    expect(r.table).toMatch(/list "This round's actions":\n\s+- listitem: Ann watched/);
    expect(r.moves).toMatch(/group "Announced":[\s\S]*button "Watch Catch Cheat, Mystify, Swap"/);
    expect(r.moves).toMatch(/group "Secret":[\s\S]*button "Cheat… One of your dice ±1"/);
    await bob.context().close();
  });
});
