// Twelves read aloud (the R key): whose turn, the pot and the highest bet, each
// seat's bet, its winnings over the match, its dice and whether it is in, then your dice.
import type { View } from "../../../../src/protocol";
import { fmt } from "../../i18n/format";
import * as tm from "../../i18n/messages";
import { seatList, turnWords } from "../read-words";
import type { TwelvesState } from "./state";

const STATUS: Record<string, string> = { in: tm.rTwelvesIn, out: tm.rTwelvesOut, removed: tm.rTwelvesRemoved };
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

export function readTwelves(v: View, names: string[]): string {
  const s = v.state as TwelvesState | null;
  const said = [turnWords(v, names)];
  if (!s) return said.join(" ");
  said.push(fmt(tm.rTwelvesPot, { game: s.game, games: s.games, pool: s.pool, bet: s.highestBet }));
  said.push(
    seatList(
      s.players.map((p, seat) =>
        fmt(tm.rTwelvesSeat, {
          name: names[seat] ?? "",
          bet: p.bet,
          net: signed(p.net),
          n: p.handCount,
          status: STATUS[p.status] ?? p.status,
        }),
      ),
    ),
  );
  const hand = v.you === null ? undefined : s.players[v.you]?.hand;
  if (hand?.length) said.push(fmt(tm.rYourDice, { dice: hand.join(", "), total: hand.reduce((a, b) => a + b, 0) }));
  return said.join(" ");
}
