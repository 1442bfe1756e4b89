// How Twelves' events become log lines, written only when the log is read (see
// ../log.ts), in the reader's words (src/words/<lang>/log-twelves.ts). Lines keep the
// key order Twelves has always sent: n, kind, text, seat, to; a private line is for
// its own seat only. The private lines that name a die by its face ("your second 7":
// Cheat, Swap, Hide, Luck and rerolls) carry the die as its face and its place among
// the dice showing the same face (dieRef), and say it in the reader's words (dieIn).
// Tables stored before that hold those lines as finished English text.
import { type Args, type EventText, eventLines } from "../game-texts";
import type { Catalog } from "../../words/format";
import { listOf, say, seatName } from "../../words/say";

function roll(v: Args, _name: string, words: Catalog): string {
  const [skill, a, b, alcohol, bonus, ma, mb, value, dl, successes] = v as [string, ...number[]];
  const sk = say(words, `twelves.skill.${skill}`);
  // Lines logged before the action was recorded say the skill alone.
  const action = v[10];
  const what =
    typeof action === "string"
      ? say(words, "twelves.roll.what", [say(words, `twelves.action.${action}`), sk])
      : say(words, "twelves.roll.skill", [sk]);
  const parts: string[] = [];
  if (alcohol! > 0) parts.push(say(words, "twelves.roll.drinks", [alcohol!]));
  if (bonus! > 0) parts.push(say(words, "twelves.roll.bonus", [bonus!]));
  const mods = parts.length ? say(words, "twelves.roll.mods", [parts.join(say(words, "list.comma")), ma!, mb!]) : "";
  // The rules page and the move buttons say "needs 9", never the rules' DL.
  const needs = dl! < 0 ? "" : say(words, "twelves.roll.needs", [dl!, successes!]);
  return say(words, "twelves.roll", [what, a!, b!, mods, value!, needs]);
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
    text: (v, _name, words) => say(words, v[2] ? "twelves.newdie.rigged" : "twelves.newdie", v),
    own: true,
  },
  "twelves.dice": { kind: "dice", own: true },
  "twelves.shot": { kind: "shot" },
  "twelves.water.instead": { kind: "water", own: true },
  "twelves.alcohol": { kind: "alcohol", own: true },
  "twelves.passout": { kind: "passout" },
  "twelves.drink": { kind: "drink" },
  "twelves.shove": {
    kind: "shove",
    text: (v, name, words) => say(words, "twelves.shove", [inLineIn(words, Number(v[0])), outcome(words, v[1])], name),
  },
  "twelves.water.call": {
    kind: "water",
    text: (v, name, words) => say(words, "twelves.water.call", [outcome(words, v[0])], name),
  },
  "twelves.water.get": { kind: "water", own: true },
  "twelves.mystify": { kind: "mystify" },
  "twelves.smash": {
    kind: "smash",
    text: (v, name, words) => say(words, "twelves.smash", [v[0]!, outcome(words, v[1])], name),
  },
  "twelves.caught.watch": { kind: "caught", text: caught("twelves.caught.watch") },
  "twelves.caught.intimidate": { kind: "caught", text: caught("twelves.caught.intimidate") },
  "twelves.watch": { kind: "watch" },
  "twelves.watch.out": { kind: "watch" },
  "twelves.intimidate": {
    kind: "intimidate",
    text: (v, name, words) => say(words, "twelves.intimidate", [outcome(words, v[0])], name),
  },
  "twelves.rig.done": { kind: "rig", own: true },
  "twelves.rig.fail": { kind: "rig", own: true },
  "twelves.reveal": {
    kind: "reveal",
    text: (v, name, words) => say(words, "twelves.reveal", [v[0]!, say(words, `twelves.hand.${v[1]}`)], name),
  },
  "twelves.resign.in": { kind: "resign" },
  "twelves.resign": { kind: "resign" },
  "twelves.removed": {
    kind: "removed",
    text: (v, _name, words) => say(words, "twelves.removed", [seatsIn(words, v).join(say(words, "list.comma"))]),
  },
  "twelves.stage2": { kind: "stage" },
  "twelves.game": { kind: "game" },
  "twelves.game.rest": { kind: "game" },
  "twelves.win.one": {
    kind: "win",
    text: (v, _name, words) => say(words, "twelves.win.one", [seatName(Number(v[1]), words), v[0]!]),
  },
  "twelves.win.shared": {
    kind: "win",
    // v: pool, the number of winners, the winners, then their shares.
    text: (v, _name, words) => {
      const k = Number(v[1]);
      const comma = say(words, "list.comma");
      const names = seatsIn(words, v.slice(2, 2 + k)).join(comma);
      return say(words, "twelves.win.shared", [names, v[0]!, v.slice(2 + k).join(comma)]);
    },
  },
  "twelves.cheat": {
    kind: "cheat",
    // v: the die (face, place), 1 up / 0 down, the new face, 1 if it was covered by hiding.
    text: (v, _name, words) =>
      say(words, `twelves.cheat.${v[2] ? "up" : "down"}${v[4] ? ".covered" : ""}`, [dieIn(words, v, 0), v[3]!]),
    own: true,
  },
  "twelves.swap": {
    kind: "swap",
    // v: the new face, rigged, replaced, covered, then the die it was measured against.
    text: (v, _name, words) => {
      const shows = say(words, v[1] ? "twelves.swap.shows.rigged" : "twelves.swap.shows", [v[0]!]);
      const fate = say(words, `twelves.swap.${v[2] ? "in" : "out"}${v[3] ? ".covered" : ""}`, [dieIn(words, v, 4)]);
      return say(words, "twelves.swap", [shows, fate]);
    },
    own: true,
  },
  "twelves.hide": {
    kind: "hide",
    // v: the dice hidden, two values each.
    text: (v, _name, words) => {
      if (v.length === 0) return say(words, "twelves.hide.none");
      const dice = Array.from({ length: v.length / 2 }, (_, i) => dieIn(words, v, 2 * i));
      return say(words, "twelves.hide", [dice.join(say(words, "twelves.hide.and"))]);
    },
    own: true,
  },
  "twelves.luck": {
    kind: "luck",
    // v: per die rerolled, the die (two values), its new face, rigged.
    text: (v, _name, words) => {
      if (v.length === 0) return say(words, "twelves.luck.none");
      const each = Array.from({ length: v.length / 4 }, (_, i) =>
        say(words, v[4 * i + 3] ? "twelves.luck.die.rigged" : "twelves.luck.die", [
          dieIn(words, v, 4 * i),
          v[4 * i + 2]!,
        ]),
      );
      return say(words, "twelves.luck", [each.join("; ")]);
    },
    own: true,
  },
  "twelves.reroll": {
    kind: "reroll",
    // v: mystify or smash, whose it was, the die (two values), its new face.
    text: (v, _name, words) => say(words, "twelves.reroll", [byWhom(words, v), dieIn(words, v, 2), v[4]!]),
    own: true,
  },
  "twelves.reroll.none": {
    kind: "reroll",
    text: (v, _name, words) => say(words, "twelves.reroll.none", [byWhom(words, v)]),
    own: true,
  },
  "twelves.over": {
    kind: "match",
    // v: the number of seats, each seat's net coins, then the winners.
    text: (v, _name, words) => {
      const seats = Number(v[0]);
      const net = v
        .slice(1, 1 + seats)
        .map((n, s) => say(words, "twelves.net", [`${Number(n) > 0 ? "+" : ""}${n}`], seatName(s, words)))
        .join(say(words, "list.comma"));
      const won = seatsIn(words, v.slice(1 + seats));
      const verdict =
        won.length === 1
          ? say(words, "twelves.over.one", [won[0]!])
          : say(words, "twelves.over.shared", [listOf(words, won)]);
      return say(words, "twelves.over", [net, verdict]);
    },
  },
};

