// How Twelves' events become log lines, written only when the log is read (see
// ../log.ts), in the reader's language (texts.en.ts, texts.nb.ts). Lines keep the
// key order Twelves has always sent: n, kind, text, seat, to; a private line is for
// its own seat only. Lines still written as finished text (`say`, `tell` in log.ts)
// stay in English.
import { type Args, type EventText, eventLines } from "../game-texts";
import type { Lang } from "../lang";
import { addMessages, msg } from "../log-texts";
import { en } from "./texts.en";
import { nb } from "./texts.nb";

addMessages("en", en);
addMessages("nb", nb);

function roll(v: Args, _name: string, lang: Lang): string {
  const [skill, a, b, alcohol, bonus, ma, mb, value, dl, successes] = v as [string, ...number[]];
  const sk = msg(lang, `twelves.skill.${skill}`);
  // Lines logged before the action was recorded say the skill alone.
  const action = v[10];
  const what =
    typeof action === "string"
      ? msg(lang, "twelves.roll.what", [msg(lang, `twelves.action.${action}`), sk])
      : msg(lang, "twelves.roll.skill", [sk]);
  const parts: string[] = [];
  if (alcohol! > 0) parts.push(msg(lang, "twelves.roll.drinks", [alcohol!]));
  if (bonus! > 0) parts.push(msg(lang, "twelves.roll.bonus", [bonus!]));
  const mods = parts.length ? msg(lang, "twelves.roll.mods", [parts.join(msg(lang, "list.comma")), ma!, mb!]) : "";
  // The rules page and the move buttons say "needs 9", never the rules' DL.
  const needs = dl! < 0 ? "" : msg(lang, "twelves.roll.needs", [dl!, successes!]);
  return msg(lang, "twelves.roll", [what, a!, b!, mods, value!, needs]);
}

const T: Record<string, EventText> = {
  "twelves.leave": { kind: "leave" },
  "twelves.double": { kind: "double" },
  "twelves.match": { kind: "match" },
  "twelves.secret": { kind: "secret" },
  "twelves.roll": { kind: "roll", text: roll, own: true },
  "twelves.stage": { kind: "stage" },
  "twelves.betting": { kind: "round" },
  "twelves.newdie": {
    kind: "dice",
    // v[0] is the die's place in the hand, which players never see.
    text: (v, _name, lang) => msg(lang, v[2] ? "twelves.newdie.rigged" : "twelves.newdie", v),
    own: true,
  },
  "twelves.dice": { kind: "dice", own: true },
};

export const twelvesLine = eventLines(T, false);

const ORDINAL = ["first", "second", "third", "fourth", "fifth", "sixth"];

/**
 * A die of a hand as a player says it, by its face: "your 9", or "your second 7"
 * when two show 7 (players never see the dice's places in the hand).
 */
export function dieName(hand: readonly number[], d: number): string {
  const face = hand[d];
  if (face === undefined) return "your die";
  const same = hand.flatMap((f, i) => (f === face ? [i] : []));
  return same.length < 2 ? `your ${face}` : `your ${ORDINAL[same.indexOf(d)] ?? ""} ${face}`;
}

/** A place in the turn order (from 0) in words: "third in line". */
export function inLine(n: number): string {
  return `${ORDINAL[n] ?? `${n + 1}th`} in line`;
}
