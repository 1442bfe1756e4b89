// The shapes of moves as posted (api.md and the rules table). Only the shape is
// checked here (400 on failure); whether the move is allowed now is legality (422).
import type { BetMove, TwelvesMove } from "./types";

const isIndex = (x: unknown): x is number => typeof x === "number" && Number.isSafeInteger(x) && x >= 0;

function keysAre(o: Record<string, unknown>, keys: readonly string[]): boolean {
  const ks = Object.keys(o);
  return ks.length === keys.length && keys.every((k) => Object.hasOwn(o, k));
}

function diceList(x: unknown): number[] | null {
  if (!Array.isArray(x) || x.length < 1 || x.length > 2 || !x.every(isIndex)) return null;
  return x.slice() as number[];
}

export function parseMove(raw: unknown): TwelvesMove | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  switch (o.type) {
    case "leave":
    case "double":
    case "match":
    case "intimidate":
    case "watch":
    case "water":
      return keysAre(o, ["type"]) ? { type: o.type } : null;
    case "cheat":
      return keysAre(o, ["type", "die", "delta"]) && isIndex(o.die) && (o.delta === 1 || o.delta === -1)
        ? { type: "cheat", die: o.die, delta: o.delta }
        : null;
    case "rig":
      return keysAre(o, ["type", "face"]) && isIndex(o.face) ? { type: "rig", face: o.face } : null;
    case "drink":
    case "mystify":
    case "smash":
      return keysAre(o, ["type", "target"]) && isIndex(o.target) ? { type: o.type, target: o.target } : null;
    case "hide":
    case "luck": {
      const dice = keysAre(o, ["type", "dice"]) ? diceList(o.dice) : null;
      return dice ? { type: o.type, dice } : null;
    }
    case "shove":
      return keysAre(o, ["type", "to"]) && isIndex(o.to) ? { type: "shove", to: o.to } : null;
    case "swap":
      return keysAre(o, ["type", "die"]) && isIndex(o.die) ? { type: "swap", die: o.die } : null;
    default:
      return null;
  }
}

/** A move of the betting stage (leave, double, match). */
export const isBet = (m: TwelvesMove): m is BetMove => m.type === "match" || m.type === "leave" || m.type === "double";
