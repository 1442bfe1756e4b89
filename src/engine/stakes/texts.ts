// How Stakes' events become log lines, written only when the log is read: a move
// records an event (which text, and the numbers and cards it names) and playouts
// that nobody reads never build a string. The words are in src/words/<lang>/
// log-stakes.ts. Lines keep the key order Stakes has always sent: n, text, kind, seat, to.
import { type EventText, eventLines } from "../game-texts";
import { listOf, say, seatName } from "../../words/say";

const flip: EventText = { kind: "flip" };
const bust: EventText = { kind: "bust" };
const bank: EventText = { kind: "bank" };
const round: EventText = { kind: "round" };
const end: EventText = { kind: "end" };
const peek: EventText = { kind: "peek" };
const ownPeek: EventText = { kind: "peek", own: true };
const pressure: EventText = { kind: "pressure" };

const T: Record<string, EventText> = {
  "stakes.start": { kind: "start" },
  "stakes.start.duel": { kind: "start" },
  "stakes.flip": flip,
  "stakes.flip.peek": flip,
  "stakes.flip.shield": flip,
  "stakes.flip.shielded": flip,
  "stakes.flip.nudge": flip,
  "stakes.shield": { kind: "shield" },
  "stakes.bust": bust,
  "stakes.bust.own": bust,
  "stakes.bust.by": bust,
  "stakes.stuck": bust,
  "stakes.bank": bank,
  "stakes.bank.take": bank,
  "stakes.bank.none": bank,
  "stakes.bank.pot": bank,
  "stakes.bank.empty": bank,
  "stakes.twist": { kind: "twist" },
  "stakes.nudge": { kind: "nudge" },
  "stakes.pass": { kind: "pass" },
  "stakes.round.end": {
    kind: "round",
    text: (v, _name, words) =>
      say(words, "stakes.round.end", [
        v[0]!,
        v
          .slice(1)
          .map((x, i) => say(words, "stakes.score", [x], seatName(i, words)))
          .join(say(words, "list.comma")),
      ]),
  },
  "stakes.round": round,
  "stakes.duel.dead": round,
  "stakes.duel.bust": round,
  "stakes.duel.push": round,
  "stakes.duel.beats": round,
  "stakes.end.duel": end,
  "stakes.end.one": end,
  "stakes.end.shared": {
    kind: "end",
    text: (v, _name, words) =>
      say(words, "stakes.end.shared", [
        listOf(
          words,
          v.slice(1).map((s) => seatName(Number(s), words)),
        ),
        v[0]!,
      ]),
  },
  "stakes.reshuffle": { kind: "reshuffle" },
  "stakes.peek.none": peek,
  "stakes.peek.last": peek,
  "stakes.peek.last.own": ownPeek,
  "stakes.peek.two": peek,
  "stakes.peek.two.own": ownPeek,
  "stakes.putback": peek,
  "stakes.putback.swap": ownPeek,
  "stakes.putback.keep": ownPeek,
  "stakes.pressure.exact": pressure,
  "stakes.pressure.none": pressure,
  "stakes.pressure.pay": pressure,
  "stakes.resign": { kind: "resign" },
};

export const stakesLine = eventLines(T, true);
