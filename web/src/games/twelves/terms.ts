// Twelves' own words, explained in a line each from the rules (docs/rules/twelves.md),
// for the table's words that explain themselves.
export const TWELVES_TERMS = {
  pool: "Every bet goes into the pool. The best hand at the showdown, or the last one still in, takes it.",
  order: "Who acts when in this round. A Shove can move someone to another place.",
  drinks:
    "Shots of alcohol this game: −1 on every die of your skill rolls per shot; the fourth makes you pass out and leave the game.",
  net: "Coins won minus coins bet over the match so far.",
} as const;
