// A Stakes move in words, for the match page's move list.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import type { StakesMove } from "./state";

export function stakesMoveWords(m: StakesMove): string {
  switch (m.type) {
    case "flip":
      return tm.twFlip;
    case "bank":
      return tm.twBank;
    case "pass":
      return tm.twPass;
    case "twist":
      return fmt(tm.twTwist, { die: m.die });
    case "peek":
      return m.order === "swap" ? tm.twPeekSwap : tm.twPeekKeep;
    case "nudge":
      return fmt(m.delta > 0 ? tm.twNudgeUp : tm.twNudgeDown, { die: m.die });
  }
}
