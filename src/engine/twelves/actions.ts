// The actions stage: which action moves are allowed now, every one of them as
// posted (for `legal`), and the dispatch of an accepted one.
import type { MoveError, Seat } from "../types";
import { intimidate, watch } from "./catching";
import { cheat, hide, luck, rig, swap } from "./secret-actions";
import { drink, mystify, shove, smash, water } from "./table-actions";
import type { ActionMove, TwelvesState } from "./types";
import { mine } from "./draft";

const refuse = (code: `move/${string}`, message: string): MoveError => ({ code, message });

function checkDice(hand: readonly number[], dice: readonly number[]): MoveError | null {
  for (const d of dice) if (d >= hand.length) return refuse("move/bad_die", `You have no die at position ${d}.`);
  return null;
}

function checkTarget(st: TwelvesState, seat: Seat, target: Seat): MoveError | null {
  if (target === seat) return refuse("move/bad_target", "Target someone else.");
  if (target >= st.seats || st.players[target]!.status !== "in") {
    return refuse("move/bad_target", `Seat ${target} is not a participant still in the game.`);
  }
  return null;
}

export function checkAction(st: TwelvesState, seat: Seat, m: ActionMove): MoveError | null {
  const p = st.players[seat]!;
  switch (m.type) {
    case "cheat": {
      const e = checkDice(p.hand, [m.die]);
      if (e) return e;
      const f = p.hand[m.die]! + m.delta;
      return f < 1 || f > 12 ? refuse("move/cheat_out_of_range", `A Cheat cannot make a face of ${f}.`) : null;
    }
    case "rig":
      return m.face < 1 || m.face > 12 ? refuse("move/bad_face", "Rig a face from 1 to 12.") : null;
    case "drink": {
      const e = checkTarget(st, seat, m.target);
      if (e) return e;
      return st.players[m.target]!.drinkTarget
        ? refuse("move/already_drink_target", `Seat ${m.target} was already the target of a Drink this round.`)
        : null;
    }
    case "hide": {
      const e = checkDice(p.hand, m.dice);
      if (e) return e;
      if (m.dice.length === 2 && m.dice[0] === m.dice[1])
        return refuse("move/repeated_die", "Hide two different dice.");
      for (const d of m.dice)
        if (p.hiddenAt[d] !== null) return refuse("move/already_hidden", `Die ${d} is already hidden.`);
      return null;
    }
    case "luck":
    case "swap":
      return checkDice(p.hand, m.type === "swap" ? [m.die] : m.dice);
    case "mystify":
    case "smash":
      return checkTarget(st, seat, m.target);
    case "shove":
      if (p.acted)
        return refuse("move/shove_again", "The action taken when acting again after a Shove cannot be a Shove.");
      if (m.to >= st.order.length || m.to === st.cursor) {
        return refuse(
          "move/bad_position",
          `Shove to a turn-order position from 0 to ${st.order.length - 1} other than your own.`,
        );
      }
      return null;
    default:
      return null;
  }
}

// Every action move there can be, built once and frozen: listing the moves then
// allocates one array, not a hundred objects per step. Hands hold at most 5 dice,
// tables 6 seats.
const MAX_DICE = 5;
const MAX_SEATS = 6;
const frozen = <T extends ActionMove>(m: T): T => Object.freeze(m);
const dice = (...d: number[]): number[] => Object.freeze(d) as number[];
const upTo = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const CHEAT_UP = upTo(MAX_DICE, (d) => frozen({ type: "cheat", die: d, delta: 1 }));
const CHEAT_DOWN = upTo(MAX_DICE, (d) => frozen({ type: "cheat", die: d, delta: -1 }));
const RIG = upTo(13, (f) => frozen({ type: "rig", face: f }));
const DRINK = upTo(MAX_SEATS, (t) => frozen({ type: "drink", target: t }));
const HIDE = upTo(MAX_DICE, (i) => frozen({ type: "hide", dice: dice(i) }));
const HIDE_TWO = upTo(MAX_DICE, (i) => upTo(MAX_DICE, (j) => frozen({ type: "hide", dice: dice(i, j) })));
const LUCK = upTo(MAX_DICE, (i) => frozen({ type: "luck", dice: dice(i) }));
const LUCK_TWO = upTo(MAX_DICE, (i) => upTo(MAX_DICE, (j) => frozen({ type: "luck", dice: dice(i, j) })));
const MYSTIFY = upTo(MAX_SEATS, (t) => frozen({ type: "mystify", target: t }));
const SHOVE = upTo(MAX_SEATS, (k) => frozen({ type: "shove", to: k }));
const INTIMIDATE = frozen({ type: "intimidate" });
const SWAP = upTo(MAX_DICE, (d) => frozen({ type: "swap", die: d }));
export const WATCH = frozen({ type: "watch" });
const WATER = frozen({ type: "water" });
const SMASH = upTo(MAX_SEATS, (t) => frozen({ type: "smash", target: t }));

