// How Twelves' events become log lines, written only when the log is read (see
// ../log.ts), in the reader's language (texts.en.ts, texts.nb.ts). Lines keep the
// key order Twelves has always sent: n, kind, text, seat, to; a private line is for
// its own seat only. The private lines that name a die by its face ("your second 7":
// Cheat, Swap, Hide, Luck and rerolls) carry the die as its face and its place among
// the dice showing the same face (dieRef), and say it in the reader's words (dieIn).
// Tables stored before that hold those lines as finished English text.
import { type Args, type EventText, eventLines } from "../game-texts";
import type { Lang } from "../lang";
import { addMessages, listOf, msg, seatName } from "../log-texts";
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
  "twelves.shot": { kind: "shot" },
  "twelves.water.instead": { kind: "water", own: true },
  "twelves.alcohol": { kind: "alcohol", own: true },
  "twelves.passout": { kind: "passout" },
  "twelves.drink": { kind: "drink" },
  "twelves.shove": {
    kind: "shove",
    text: (v, name, lang) => msg(lang, "twelves.shove", [inLineIn(lang, Number(v[0])), outcome(lang, v[1])], name),
  },
  "twelves.water.call": {
    kind: "water",
    text: (v, name, lang) => msg(lang, "twelves.water.call", [outcome(lang, v[0])], name),
  },
  "twelves.water.get": { kind: "water", own: true },
  "twelves.mystify": { kind: "mystify" },
  "twelves.smash": {
    kind: "smash",
    text: (v, name, lang) => msg(lang, "twelves.smash", [v[0]!, outcome(lang, v[1])], name),
  },
  "twelves.caught.watch": { kind: "caught", text: caught("twelves.caught.watch") },
  "twelves.caught.intimidate": { kind: "caught", text: caught("twelves.caught.intimidate") },
  "twelves.watch": { kind: "watch" },
  "twelves.watch.out": { kind: "watch" },
  "twelves.intimidate": {
    kind: "intimidate",
    text: (v, name, lang) => msg(lang, "twelves.intimidate", [outcome(lang, v[0])], name),
  },
  "twelves.rig.done": { kind: "rig", own: true },
  "twelves.rig.fail": { kind: "rig", own: true },
  "twelves.reveal": {
    kind: "reveal",
    text: (v, name, lang) => msg(lang, "twelves.reveal", [v[0]!, msg(lang, `twelves.hand.${v[1]}`)], name),
  },
  "twelves.resign.in": { kind: "resign" },
  "twelves.resign": { kind: "resign" },
  "twelves.removed": {
    kind: "removed",
    text: (v, _name, lang) => msg(lang, "twelves.removed", [seatsIn(lang, v).join(msg(lang, "list.comma"))]),
  },
  "twelves.stage2": { kind: "stage" },
  "twelves.game": { kind: "game" },
  "twelves.game.rest": { kind: "game" },
  "twelves.win.one": {
    kind: "win",
    text: (v, _name, lang) => msg(lang, "twelves.win.one", [seatName(Number(v[1]), lang), v[0]!]),
  },
  "twelves.win.shared": {
    kind: "win",
    // v: pool, the number of winners, the winners, then their shares.
    text: (v, _name, lang) => {
      const k = Number(v[1]);
      const comma = msg(lang, "list.comma");
      const names = seatsIn(lang, v.slice(2, 2 + k)).join(comma);
      return msg(lang, "twelves.win.shared", [names, v[0]!, v.slice(2 + k).join(comma)]);
    },
  },
  "twelves.cheat": {
    kind: "cheat",
    // v: the die (face, place), 1 up / 0 down, the new face, 1 if it was covered by hiding.
    text: (v, _name, lang) =>
      msg(lang, `twelves.cheat.${v[2] ? "up" : "down"}${v[4] ? ".covered" : ""}`, [dieIn(lang, v, 0), v[3]!]),
    own: true,
  },
  "twelves.swap": {
    kind: "swap",
    // v: the new face, rigged, replaced, covered, then the die it was measured against.
    text: (v, _name, lang) => {
      const shows = msg(lang, v[1] ? "twelves.swap.shows.rigged" : "twelves.swap.shows", [v[0]!]);
      const fate = msg(lang, `twelves.swap.${v[2] ? "in" : "out"}${v[3] ? ".covered" : ""}`, [dieIn(lang, v, 4)]);
      return msg(lang, "twelves.swap", [shows, fate]);
    },
    own: true,
  },
  "twelves.hide": {
    kind: "hide",
    // v: the dice hidden, two values each.
    text: (v, _name, lang) => {
      if (v.length === 0) return msg(lang, "twelves.hide.none");
      const dice = Array.from({ length: v.length / 2 }, (_, i) => dieIn(lang, v, 2 * i));
      return msg(lang, "twelves.hide", [dice.join(msg(lang, "twelves.hide.and"))]);
    },
    own: true,
  },
  "twelves.luck": {
    kind: "luck",
    // v: per die rerolled, the die (two values), its new face, rigged.
    text: (v, _name, lang) => {
      if (v.length === 0) return msg(lang, "twelves.luck.none");
      const each = Array.from({ length: v.length / 4 }, (_, i) =>
        msg(lang, v[4 * i + 3] ? "twelves.luck.die.rigged" : "twelves.luck.die", [
          dieIn(lang, v, 4 * i),
          v[4 * i + 2]!,
        ]),
      );
      return msg(lang, "twelves.luck", [each.join("; ")]);
    },
    own: true,
  },
  "twelves.reroll": {
    kind: "reroll",
    // v: mystify or smash, whose it was, the die (two values), its new face.
    text: (v, _name, lang) => msg(lang, "twelves.reroll", [byWhom(lang, v), dieIn(lang, v, 2), v[4]!]),
    own: true,
  },
  "twelves.reroll.none": {
    kind: "reroll",
    text: (v, _name, lang) => msg(lang, "twelves.reroll.none", [byWhom(lang, v)]),
    own: true,
  },
  "twelves.over": {
    kind: "match",
    // v: the number of seats, each seat's net coins, then the winners.
    text: (v, _name, lang) => {
      const seats = Number(v[0]);
      const net = v
        .slice(1, 1 + seats)
        .map((n, s) => msg(lang, "twelves.net", [`${Number(n) > 0 ? "+" : ""}${n}`], seatName(s, lang)))
        .join(msg(lang, "list.comma"));
      const won = seatsIn(lang, v.slice(1 + seats));
      const verdict =
        won.length === 1
          ? msg(lang, "twelves.over.one", [won[0]!])
          : msg(lang, "twelves.over.shared", [listOf(lang, won)]);
      return msg(lang, "twelves.over", [net, verdict]);
    },
  },
};

function outcome(lang: Lang, ok: string | number | undefined): string {
  return msg(lang, ok ? "twelves.success" : "twelves.failure");
}

function seatsIn(lang: Lang, v: Args): string[] {
  return v.map((s) => seatName(Number(s), lang));
}

/** A place in the turn order (from 0) in words: "third in line". */
function inLineIn(lang: Lang, n: number): string {
  return msg(lang, `twelves.inline.${n}`);
}

function caught(key: string) {
  return (v: Args, name: string, lang: Lang) => msg(lang, key, [msg(lang, `twelves.action.${v[0]}`), v[1]!], name);
}

export const twelvesLine = eventLines(T, false);

/** "Ann's Mystify": v[0] the action, v[1] its seat (the room puts the name in). */
function byWhom(lang: Lang, v: Args): string {
  return msg(lang, `twelves.by.${v[0]}`, [v[1]!]);
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
function dieIn(lang: Lang, v: Args, at: number): string {
  const face = Number(v[at]);
  const nth = Number(v[at + 1]);
  if (face < 0) return msg(lang, "twelves.die.none");
  return msg(lang, nth >= 0 && nth < 6 ? `twelves.die.${nth}` : "twelves.die", [face]);
}
