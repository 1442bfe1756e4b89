// Moves in words per game (match page). A game without an entry shows the move's fields.
import { dobbelsjanseMoveWords } from "./dobbelsjanse/words";
import { stakesMoveWords } from "./stakes/words";
import { twelvesMoveWords } from "./twelves/words";

// biome-ignore lint/suspicious/noExplicitAny: each game's words take that game's own move type
const WORDS: Record<string, (move: any, names: readonly string[]) => string> = {
  stakes: stakesMoveWords,
  dobbelsjanse: dobbelsjanseMoveWords,
  twelves: twelvesMoveWords,
};

/** `names`: the seats' names, for moves aimed at another player. */
export function moveWords(game: string, move: unknown, names: readonly string[] = []): string {
  const f = WORDS[game];
  if (f && move && typeof move === "object") return f(move, names);
  if (!move || typeof move !== "object") return JSON.stringify(move);
  const { type, ...rest } = move as { type?: string } & Record<string, unknown>;
  return [type ?? "move", ...Object.entries(rest).map(([k, v]) => `${k} ${String(v)}`)].join(" · ");
}
