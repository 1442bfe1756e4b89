// Stakes read aloud (the R key): whose turn, the target and pot, each seat's total,
// whether it is in, banked or bust, and its score, then your cards in words.
import type { View } from "../../../../src/protocol";
import { fmt } from "../../i18n/format";
import * as tm from "../../i18n/messages";
import { cardName } from "../../parts/card";
import { seatList, turnWords } from "../read-words";
import { isDuel, type StakesState } from "./state";

const STATUS: Record<string, string> = { live: tm.rStakesLive, banked: tm.rStakesBanked, bust: tm.rStakesBust };

export function readStakes(v: View, names: string[]): string {
  const s = v.state as StakesState | null;
  const said = [turnWords(v, names)];
  if (!s) return said.join(" ");
  const duel = isDuel(s);
  said.push(fmt(tm.rStakesTarget, { round: s.round, target: s.target, a: s.dice.A, b: s.dice.B, pot: s.pot }));
  said.push(
    seatList(
      s.players.map((p, seat) =>
        fmt(duel ? tm.rDuelSeat : tm.rStakesSeat, {
          name: names[seat] ?? "",
          total: p.total,
          status: STATUS[p.status] ?? p.status,
          score: duel ? (p.wins ?? 0) : p.score,
        }),
      ),
    ),
  );
  const me = v.you === null ? undefined : s.players[v.you];
  if (me) said.push(me.row.length ? fmt(tm.rYourRow, { cards: me.row.map(cardName).join(", ") }) : tm.rNoCards);
  if (s.known?.length) said.push(fmt(tm.rNextCards, { cards: s.known.map(cardName).join(", ") }));
  return said.join(" ");
}
