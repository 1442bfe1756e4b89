// Dobbelsjanse's own words, explained in a line each from the rules
// (docs/rules/dobbelsjanse.md), for the table's words that explain themselves.
import * as tm from "../../i18n/messages";

export const DOBBEL_TERMS = {
  faces: tm.tTermFaces,
  discard: tm.tTermDiscard,
  doubleChance: tm.tTermDc,
} as const;
