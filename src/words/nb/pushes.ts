// Push notification texts in Norwegian Bokmål: the same keys and placeholders as ../en/pushes.ts.
import type { pushes as en } from "../en/pushes";

export const pushes: Record<keyof typeof en, string> = {
  "push.turn.title": "Din tur mot {0} i {1}",
  "push.many": "Din tur ved {0} bord",
  "push.lead": "Din tur ",
  "push.over.title": "{1} mot {0} er ferdig",
  "push.reminder.title": "Påminnelse: din tur mot {0} i {1}",
  "push.reminder.body": "Du må gjøre trekket ditt innen {0}.",
  "push.started": "Spillet har begynt.",
  "push.over": "Kampen er over.",
  "push.abandoned": "Ingen har gjort et trekk på 30 dager, så bordet er stengt uten vinner.",
  "push.won": "Du vant.",
  "push.shared": "Du deler seieren.",
  "push.winners": "{0} vant.",
  "push.and": " og ",
  "push.nobody": "ingen ennå",
  "push.two": "{0} og {1}",
  "push.more": "{0}, {1} og {2} {2|one:annen|other:andre}",
  "push.duel": "{0} Duell",
  "push.minutes": "{0} {0|one:minutt|other:minutter}",
  "push.hours": "{0} {0|one:time|other:timer}",
  "push.days": "{0} {0|one:døgn|other:døgn}",
  "push.days.hours": "{0} og {1}",
  "club.opened": "{0} har åpnet et {1}-bord i {2}",
  "club.duel": "Stakes-duell",
};
