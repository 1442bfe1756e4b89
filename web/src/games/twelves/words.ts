// A Twelves move in words, for the match page's move list: targets by name,
// dice without their hand positions (a player never sees those numbers).
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { inLine, type TwelvesMove } from "./state";

const dice = (d: number[]) => (d.length > 1 ? tm.tTwoDice : tm.tADie);

export function twelvesMoveWords(m: TwelvesMove, names: readonly string[] = []): string {
  const who = (seat: number) => names[seat] ?? fmt(tm.twSeat, { n: seat });
  switch (m.type) {
    case "leave":
      return tm.twLeave;
    case "double":
      return tm.twDouble;
    case "match":
      return tm.twMatch;
    case "cheat":
      return m.delta > 0 ? tm.twCheatUp : tm.twCheatDown;
    case "rig":
      return fmt(tm.twRig, { face: m.face });
    case "drink":
      return fmt(tm.twDrink, { who: who(m.target) });
    case "hide":
      return fmt(tm.twHide, { dice: dice(m.dice) });
    case "luck":
      return fmt(tm.twLuck, { dice: dice(m.dice) });
    case "mystify":
      return fmt(tm.twMystify, { who: who(m.target) });
    case "shove":
      return fmt(tm.twShove, { where: inLine(m.to) });
    case "intimidate":
      return tm.twIntimidate;
    case "swap":
      return tm.twSwap;
    case "watch":
      return tm.twWatch;
    case "water":
      return tm.twWater;
    case "smash":
      return fmt(tm.twSmash, { who: who(m.target) });
  }
}
