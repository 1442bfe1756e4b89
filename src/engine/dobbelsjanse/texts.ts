// How Dobbelsjanse's events become log lines, written only when the log is read
// (see ../log.ts), in the reader's words (src/words/<lang>/log-dobbelsjanse.ts). Lines keep
// the key order Dobbelsjanse has always sent: n, kind, text, seat, to.
import { type EventText, eventLines } from "../game-texts";
import { say, seatName } from "../../words/say";

const double: EventText = { kind: "double" };

const T: Record<string, EventText> = {
  "dobbel.draw": { kind: "draw" },
  "dobbel.play": { kind: "play" },
  "dobbel.score": { kind: "score" },
  "dobbel.fail": { kind: "fail" },
  "dobbel.face": { kind: "face" },
  "dobbel.round": { kind: "round" },
  "dobbel.hand": { kind: "hand", own: true },
  "dobbel.face2": { kind: "face" },
  "dobbel.double": double,
  "dobbel.double.fail": double,
  "dobbel.double.score": { kind: "score" },
  "dobbel.end": { kind: "end" },
  "dobbel.win": { kind: "result" },
  "dobbel.share": {
    kind: "result",
    // Every winner joined by "and": "Seat 0 and Seat 1 and Seat 2", as the game has always said it.
    text: (v, _name, words) =>
      say(words, "dobbel.share", [
        v
          .slice(1)
          .map((s) => seatName(Number(s), words))
          .join(say(words, "dobbel.and")),
        v[0]!,
      ]),
  },
};

export const dobbelLine = eventLines(T, false);
