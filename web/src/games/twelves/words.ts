// A Twelves move in words, for the match page's move list: targets by name,
// dice without their hand positions (a player never sees those numbers).
import { inLine, type TwelvesMove } from "./state";

const dice = (d: number[]) => (d.length > 1 ? "two dice" : "a die");

export function twelvesMoveWords(m: TwelvesMove, names: readonly string[] = []): string {
  const who = (seat: number) => names[seat] ?? `seat ${seat}`;
  switch (m.type) {
    case "leave":
      return "leaves the game";
    case "double":
      return "doubles";
    case "match":
      return "matches";
    case "cheat":
      return `cheats a die ${m.delta > 0 ? "up" : "down"} (secret)`;
    case "rig":
      return `rigs a ${m.face} (secret)`;
    case "drink":
      return `drinks with ${who(m.target)}`;
    case "hide":
      return `hides ${dice(m.dice)} (secret)`;
    case "luck":
      return `tries Luck on ${dice(m.dice)} (secret)`;
    case "mystify":
      return `mystifies ${who(m.target)}`;
    case "shove":
      return `shoves to ${inLine(m.to)}`;
    case "intimidate":
      return "intimidates";
    case "swap":
      return "swaps against a die (secret)";
    case "watch":
      return "watches";
    case "water":
      return "calls for water";
    case "smash":
      return `smashes ${who(m.target)}`;
  }
}
