// Dobbelsjanse read aloud (the R key): whose turn, the cards in the middle, each
// seat's score and hand size (or that it is out), then your hand.
import type { View } from "../../../../src/protocol";
import { fmt } from "../../i18n/format";
import * as tm from "../../i18n/messages";
import { cardsAt, seatList, turnWords } from "../read-words";
import type { DobbelState } from "./state";

export function readDobbelsjanse(v: View, names: string[]): string {
  const s = v.state as DobbelState | null;
  const said = [turnWords(v, names)];
  if (!s) return said.join(" ");
  const middle = cardsAt(".slot.on-table");
  said.push(
    middle.length
      ? fmt(tm.rDobbelTable, { round: s.round, cards: middle.join(", ") })
      : fmt(tm.rDobbelEmpty, { round: s.round }),
  );
  said.push(
    seatList(
      s.players.map((p, seat) =>
        fmt(p.in ? tm.rDobbelSeat : tm.rDobbelSeatOut, { name: names[seat] ?? "", score: p.score, n: p.handCount }),
      ),
    ),
  );
  const hand = cardsAt(".dj-hand.mine");
  if (hand.length) said.push(fmt(tm.rYourHand, { cards: hand.join(", ") }));
  return said.join(" ");
}