function outcome(words: Catalog, ok: string | number | undefined): string {
  return say(words, ok ? "twelves.success" : "twelves.failure");
}

function seatsIn(words: Catalog, v: Args): string[] {
  return v.map((s) => seatName(Number(s), words));
}

/** A place in the turn order (from 0) in words: "third in line". */
function inLineIn(words: Catalog, n: number): string {
  return say(words, `twelves.inline.${n}`);
}

function caught(key: string) {
  return (v: Args, name: string, words: Catalog) =>
    say(words, key, [say(words, `twelves.action.${v[0]}`), v[1]!], name);
}

export const twelvesLine = eventLines(T, false);

/** "Ann's Mystify": v[0] the action, v[1] its seat (the room puts the name in). */
function byWhom(words: Catalog, v: Args): string {
  return say(words, `twelves.by.${v[0]}`, [v[1]!]);
}

/**
 * A die of a hand as the log keeps it: its face and, when two or more show that
 * face, its place among them (-1 when it is the only one; players never see the
 * dice's places in the hand, so a line cannot name it by place). Face -1: no die.
 */
export function dieRef(hand: readonly number[], d: number): [face: number, nth: number] {
  const face = hand[d];
  if (face === undefined) return [-1, -1];
  const same = hand.flatMap((f, i) => (f === face ? [i] : []));
  return [face, same.length < 2 ? -1 : same.indexOf(d)];
}

/** The die at v[at], v[at + 1] in words, as a player says it: "your 9", "your second 7". */
function dieIn(words: Catalog, v: Args, at: number): string {
  const face = Number(v[at]);
  const nth = Number(v[at + 1]);
  if (face < 0) return say(words, "twelves.die.none");
  return say(words, nth >= 0 && nth < 6 ? `twelves.die.${nth}` : "twelves.die", [face]);
}
