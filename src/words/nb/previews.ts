// Det en lenkeforhåndsvisning sier om et bord eller en kamp, på norsk bokmål:
// de samme nøklene og plassholderne som ../en/previews.ts.
import type { previews as en } from "../en/previews";

export const previews: Record<keyof typeof en, string> = {
  "facts.match": "{0}-kamp: {1}",
  "facts.atTable": "{0} ved bordet til {1}",
  "facts.table": "{0}-bord",
  "facts.for": "{0} for {1}",
  "facts.waiting": "{0}: {1} venter på {3} {3|one:spiller|other:spillere} til. Åpne lenken for å sette deg.",
  "facts.round": "runde {0}",
  "facts.inPlay": "i gang",
  "facts.toPlay": ", {0} har turen",
  "facts.playing": "{0} med {1}: {2}{3}. Se på direkte.",
  "facts.won": "{0} vant",
  "facts.tied": "{0} delte seieren",
  "facts.finished": "ferdig",
  "facts.over": "{0} med {1}: {2}. Se hvert trekk på nytt med kortene synlige.",
  "facts.duelName": "Stakes Duell",
  "facts.imageAlt": "{0} på Tablelink",
  "facts.newTable": "et nytt bord",
  "card.waiting": "Venter på {0} {0|one:spiller|other:spillere} til",
  "card.round": "Runde {0}",
  "card.inPlay": "I gang",
  "card.toPlay": "{0} · {1} har turen",
  "card.abandoned": "Avbrutt: ingen har spilt på 30 dager",
  "card.won": "{0} vant",
  "card.tied": "{0} delte seieren",
  "card.finished": "Ferdig",
  "card.openSeat": "ledig plass",
  "practice.title": "Øv på {0} mot roboter",
  "practice.description": "Spill {0} mot roboter i nettleseren. Du trenger verken konto eller nett.",
};
