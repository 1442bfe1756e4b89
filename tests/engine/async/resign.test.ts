// Resignations as the engines define them: a Duel forfeit, a Twelves Leave that
// lasts for the rest of the match, and none of its own at a Stakes table.
import { describe, expect, it } from "vitest";
import { stakes } from "../../../src/engine/stakes";
import { twelves } from "../../../src/engine/twelves";
import { BANK, F, game, play as stakesPlay } from "../stakes/helpers";
import { allMatch, DRY, play, start } from "../twelves/helpers";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

describe("Stakes resign", () => {
  it("ends a Duel at once with the opponent as the winner, whatever the round wins", () => {
    const s = stakesPlay(game(2, ["10C", "9H", "5S"], [4, 5]), [0, F], [1, F], [0, BANK]);
    const after = stakes.resign!(s, 0)!;
    expect(after.version).toBe(s.version + 1);
    expect(stakes.toAct(after)).toEqual([]);
    expect(stakes.result(after)).toEqual({ winners: [1], scores: [0, 0] });
    expect(logLines(after.log, logIn("en")).at(-1)!.text).toBe("Seat 0 resigns: Seat 1 wins the match.");
    // The input is untouched.
    expect(s.finished).toBe(false);
    expect(stakes.result(s)).toBeNull();
  });

  it("lets the seat not to act resign too", () => {
    const s = game(2, ["10C"], [4, 5]);
    expect(stakes.result(stakes.resign!(s, 1)!)!.winners).toEqual([0]);
  });

  it("has no resignation of its own at a table of three or more", () => {
    expect(stakes.resign!(game(3, ["10C"], [4, 5]), 1)).toBeNull();
  });
});

describe("Twelves resign", () => {
  it("at two seats leaves the game and ends the match: the opponent takes the pool and wins", () => {
    const st = start(2, [3, 4, 5, 6], { games: 3 });
    const after = twelves.resign!(st, 0)!;
    expect(after.stage).toBe("over");
    expect(twelves.result(after)!.winners).toEqual([1]);
    // Both anted 1; seat 1 takes the pool of 2: net +1 against -1.
    expect(after.net).toEqual([-1, 1]);
    expect(after.history).toHaveLength(1);
    expect(st.stage).toBe("betting");
  });

  it("at a larger table leaves now, off turn, with its bets in the pool, and sits out later games", () => {
    // Three seats, two games; seat 0 is first (fixture). Everyone matches, then seat 2 resigns off turn.
    let st = start(3, [1, 2, 3, 4, 5, 6, ...DRY, ...DRY, ...DRY], { games: 2 });
    st = allMatch(st);
    expect(st.stage).toBe("actions");
    const poolBefore = st.pool;
    st = twelves.resign!(st, 2)!;
    expect(st.players[2]!.status).toBe("out");
    expect(st.pool).toBe(poolBefore);
    expect(st.order).toEqual([0, 1]);
    expect(twelves.legal(st, 2)).toEqual([]);
    expect(twelves.toAct(st)).not.toContain(2);
    // Seats 0 and 1 play on; whatever happens, game 2 starts without seat 2.
    while (st.game === 1 && st.stage !== "over")
      st = play(st, twelves.toAct(st)[0]!, twelves.defaultMove(st, twelves.toAct(st)[0]!)!);
    expect(st.game).toBe(2);
    expect(st.order).not.toContain(2);
    expect(st.players[2]!.status).toBe("out");
    expect(st.players[2]!.hand).toEqual([]);
    expect(st.pool).toBe(2);
    expect(
      logLines(st.log, logIn("en")).some((e) => e.text.startsWith("Game 2 of 2: everyone still in the match antes 1")),
    ).toBe(true);
    // A second resignation of the same seat is refused.
    expect(twelves.resign!(st, 2)).toBeNull();
  });

  it("never counts a resigned seat among the winners", () => {
    let st = start(3, [1, 2, 3, 4, 5, 6], { games: 1 });
    st = twelves.resign!(st, 0)!;
    st = twelves.resign!(st, 1)!;
    // Seat 2 is the last one in: the game ends and only seat 2 can win.
    expect(st.stage).toBe("over");
    expect(twelves.result(st)!.winners).toEqual([2]);
  });
});
