// The text of Stakes' frequent log lines, written only when the log is read: a
// move records an event (which text, and the numbers and cards it names) and
// playouts that nobody reads never build a string. Lines keep the key order
// Stakes has always sent: n, text, kind, seat, to.
import type { LogEvent } from "../log";
import type { LogEntry } from "../types";

type Args = (string | number)[];

interface Text {
  kind: string;
  text(v: Args, name: string): string;
}

const T: Record<string, Text> = {
  "stakes.start": { kind: "start", text: (v) => `Stakes for ${v[0]}: ${v[1]} leverage dice each, ${v[2]} rounds.` },
  "stakes.start.duel": {
    kind: "start",
    text: (v) => `Stakes Duel: ${v[0]} leverage dice each; the first to ${v[1]} round wins takes the match.`,
  },
  "stakes.flip": { kind: "flip", text: (v, name) => `${name} flips ${v[0]}: total ${v[1]}.` },
  "stakes.flip.peek": { kind: "flip", text: (v, name) => `${name} flips ${v[0]} (Peek): total ${v[1]}.` },
  "stakes.flip.shield": {
    kind: "flip",
    text: (v, name) => `${name} flips ${v[0]} (Shield): total ${v[1]}. Shield up.`,
  },
  "stakes.flip.shielded": {
    kind: "flip",
    text: (v, name) => `${name} flips ${v[0]} (Shield): total ${v[1]}. Already shielded: shields do not stack.`,
  },
  "stakes.flip.nudge": {
    kind: "flip",
    text: (v, name) => `${name} flips ${v[0]} (Nudge): total ${v[1]}, and must nudge a die up or down by 1.`,
  },
  "stakes.shield": {
    kind: "shield",
    text: (v, name) =>
      `${name} flips ${v[0]}, which would bust at ${v[1]}: the shield discards it. Total stays ${v[2]}.`,
  },
  "stakes.bust": { kind: "bust", text: (v, name) => `${name} busts at ${v[0]}.` },
  "stakes.bust.own": { kind: "bust", text: (v, name) => `${name} busts at ${v[0]} (own ${v[1]}).` },
  "stakes.bust.by": { kind: "bust", text: (v, name) => `Seat ${v[2]}'s ${v[1]} busts ${name} at ${v[0]}.` },
  "stakes.bank": { kind: "bank", text: (v, name) => `${name} banks ${v[0]}.` },
  "stakes.bank.take": {
    kind: "bank",
    text: (v, name) => `${name} banks ${v[0]}, exactly on target, and takes a die from Seat ${v[1]}.`,
  },
  "stakes.bank.none": {
    kind: "bank",
    text: (v, name) => `${name} banks ${v[0]}, exactly on target; Seat ${v[1]} has no die to take.`,
  },
  "stakes.bank.pot": {
    kind: "bank",
    text: (v, name) => `${name} banks ${v[0]}, exactly on target: ${v[1]} points and a die back from the pot.`,
  },
  "stakes.bank.empty": {
    kind: "bank",
    text: (v, name) => `${name} banks ${v[0]}, exactly on target: ${v[1]} points (the pot is empty).`,
  },
  "stakes.twist": {
    kind: "twist",
    text: (v, name) => `${name} twists die ${v[0]}: ${v[1]} → ${v[2]}. Target ${v[3]}.`,
  },
  "stakes.nudge": {
    kind: "nudge",
    text: (v, name) => `${name} nudges die ${v[0]}: ${v[1]} → ${v[2]}. Target ${v[3]}.`,
  },
  "stakes.pass": { kind: "pass", text: (_v, name) => `${name} passes.` },
  "stakes.round.end": {
    kind: "round",
    text: (v) =>
      `Round ${v[0]} ends. Scores: ${v
        .slice(1)
        .map((x, i) => `Seat ${i} ${x}`)
        .join(", ")}.`,
  },
  "stakes.round": {
    kind: "round",
    text: (v) => `Round ${v[0]}: dice ${v[1]} and ${v[2]}, target ${v[3]}. Seat ${v[4]} flips first.`,
  },
};

export function stakesLine(e: LogEvent): LogEntry | null {
  const t = T[e[0]];
  if (!t) return null;
  const [, n, seat, ...args] = e;
  const out: LogEntry = { n, text: t.text(args, seat < 0 ? "" : `Seat ${seat}`), kind: t.kind };
  if (seat >= 0) out.seat = seat;
  return out;
}
