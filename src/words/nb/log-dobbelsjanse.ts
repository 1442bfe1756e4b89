// Dobbelsjanse's log lines in Norwegian Bokmål, in the words of the original rules
// (bunken, hånda, bildekort, statuskort, feiler, dobbelsjanse): same keys and
// placeholders as ../en/log-dobbelsjanse.ts.
import type { logDobbelsjanse as en } from "../en/log-dobbelsjanse";

export const logDobbelsjanse: Record<keyof typeof en, string> = {
  "dobbel.draw": "{name} trekker {0}.",
  "dobbel.play": "{name} spiller {0} fra hånda.",
  "dobbel.score": "{name} scorer {0} {0|one:poeng|other:poeng}.",
  "dobbel.fail": "{name} feiler: {0} har samme verdi som {1}.",
  "dobbel.face": "Første bildekort denne runden, så det skjer ingenting.",
  "dobbel.round": "Runde {0} begynner. {name} starter.",
  "dobbel.hand": "Du får {0} på hånda.",
  "dobbel.face2": "Andre bildekort, så runden er slutt.",
  "dobbel.double": "Dobbelsjanse for {name}!",
  "dobbel.double.fail": "Dobbelsjansen feiler, og {name} får ingen poeng.",
  "dobbel.double.score": "{name} scorer {0} {0|one:poeng|other:poeng} på dobbelsjansen.",
  "dobbel.end": "Det åttende bildekortet er trukket, så spillet er slutt og ingen får flere poeng.",
  "dobbel.win": "{@0} vinner med {1} {1|one:poeng|other:poeng}.",
  "dobbel.share": "{0} deler seieren med {1} {1|one:poeng|other:poeng}.",
  "dobbel.and": " og ",
};
