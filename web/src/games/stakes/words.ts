// A Stakes move in words, for the match page's move list.
import type { StakesMove } from "./state";

export function stakesMoveWords(m: StakesMove): string {
  switch (m.type) {
    case "flip":
      return "flips a card";
    case "bank":
      return "banks";
    case "pass":
      return "passes";
    case "twist":
      return `twists die ${m.die}`;
    case "peek":
      return m.order === "swap" ? "peeks and swaps the top two" : "peeks and keeps the order";
    case "nudge":
      return `nudges die ${m.die} ${m.delta > 0 ? "up" : "down"}`;
  }
}
