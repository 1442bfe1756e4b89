// A Twelves move in words, for the match page's move list (dice are hand
// positions from 0, as in the log; targets are seats).
import { place, type TwelvesMove } from "./state";

const dice = (d: number[]) => d.map((x) => `die ${x}`).join(" then ");

export function twelvesMoveWords(m: TwelvesMove): string {
  switch (m.type) {
    case "leave":
      return "leaves the game";
    case "double":
      return "doubles";
    case "match":
      return "matches";
    case "cheat":
      return `cheats die ${m.die} ${m.delta > 0 ? "up" : "down"} (secret)`;
    case "rig":
      return `rigs a ${m.face} (secret)`;
    case "drink":
      return `drinks with seat ${m.target}`;
    case "hide":
      return `hides ${dice(m.dice)} (secret)`;
    case "luck":
      return `tries Luck on ${dice(m.dice)} (secret)`;
    case "mystify":
      return `mystifies seat ${m.target}`;
    case "shove":
      return `shoves to ${place(m.to)} place`;
    case "intimidate":
      return "intimidates";
    case "swap":
      return `swaps against die ${m.die} (secret)`;
    case "watch":
      return "watches";
    case "water":
      return "calls for water";
    case "smash":
      return `smashes seat ${m.target}`;
  }
}
