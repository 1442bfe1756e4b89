// Stakes read aloud (the R key): whose turn, the target and pot, each seat's total,
// whether it is in, banked or bust, and its score (the Duel: rounds won), then your cards.
import type { View } from "../../../../src/protocol";
import { fmt } from "../../i18n/format";
import * as tm from "../../i18n/messages";
import { cardsAt, seatList, turnWords } from "../read-words";
import type { StakesState } from "./state";

const STATUS: Record<string, string> = { live: tm.rStakesLive, banked: tm.rStakesBanked, bust: tm.rStakesBust };

export function readStakes(v: View, names: string[]): string {
  const s = v.state as StakesState | null;
  const said = [turnWords(v, names)];
  if (!s) return said.join(" ");
  const duel = s.duel ?? s.players.length === 2;
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
  if (v.you !== null) {
    const row = cardsAt(".seat.mine");
    said.push(row.length ? fmt(tm.rYourRow, { cards: row.join(", ") }) : tm.rNoCards);
  }
  return said.join(" ");
}
