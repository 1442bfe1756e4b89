// Twelves' own words, explained in a line each from the rules (docs/rules/twelves.md),
// for the table's words that explain themselves.
import * as tm from "../../i18n/messages";

export const TWELVES_TERMS = {
  pool: tm.tTermPool,
  order: tm.tTermOrder,
  drinks: tm.tTermDrinks,
  net: tm.tTermNet,
} as const;
