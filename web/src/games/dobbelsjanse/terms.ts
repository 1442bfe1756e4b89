// Dobbelsjanse's own words, explained in a line each from the rules
// (docs/rules/dobbelsjanse.md), for the table's words that explain themselves.
export const DOBBEL_TERMS = {
  faces:
    "Queens and Kings. The first one drawn in a round does nothing; the second ends the round with no more points. The eighth ends the game.",
  discard: "Number cards and Aces cleared at the end of each round, face down.",
  doubleChance:
    "The last player still in must draw two cards, or draw one and play one. If neither fails, the cards on the table score double: 2 per number card, 10 per Queen or King.",
} as const;
