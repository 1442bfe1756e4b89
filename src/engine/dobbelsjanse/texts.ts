// How Dobbelsjanse's events become log lines, written only when the log is read
// (see ../log.ts), in the reader's language (texts.en.ts, texts.nb.ts). Lines keep
// the key order Dobbelsjanse has always sent: n, kind, text, seat, to.
import { type EventText, eventLines } from "../game-texts";
import { addMessages, msg, seatName } from "../log-texts";
import { en } from "./texts.en";
import { nb } from "./texts.nb";

addMessages("en", en);
addMessages("nb", nb);

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
    text: (v, _name, lang) =>
      msg(lang, "dobbel.share", [
        v
          .slice(1)
          .map((s) => seatName(Number(s), lang))
          .join(msg(lang, "dobbel.and")),
        v[0]!,
      ]),
  },
};

export const dobbelLine = eventLines(T, false);
