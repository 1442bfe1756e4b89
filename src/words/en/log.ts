// Messages every game shares, in English (see ../format.ts for the placeholders).
export const logShared = {
  seat: "Seat {0}",
  list: "{0} and {1}",
  "list.comma": ", ",
  "by.timeout": "ran out of time:",
  "by.resigned": "(resigned)",
  "by.timeout.line": "{name} ran out of time.",
  "by.resigned.line": "{name} has resigned: the default move is played.",
};
