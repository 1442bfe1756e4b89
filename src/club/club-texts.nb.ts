// Club push texts in Norwegian Bokmål (the same keys as club-texts.en.ts).
import type { en } from "./club-texts.en";

export const nb: Record<keyof typeof en, string> = {
  "club.opened": "{0} har åpnet et {1}-bord i {2}",
  "club.duel": "Stakes-duell",
};
