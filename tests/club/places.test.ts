// Places in a finished match (src/club/places.ts): the winners first, the rest by
// score with ties sharing a place, resigned seats last; only member seats are
// rated, and only when at least two seats are members'.
import { describe, expect, it } from "vitest";
import type { LoggedMove } from "../../src/engine/replay";
import { clubResult, seatPlaces } from "../../src/club/places";

const rec = (scores: number[], winners: number[], moves: LoggedMove[] = [], game = "stakes" as const) => ({
  id: "m1",
  game,
  seats: scores.length,
  result: { winners, scores },
  moves,
  finishedAt: "2026-12-05T00:00:00.000Z",
});

describe("seatPlaces", () => {
  it("ranks by score with shared places (1, 1, 3)", () => {
    expect(seatPlaces(rec([10, 30, 30, 5], [1, 2]))).toEqual([3, 1, 1, 4]);
  });
  it("puts a resigned seat last whatever its score, after every seat that did not resign", () => {
    const moves: LoggedMove[] = [{ seat: 0, resign: true, by: "resigned" }];
    expect(seatPlaces(rec([50, 20, 10], [1], moves))).toEqual([3, 1, 2]);
    const two: LoggedMove[] = [
      { seat: 0, resign: true, by: "resigned" },
      { seat: 2, resign: true, by: "timeout" },
    ];
    expect(seatPlaces(rec([50, 20, 10], [1], two))).toEqual([2, 1, 2]);
  });
  it("places a claimed Duel's claimer first even when behind on score", () => {
    expect(seatPlaces(rec([5, 40], [0]))).toEqual([1, 2]);
  });
  it("places an abandoned match (no winners) by its scores", () => {
    expect(seatPlaces(rec([5, 40, 40], []))).toEqual([3, 1, 1]);
  });
});

describe("clubResult", () => {
  it("rates member seats only, with their places among all seats, on the game's board", () => {
    const members = new Map([
      [0, "ann"],
      [2, "cy"],
    ]);
    expect(clubResult(rec([10, 30, 20], [1]), members)).toEqual({
      match: "m1",
      board: "stakes",
      finishedAt: "2026-12-05T00:00:00.000Z",
      places: [
        { member: "ann", place: 3 },
        { member: "cy", place: 2 },
      ],
    });
  });
  it("does not count a table with fewer than two member seats", () => {
    expect(clubResult(rec([10, 30], [1]), new Map([[0, "ann"]]))).toBeNull();
  });
  it("names the boards: Stakes at 2 seats is the Duel", () => {
    const m = new Map([
      [0, "a"],
      [1, "b"],
    ]);
    expect(clubResult(rec([1, 2], [1]), m)!.board).toBe("duel");
    expect(clubResult(rec([1, 2, 0], [1]), m)!.board).toBe("stakes");
    expect(clubResult({ ...rec([1, 2], [1]), game: "twelves" as never }, m)!.board).toBe("twelves");
    expect(clubResult({ ...rec([1, 2], [1]), game: "dobbelsjanse" as never }, m)!.board).toBe("dobbelsjanse");
  });
});
