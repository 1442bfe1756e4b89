// Moves in words per game (match page). Each game's words are their own chunk,
// loaded with the match, so the page carries only the game it shows. A game
// without an entry shows the move's fields.
type Words = (move: unknown, names: readonly string[]) => string;

// biome-ignore lint/suspicious/noExplicitAny: each game's words take that game's own move type
const as = (f: (move: any, names: readonly string[]) => string): Words => f;
const WORDS: Record<string, () => Promise<Words>> = {
  stakes: () => import("./stakes/words").then((m) => as(m.stakesMoveWords)),
  dobbelsjanse: () => import("./dobbelsjanse/words").then((m) => as(m.dobbelsjanseMoveWords)),
  twelves: () => import("./twelves/words").then((m) => as(m.twelvesMoveWords)),
};

function fields(move: unknown): string {
  if (!move || typeof move !== "object") return JSON.stringify(move);
  const { type, ...rest } = move as { type?: string } & Record<string, unknown>;
  return [type ?? "move", ...Object.entries(rest).map(([k, v]) => `${k} ${String(v)}`)].join(" · ");
}

/** The game's moves in words; `names`: the seats' names, for moves aimed at another player. */
export async function moveWordsOf(game: string): Promise<Words> {
  const load = Object.hasOwn(WORDS, game) ? WORDS[game] : undefined;
  const words = load ? await load() : undefined;
  return (move, names) => (words && move && typeof move === "object" ? words(move, names) : fields(move));
}
