// How Twelves' events become log lines, written only when the log is read (see
// ../log.ts), in the reader's language (texts.en.ts, texts.nb.ts). Lines keep the
// key order Twelves has always sent: n, kind, text, seat, to; a private line is for
// its own seat only. The private lines that name a die by its face ("your second 7":
// Cheat, Swap, Hide, Luck and rerolls) carry the face and which of its equals it is.
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
  "twelves.you.cheat": {
    kind: "cheat",
    own: true,
    // v: the die (face, which of equals), 1 when up, the new face, 1 when hiding covered it.
    text: (v, _name, lang) =>
      msg(lang, `twelves.you.cheat.${v[2] ? "up" : "down"}${v[4] ? ".covered" : ""}`, [dieIn(lang, v, 0), v[3]!]),
  },
  "twelves.you.swap": {
    kind: "swap",
    own: true,
    // v: the new face, 1 when rigged, the old die (face, which of equals), 1 when it replaced it, 1 when covered.
    text: (v, _name, lang) =>
      msg(lang, `twelves.you.swap.${v[4] ? "replaces" : "discarded"}${v[5] ? ".covered" : ""}`, [
        faceIn(lang, v[0]!, v[1]),
        dieIn(lang, v, 2),
      ]),
  },
  "twelves.you.hide": {
    kind: "hide",
    own: true,
    // v: each hidden die (face, which of equals).
    text: (v, _name, lang) => {
      if (v.length === 0) return msg(lang, "twelves.you.hide.none");
      const dice: string[] = [];
      for (let i = 0; i < v.length; i += 2) dice.push(dieIn(lang, v, i));
      return msg(lang, "twelves.you.hide", [dice.join(msg(lang, "twelves.you.hide.and"))]);
    },
  },
  "twelves.you.luck": {
    kind: "luck",
    own: true,
    // v: each rerolled die (face, which of equals, new face, 1 when rigged).
    text: (v, _name, lang) => {
      if (v.length === 0) return msg(lang, "twelves.you.luck.none");
      const dice: string[] = [];
      for (let i = 0; i < v.length; i += 4)
        dice.push(msg(lang, "twelves.you.luck.die", [dieIn(lang, v, i), faceIn(lang, v[i + 2]!, v[i + 3])]));
      return msg(lang, "twelves.you.luck", [dice.join(msg(lang, "twelves.you.luck.sep"))]);
    },
  },
  "twelves.rerolled": {
    kind: "reroll",
    own: true,
    // v: the seat whose action it is, the action (mystify, smash), then the die (face, which of
    // equals) and its new face; no die when all were hidden.
    text: (v, _name, lang) => {
      const by = msg(lang, `twelves.by.${v[1]}`, [v[0]!]);
      return v.length < 3
        ? msg(lang, "twelves.rerolled.none", [by])
        : msg(lang, "twelves.rerolled", [by, dieIn(lang, v, 2), v[4]!]);
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

const ORDINAL = ["first", "second", "third", "fourth", "fifth", "sixth"];

/**
 * A die of a hand as its event keeps it: its face and which of the dice showing that face
 * it is (-1 when it is the only one), so a line can say "your 9" or "your second 7"
 * (players never see the dice's places in the hand).
 */
export function dieArgs(hand: readonly number[], d: number): [face: number, nth: number] {
  const face = hand[d];
  if (face === undefined) return [-1, -1];
  const same = hand.flatMap((f, i) => (f === face ? [i] : []));
  return [face, same.length < 2 ? -1 : same.indexOf(d)];
}

/** The die kept at v[i], v[i + 1] (dieArgs) in words. */
function dieIn(lang: Lang, v: Args, i: number): string {
  const face = Number(v[i]);
  const nth = Number(v[i + 1]);
  if (face < 0) return msg(lang, "twelves.die.any");
  return nth < 0
    ? msg(lang, "twelves.die", [face])
    : msg(lang, "twelves.die.nth", [face, msg(lang, `twelves.ord.${nth}`)]);
}

function faceIn(lang: Lang, face: string | number, rigged: string | number | undefined): string {
  return rigged ? msg(lang, "twelves.face.rigged", [face]) : String(face);
}

/** A place in the turn order (from 0) in words: "third in line". */
export function inLine(n: number): string {
  return `${ORDINAL[n] ?? `${n + 1}th`} in line`;
}
