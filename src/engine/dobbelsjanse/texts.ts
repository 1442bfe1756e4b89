// The text of Dobbelsjanse's frequent log lines, written only when the log is
// read (see ../log.ts). Lines keep the key order Dobbelsjanse has always sent:
// n, kind, text, seat.
import type { LogEvent } from "../log";
import type { LogEntry } from "../types";

type Args = (string | number)[];

interface Text {
  kind: string;
  text(v: Args, name: string): string;
}

const T: Record<string, Text> = {
  "dobbel.draw": { kind: "draw", text: (v, name) => `${name} draws ${v[0]}.` },
  "dobbel.play": { kind: "play", text: (v, name) => `${name} plays ${v[0]} from hand.` },
  "dobbel.score": { kind: "score", text: (v, name) => `${name} scores ${v[0]}.` },
  "dobbel.fail": { kind: "fail", text: (v, name) => `${name} fails: ${v[0]} matches ${v[1]}.` },
  "dobbel.face": { kind: "face", text: () => "First face card of the round: nothing happens." },
  "dobbel.round": { kind: "round", text: (v, name) => `Round ${v[0]} begins. ${name} starts.` },
};

export function dobbelLine(e: LogEvent): LogEntry | null {
  const t = T[e[0]];
  if (!t) return null;
  const [, n, seat, ...args] = e;
  const out: LogEntry = { n, kind: t.kind, text: t.text(args, seat < 0 ? "" : `Seat ${seat}`) };
  if (seat >= 0) out.seat = seat;
  return out;
}
