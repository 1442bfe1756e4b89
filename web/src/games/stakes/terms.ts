// Stakes' own words, explained in a line each from the rules (docs/rules/stakes.md),
// for the table's words that explain themselves on tap or hover (../../parts/term.ts).
export const STAKES_TERMS = {
  target:
    "The total to reach without going over: die A + die B + 10. A twist or a King's nudge moves it, and anyone over it busts.",
  pot: "Leverage dice paid in by twists and by pressure at the end of a round. Banking exactly on target wins one back.",
  leverage:
    "Leverage dice: pay one to twist, rerolling die A or B to move the target. A banked player may still twist cold to bust the others.",
  leverageDuel:
    "Leverage dice: pay one to twist, rerolling die A or B. Banking exactly on target takes one from your opponent; pressure makes the round's loser pay one.",
  shield:
    "Shield (from a Queen): the next card that would bust this player is discarded instead. One use, gone at round end.",
} as const;