/**
 * Every action move the participant at the cursor may make now, in the order the
 * moves are offered (cheat, rig, drink, hide, luck, mystify, shove, intimidate,
 * swap, watch, water, smash). Written out rather than by running `checkAction` on
 * every move of the right shape, because random playouts list the moves on every
 * step and most shapes are refused (each refusal built its message); a test checks
 * that the two agree. The moves are shared and frozen.
 */
export function legalActions(st: TwelvesState, seat: Seat): ActionMove[] {
  const p = st.players[seat]!;
  const hand = p.hand,
    hiddenAt = p.hiddenAt;
  const n = hand.length;
  const out: ActionMove[] = [];
  for (let d = 0; d < n; d++) {
    if (hand[d]! < 12) out.push(CHEAT_UP[d]!);
    if (hand[d]! > 1) out.push(CHEAT_DOWN[d]!);
  }
  for (let f = 1; f <= 12; f++) out.push(RIG[f]!);
  const players = st.players;
  for (let t = 0; t < st.seats; t++) {
    if (t !== seat && players[t]!.status === "in" && !players[t]!.drinkTarget) out.push(DRINK[t]!);
  }
  for (let i = 0; i < n; i++) {
    if (hiddenAt[i] !== null) continue;
    out.push(HIDE[i]!);
    for (let j = 0; j < n; j++) if (j !== i && hiddenAt[j] === null) out.push(HIDE_TWO[i]![j]!);
  }
  for (let i = 0; i < n; i++) {
    out.push(LUCK[i]!);
    for (let j = 0; j < n; j++) out.push(LUCK_TWO[i]![j]!);
  }
  for (let t = 0; t < st.seats; t++) if (t !== seat && players[t]!.status === "in") out.push(MYSTIFY[t]!);
  if (!p.acted) for (let k = 0; k < st.order.length; k++) if (k !== st.cursor) out.push(SHOVE[k]!);
  out.push(INTIMIDATE);
  for (let d = 0; d < n; d++) out.push(SWAP[d]!);
  out.push(WATCH, WATER);
  for (let t = 0; t < st.seats; t++) if (t !== seat && players[t]!.status === "in") out.push(SMASH[t]!);
  return out;
}

/** Applies an allowed action of the participant at the cursor and moves the cursor on. */
export function applyAction(st: TwelvesState, seat: Seat, m: ActionMove): void {
  let moved = false;
  switch (m.type) {
    case "cheat":
      cheat(st, seat, m);
      break;
    case "rig":
      rig(st, seat, m);
      break;
    case "drink":
      drink(st, seat, m);
      break;
    case "hide":
      hide(st, seat, m);
      break;
    case "luck":
      luck(st, seat, m);
      break;
    case "mystify":
      mystify(st, seat, m);
      break;
    case "shove":
      moved = shove(st, seat, m);
      break;
    case "intimidate":
      intimidate(st, seat);
      break;
    case "swap":
      swap(st, seat, m);
      break;
    case "watch":
      watch(st, seat, false);
      break;
    case "water":
      water(st, seat);
      break;
    case "smash":
      smash(st, seat, m);
      break;
  }
  const p = mine(st, seat);
  p.acted = true;
  // A successful Shove has set the cursor itself; a removed actor's place was taken by the next one.
  if (moved || p.status !== "in") return;
  st.cursor++;
}
