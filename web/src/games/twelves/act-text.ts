// One line per announced Twelves action, as the viewer may see it (./table lists this round's).
import { ACTION_NAME, place, type TwelvesAct } from "./state";

export type Names = (seat: number) => string;

const dice = (d: number[] | undefined) => ((d ?? []).length > 1 ? "two dice" : "a die");

/** One line per announced action, as the viewer may see it. */
export function actText(a: TwelvesAct, name: Names, you: number | null): string {
  const who = a.seat === you ? "You" : name(a.seat);
  const whose = a.seat === you ? "Your" : `${name(a.seat)}'s`;
  const target = a.target === undefined ? "" : a.target === you ? "you" : name(a.target);
  const result = a.success === undefined ? "" : a.success ? " — success" : " — failure";
  if (a.type === "secret") return `${who} acted in secret`;
  if (a.caught) return `${whose} ${ACTION_NAME[a.type] ?? a.type}${target ? ` on ${target}` : ""} — caught, no effect`;
  switch (a.type) {
    case "cheat":
      return `${who} cheated a die ${a.delta! > 0 ? "up" : "down"} by 1 (secret)`;
    case "rig":
      return `${who} tried to rig a ${a.face} (secret)`;
    case "hide":
      return `${who} tried to hide ${dice(a.dice)} (secret)`;
    case "luck":
      return `${who} tried Luck on ${dice(a.dice)} (secret)`;
    case "swap":
      return `${who} swapped against a die (secret)`;
    case "drink":
      return `${who} drank with ${target}`;
    case "mystify":
      return `${who} mystified ${target}`;
    case "smash":
      return `${who} smashed ${target}${result}`;
    case "shove":
      return `${who} shoved to ${place(a.to ?? 0)} place${result}`;
    case "intimidate":
      return `${who} intimidated${result}`;
    case "watch":
      return `${who} watched${a.out ? " from outside the game" : ""}`;
    case "water":
      return `${who} called for water${result}`;
    default:
      return `${who}: ${a.type}`;
  }
}
