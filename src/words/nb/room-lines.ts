// The room's own log lines in Norwegian Bokmål: the same keys and placeholders as ../en/room-lines.ts.
import type { roomLines as en } from "../en/room-lines";

export const roomLines: Record<keyof typeof en, string> = {
  "room.paused": "Bordet har pause til {0}. Klokka står stille så lenge.",
  "room.pause.over": "Pausen er over, og klokka går igjen.",
  "room.pause.lapsed": "Pauseforslaget falt bort fordi ikke alle sa ja før {0}.",
  "room.pause.asked": "{@0} ba om pause til {1}.",
  "room.pause.declined": "{@0} sa nei til pausen.",
  "room.pause.accepted": "{@0} sa ja til pausen.",
  "room.pause.ended": "{@0} avsluttet pausen, og klokka går igjen.",
  "room.pause.withdrew": "{@0} trakk tilbake pauseforslaget.",
  "room.pause.calledOff": "{@0} avlyste pauseforslaget.",
  "room.handed": "{0} lot {2} ta over plassen til {1} fra trekk {3}.",
  "room.tookOver": "{0} tok over plassen til {1} fra trekk {2}, invitert av {3}.",
  "room.abandoned": "Bordet ble forlatt etter 30 dager uten trekk. Ingen vinner.",
  "room.claimed": "{@1} lot tiden gå ut på de to siste turene sine, så {@0} krevde seieren og vinner.",
  "room.series.ending": "{@0} avsluttet serien: dette er den siste kampen.",
};
