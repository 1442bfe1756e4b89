// What a Dobbelsjanse seat can work out from its view: the number cards it has not
// seen (in other hands, the draw pile or the face-down discard pile), how many
// Queens and Kings are still in the draw pile (all not yet drawn: they never sit
// in hands), and how likely the next draw is to fail or end the round.
import type { Card } from "../../engine/cards";
import { isQueenOrKing, PILE_B, PILE_C, rankKey, tablePoints } from "../../engine/dobbelsjanse/piles";
import type { DobbelView } from "../../engine/dobbelsjanse/view";
import type { Seat } from "../../engine/types";

export { isQueenOrKing, tablePoints };
const rankOfCard = rankKey;

export function unseenNumbers(v: DobbelView, seat: Seat): Card[] {
  const seen = new Set<string>(v.table);
  for (const c of v.players[seat]!.hand ?? []) seen.add(c);
  return PILE_C.filter((c) => !seen.has(c));
}

export function facesInDeck(v: DobbelView): Card[] {
  const seen = new Set<string>([...v.table, ...v.cleared]);
  return PILE_B.filter((c) => !seen.has(c));
}

export interface DrawOdds {
  /** The draw fails (a rank already on the table) or is a second face card. */
  bad: number;
  /** The draw is the round's first face card (+10 on the table). */
  face: number;
}

export function drawOdds(v: DobbelView, seat: Seat): DrawOdds {
  if (v.deckCount <= 0) return { bad: 1, face: 0 };
  const faces = facesInDeck(v).length;
  const faceOnTable = v.table.some(isQueenOrKing);
  const ranks = new Set(v.table.filter((c) => !isQueenOrKing(c)).map(rankOfCard));
  const unseen = unseenNumbers(v, seat);
  const numbersInDeck = Math.max(0, v.deckCount - faces);
  const matching = unseen.length ? unseen.filter((c) => ranks.has(rankOfCard(c))).length / unseen.length : 0;
  const pFace = faces / v.deckCount;
  const pMatch = (numbersInDeck / v.deckCount) * matching;
  return faceOnTable ? { bad: pFace + pMatch, face: 0 } : { bad: pMatch, face: pFace };
}

/** Hand cards whose rank is not on the table (playing one cannot fail). */
export function safeHandCards(v: DobbelView, seat: Seat): Card[] {
  const ranks = new Set(v.table.filter((c) => !isQueenOrKing(c)).map(rankOfCard));
  return (v.players[seat]!.hand ?? []).filter((c) => !ranks.has(rankOfCard(c)));
}
