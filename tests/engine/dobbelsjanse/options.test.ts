// Creation options (the fixture) and move shapes: what is accepted, and that
// every mistake is refused with a message rather than a different deal.
import { describe, expect, it } from "vitest";
import { HANDS, def } from "./helpers";

describe("Dobbelsjanse parseOptions", () => {
  it("accepts no options, an empty object and a full fixture", () => {
    expect(def.parseOptions(undefined, 3)).toEqual({ ok: true, value: {} });
    expect(def.parseOptions({}, 6)).toEqual({ ok: true, value: {} });
    const fixture = { deck: ["QS", "7H", "KD"], hands: HANDS[4] };
    expect(def.parseOptions({ fixture }, 4)).toEqual({ ok: true, value: { fixture } });
    expect(def.parseOptions({ fixture: { deck: ["10C"] } }, 5).ok).toBe(true);
    expect(def.parseOptions({ fixture: { hands: HANDS[3] } }, 3).ok).toBe(true);
  });

  const refused: [string, unknown, number, RegExp][] = [
    ["two seats", {}, 2, /3–6 players/],
    ["seven seats", {}, 7, /3–6 players/],
    ["options not an object", [], 3, /options must be an object/],
    ["an unknown option", { rolls: [1] }, 3, /unknown key "rolls"/],
    ["fixture not an object", { fixture: null }, 3, /fixture must be an object/],
    ["an unknown fixture key", { fixture: { rolls: [] } }, 3, /unknown key "rolls"/],
    ["deck not an array", { fixture: { deck: "QS" } }, 3, /fixture.deck must be an array/],
    ["an unknown card", { fixture: { deck: ["1H"] } }, 3, /unknown card "1H"/],
    ["a lower-case card", { fixture: { deck: ["qs"] } }, 3, /unknown card "qs"/],
    ["a repeated card", { fixture: { deck: ["QS", "QS"] } }, 3, /QS is listed twice/],
    ["a Jack in the deck", { fixture: { deck: ["JH"] } }, 3, /JH cannot be there/],
    ["a joker code in the deck", { fixture: { deck: ["JK1"] } }, 5, /unknown card "JK1"/],
    [
      "a deck card that is also a hand card",
      { fixture: { deck: ["2S"], hands: HANDS[3] } },
      3,
      /2S is in fixture.hands/,
    ],
    ["too few hands", { fixture: { hands: HANDS[3] } }, 4, /must list 4 hands/],
    ["too many hands", { fixture: { hands: HANDS[4] } }, 3, /must list 3 hands/],
    ["hands not an array", { fixture: { hands: {} } }, 3, /fixture.hands must be an array/],
    [
      "a hand not an array",
      { fixture: { hands: [["AS", "2S", "3S"], "AH", ["AD", "2D", "3D"]] } },
      3,
      /hands\[1\] must be an array/,
    ],
    [
      "a hand of two cards",
      {
        fixture: {
          hands: [
            ["AS", "2S"],
            ["AH", "2H", "3H"],
            ["AD", "2D", "3D"],
          ],
        },
      },
      3,
      /hands\[0\] must hold exactly 3 cards/,
    ],
    [
      "a hand of four cards",
      {
        fixture: {
          hands: [
            ["AS", "2S", "3S", "4S"],
            ["AH", "2H", "3H"],
            ["AD", "2D", "3D"],
          ],
        },
      },
      3,
      /exactly 3 cards, got 4/,
    ],
    [
      "a Queen in a hand",
      {
        fixture: {
          hands: [
            ["QS", "2S", "3S"],
            ["AH", "2H", "3H"],
            ["AD", "2D", "3D"],
          ],
        },
      },
      3,
      /QS cannot be there \(hand cards are Ace to 10\)/,
    ],
    [
      "a Jack in a hand",
      {
        fixture: {
          hands: [
            ["AS", "2S", "3S"],
            ["JH", "2H", "3H"],
            ["AD", "2D", "3D"],
          ],
        },
      },
      3,
      /hands\[1\]: card JH cannot be there/,
    ],
    [
      "a card repeated within a hand",
      {
        fixture: {
          hands: [
            ["AS", "AS", "3S"],
            ["AH", "2H", "3H"],
            ["AD", "2D", "3D"],
          ],
        },
      },
      3,
      /AS is listed twice/,
    ],
    [
      "a card in two hands",
      {
        fixture: {
          hands: [
            ["AS", "2S", "3S"],
            ["AS", "2H", "3H"],
            ["AD", "2D", "3D"],
          ],
        },
      },
      3,
      /hands\[1\]: card AS is already in another hand/,
    ],
  ];
  it.each(refused)("refuses %s", (_name, raw, seats, message) => {
    const r = def.parseOptions(raw, seats);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it("refuses a deck naming so many number cards that the hands cannot be dealt", () => {
    const numbers = ["A", "2", "3", "4", "5", "6"].flatMap((r) => ["S", "H", "D", "C"].map((s) => r + s)); // 24
    expect(def.parseOptions({ fixture: { deck: numbers.slice(0, 22) } }, 6).ok).toBe(true);
    const r = def.parseOptions({ fixture: { deck: numbers.slice(0, 23) } }, 6);
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/too few to deal 6 hands/) });
  });
});

describe("Dobbelsjanse parseMove", () => {
  it.each([[{ type: "draw" }], [{ type: "score" }], [{ type: "play", card: "7H" }], [{ type: "play", card: "QS" }]])(
    "accepts %j",
    (m) => {
      expect(def.parseMove(m)).toEqual(m);
    },
  );
  it.each([
    [null],
    ["draw"],
    [[{ type: "draw" }]],
    [{}],
    [{ type: "Draw" }],
    [{ type: "bank" }],
    [{ type: "draw", card: "7H" }],
    [{ type: "score", x: 1 }],
    [{ type: "play" }],
    [{ type: "play", card: "7h" }],
    [{ type: "play", card: "JK1" }],
    [{ type: "play", card: 7 }],
    [{ type: "play", card: "7H", from: "hand" }],
  ])("refuses %j", (m) => {
    expect(def.parseMove(m)).toBeNull();
  });
});
