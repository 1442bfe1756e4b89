// The text of Twelves' frequent log lines, written only when the log is read
// (see ../log.ts). Lines keep the key order Twelves has always sent: n, kind,
// text, seat, to; a private line is for its own seat only.
import type { LogEvent } from "../log";
import type { LogEntry } from "../types";

type Args = (string | number)[];

interface Text {
  kind: string;
  text(v: Args, name: string): string;
  /** Only the seat it is about may read it. */
  own?: true;
}

/** "watch" → "Watch": the word on the action's button. */
const word = (action: string) => action.charAt(0).toUpperCase() + action.slice(1);

function roll(v: Args): string {
  const [skill, a, b, alcohol, bonus, ma, mb, value, dl, successes] = v as [string, ...number[]];
  // Lines logged before the action was recorded say the skill alone.
  const action = v[10];
  const what = typeof action === "string" ? `${word(action)} roll (${skill})` : `${skill} roll`;
  const parts: string[] = [];
  if (alcohol! > 0) parts.push(`−${alcohol} drinks`);
  if (bonus! > 0) parts.push(`+${bonus} Intimidate`);
  const mods = parts.length ? ` (${parts.join(", ")}) → ${ma} and ${mb}` : "";
  // The rules page and the move buttons say "needs 9", never the rules' DL.
  const needs = dl! < 0 ? "" : `; needs ${dl}: ${successes} success${successes === 1 ? "" : "es"}`;
  return `Your ${what}: ${a} and ${b}${mods}; roll value ${value}${needs}.`;
}

const T: Record<string, Text> = {
  "twelves.leave": { kind: "leave", text: (v, name) => `${name} leaves the game (bet ${v[0]} stays in the pool).` },
  "twelves.double": { kind: "double", text: (v, name) => `${name} doubles to ${v[0]}.` },
  "twelves.match": { kind: "match", text: (v, name) => `${name} matches ${v[0]}.` },
  "twelves.secret": { kind: "secret", text: (_v, name) => `${name} acts.` },
  "twelves.roll": { kind: "roll", text: roll, own: true },
  "twelves.stage": { kind: "stage", text: (v) => `Round ${v[0]}: action pass ${v[1]}.` },
  "twelves.betting": { kind: "round", text: (v) => `Round ${v[0]}: betting.` },
  "twelves.newdie": {
    kind: "dice",
    // v[0] is the die's place in the hand, which players never see.
    text: (v) => `Your new die shows ${v[1]}${v[2] ? " (rigged)" : ""}.`,
    own: true,
  },
  "twelves.dice": { kind: "dice", text: (v) => `You roll ${v[0]} and ${v[1]}.`, own: true },
};

export function twelvesLine(e: LogEvent): LogEntry | null {
  const t = T[e[0]];
  if (!t) return null;
  const [, n, seat, ...args] = e;
  const out: LogEntry = { n, kind: t.kind, text: t.text(args, seat < 0 ? "" : `Seat ${seat}`) };
  if (seat >= 0) out.seat = seat;
  if (t.own) out.to = [seat];
  return out;
}

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
