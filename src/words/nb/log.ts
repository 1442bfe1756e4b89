// Messages every game shares, in Norwegian Bokmål (see ../format.ts for the placeholders).
import type { logShared as en } from "../en/log";

export const logShared: Record<keyof typeof en, string> = {
  seat: "Spiller {0}",
  list: "{0} og {1}",
  "list.comma": ", ",
  "by.timeout": "(tom for tid)",
  "by.resigned": "(har gitt opp)",
  "by.timeout.line": "{name} gikk tom for tid.",
  "by.resigned.line": "{name} har gitt opp, så standardtrekket spilles.",
};
