// Hand ranking over every five-dice hand: counts per type against exact
// combinatorics and the rules page's percentages, and the tie-break order.
import { describe, expect, it } from "vitest";
import { HAND_TYPES, handName, handScore, handType } from "../../../src/engine/twelves/hands";

const C = (n: number, k: number): number => (k === 0 ? 1 : (C(n - 1, k - 1) * n) / k);
const F = (n: number): number => (n <= 1 ? 1 : n * F(n - 1));

describe("Twelves hand ranking", () => {
  it("counts every one of the 12^5 hands into the type the table gives", () => {
    const counts = new Array<number>(8).fill(0);
    const h = [0, 0, 0, 0, 0];
    for (let i = 0; i < 12 ** 5; i++) {
      let x = i;
      for (let k = 0; k < 5; k++) {
        h[k] = (x % 12) + 1;
        x = Math.floor(x / 12);
      }
      counts[handType(h)]!++;
    }
    const straights = 8 * F(5);
    const expected = [
      12 * 11 * 10 * 9 * 8 - straights, // five distinct faces that do not run
      12 * C(11, 3) * (F(5) / F(2)),
      C(12, 2) * 10 * (F(5) / (F(2) * F(2))),
      12 * C(11, 2) * (F(5) / F(3)),
      12 * 11 * C(5, 3),
      straights,
      12 * 11 * C(5, 4),
      12,
    ];
    expect(counts).toEqual(expected);
    expect(expected).toEqual([94080, 118800, 19800, 13200, 1320, 960, 660, 12]);
    // The rules page's percentages, to the digits it prints.
    const page = ["37.8", "47.7", "8.0", "5.3", "0.53", "0.39", "0.27", "0.005"];
    counts.forEach((c, i) => {
      const digits = page[i]!.split(".")[1]!.length;
      expect(((100 * c) / 12 ** 5).toFixed(digits)).toBe(page[i]);
    });
  });

  it("names the types weakest to strongest as the page orders them", () => {
    expect(
      [
        [1, 3, 5, 7, 12],
        [2, 2, 5, 7, 9],
        [2, 2, 5, 5, 9],
        [4, 4, 4, 1, 2],
        [4, 4, 4, 1, 1],
        [3, 4, 5, 6, 7],
        [6, 6, 6, 6, 1],
        [9, 9, 9, 9, 9],
      ].map(handName),
    ).toEqual([...HAND_TYPES]);
    expect(handName([12, 1, 2, 3, 4])).toBe("High die"); // straights do not wrap
    expect(handName([8, 12, 9, 11, 10])).toBe("Straight");
  });

  const beats: [string, number[], number[]][] = [
    ["the higher pair", [9, 9, 1, 2, 3], [8, 8, 12, 11, 10]],
    ["the same pair, then the highest other die", [9, 9, 7, 2, 1], [9, 9, 6, 5, 4]],
    ["the same pair, down to the last die", [9, 9, 7, 5, 2], [9, 9, 7, 5, 1]],
    ["the higher top pair of two pairs", [10, 10, 2, 2, 1], [9, 9, 8, 8, 12]],
    ["the same top pair, the higher second pair", [10, 10, 3, 3, 1], [10, 10, 2, 2, 12]],
    ["two equal pairs, the higher fifth die", [10, 10, 3, 3, 5], [10, 10, 3, 3, 4]],
    ["the higher triple", [5, 5, 5, 1, 2], [4, 4, 4, 12, 11]],
    ["the same triple, the higher remaining die", [5, 5, 5, 9, 2], [5, 5, 5, 8, 7]],
    ["the triple of a full house", [5, 5, 5, 2, 2], [4, 4, 4, 12, 12]],
    ["the same triple, the pair of a full house", [5, 5, 5, 3, 3], [5, 5, 5, 2, 2]],
    ["the top of a straight", [4, 5, 6, 7, 8], [3, 4, 5, 6, 7]],
    ["the higher four of a kind", [7, 7, 7, 7, 1], [6, 6, 6, 6, 12]],
    ["the same four, the fifth die", [7, 7, 7, 7, 3], [7, 7, 7, 7, 2]],
    ["the highest die of a high die", [12, 5, 4, 3, 1], [11, 10, 9, 8, 6]],
    ["equal highest dice, the next", [12, 10, 4, 3, 1], [12, 9, 8, 7, 6]],
    ["a pair beats a high die", [2, 2, 3, 4, 6], [12, 11, 10, 9, 7]],
    ["a straight beats a full house", [1, 2, 3, 4, 5], [12, 12, 12, 11, 11]],
    ["four of a kind beats a straight", [1, 1, 1, 1, 2], [8, 9, 10, 11, 12]],
    ["five of a kind beats four", [1, 1, 1, 1, 1], [12, 12, 12, 12, 11]],
  ];
  it.each(beats)("%s wins", (_what, better, worse) => {
    expect(handScore(better)).toBeGreaterThan(handScore(worse));
  });

  it("ties exactly when the faces are the same in any order", () => {
    expect(handScore([3, 9, 3, 1, 9])).toBe(handScore([9, 9, 3, 3, 1]));
    expect(handScore([3, 9, 3, 1, 9])).not.toBe(handScore([9, 9, 3, 3, 2]));
  });
});
