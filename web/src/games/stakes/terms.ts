// Stakes' own words, explained in a line each from the rules (docs/rules/stakes.md),
// for the table's words that explain themselves on tap or hover (../../parts/term.ts).
import * as tm from "../../i18n/messages";

export const STAKES_TERMS = {
  target: tm.tTermTarget,
  pot: tm.tTermPot,
  leverage: tm.tTermLeverage,
  leverageDuel: tm.tTermLeverageDuel,
  shield: tm.tTermShield,
} as const;
