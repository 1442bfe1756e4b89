// Messages every game shares, in Norwegian Bokmål (see log-texts.ts for the placeholders).
import type { en } from "./common-texts.en";

export const nb: Record<keyof typeof en, string> = {
  seat: "Spiller {0}",
  list: "{0} og {1}",
  "list.comma": ", ",
  "by.timeout": "(tom for tid)",
  "by.resigned": "(har gitt opp)",
  "by.timeout.line": "{name} gikk tom for tid.",
  "by.resigned.line": "{name} har gitt opp, så standardtrekket spilles.",
};
