// The six move shapes exactly as posted (api.md), parsed strictly: any other key
// or value is not a Stakes move (400). Parsed moves are shared frozen objects, so
// parsing and listing legal moves allocate nothing per move.
import type { Die, StakesMove } from "./types";

const m = <T extends StakesMove>(x: T): T => Object.freeze(x);

export const FLIP = m({ type: "flip" });
export const BANK = m({ type: "bank" });
export const PASS = m({ type: "pass" });
export const TWIST = { A: m({ type: "twist", die: "A" }), B: m({ type: "twist", die: "B" }) } as const;
export const PEEK_KEEP = m({ type: "peek", order: "keep" });
export const PEEK_SWAP = m({ type: "peek", order: "swap" });
export const NUDGE = {
  A: { up: m({ type: "nudge", die: "A", delta: 1 }), down: m({ type: "nudge", die: "A", delta: -1 }) },
  B: { up: m({ type: "nudge", die: "B", delta: 1 }), down: m({ type: "nudge", die: "B", delta: -1 }) },
} as const;

/** Every move there is, in the order `legal` lists them (nudges: A+1, A-1, B+1, B-1). */
export const ALL_MOVES: readonly StakesMove[] = [
  FLIP,
  BANK,
  TWIST.A,
  TWIST.B,
  PEEK_KEEP,
  PEEK_SWAP,
  NUDGE.A.up,
  NUDGE.A.down,
  NUDGE.B.up,
  NUDGE.B.down,
  PASS,
];

function isDie(x: unknown): x is Die {
  return x === "A" || x === "B";
}

export function parseMove(raw: unknown): StakesMove | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const keys = Object.keys(o).length;
  switch (o.type) {
    case "flip":
      return keys === 1 ? FLIP : null;
    case "bank":
      return keys === 1 ? BANK : null;
    case "pass":
      return keys === 1 ? PASS : null;
    case "twist":
      return keys === 2 && isDie(o.die) ? TWIST[o.die] : null;
    case "peek":
      if (keys !== 2) return null;
      return o.order === "keep" ? PEEK_KEEP : o.order === "swap" ? PEEK_SWAP : null;
    case "nudge":
      if (keys !== 3 || !isDie(o.die)) return null;
      return o.delta === 1 ? NUDGE[o.die].up : o.delta === -1 ? NUDGE[o.die].down : null;
    default:
      return null;
  }
}
