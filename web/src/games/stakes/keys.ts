// The keys of Stakes and the Duel's moves, by move button (data-key). A question's
// answers (which die to nudge or reroll) take 1, 2, … in the order shown.
export const STAKES_KEYS: Record<string, string> = {
  flip: "F",
  bank: "B",
  twist: "T",
  pass: "P",
  "peek-keep": "K",
  "peek-swap": "S",
  "twist-cancel": "Escape",
};
