// The room's own log lines in Norwegian Bokmål: the same keys and placeholders as room-texts.en.ts.
import type { en } from "./room-texts.en";

export const nb: Record<keyof typeof en, string> = {
  "room.paused": "Bordet har pause til {0}: ingen klokke går.",
  "room.pause.over": "Pausen er over: klokka går igjen.",
  "room.pause.lapsed": "Pauseforslaget falt bort: ikke alle sa ja før {0}.",
  "room.pause.asked": "{@0} ba om pause til {1}.",
  "room.pause.declined": "{@0} sa nei til pausen.",
  "room.pause.accepted": "{@0} sa ja til pausen.",
  "room.pause.ended": "{@0} avsluttet pausen: klokka går igjen.",
  "room.pause.withdrew": "{@0} trakk tilbake pauseforslaget.",
  "room.pause.calledOff": "{@0} avlyste pauseforslaget.",
  "room.handed": "{0} ga plassen til {1} videre til {2} fra trekk {3}.",
  "room.tookOver": "{0} tok over plassen til {1} fra trekk {2}, invitert av {3}.",
  "room.abandoned": "Bordet ble forlatt: ingen gjorde et trekk på 30 dager. Ingen vinner.",
};
