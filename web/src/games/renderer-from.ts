// Loading a game's renderer together with its stylesheet (/assets/games/<game>.css),
// shared by the play page's loader (./load-play.ts) and the replays' (./load.ts).
import type { GameRenderer } from "./renderer";

const styles = new Map<string, Promise<void>>();

/** Adds the game's stylesheet once; resolves when it applies (or failed: the table still draws). */
function gameStyle(game: string): Promise<void> {
  let p = styles.get(game);
  if (!p) {
    p = new Promise<void>((done) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = `/assets/games/${game}.css`;
      link.onload = link.onerror = () => done();
      document.head.append(link);
    });
    styles.set(game, p);
  }
  return p;
}

/** A renderer from `table` with its game's stylesheet in place; undefined for a game the page cannot draw. */
export async function rendererFrom(
  table: Record<string, () => Promise<GameRenderer>>,
  game: string,
): Promise<GameRenderer | undefined> {
  const load = Object.hasOwn(table, game) ? table[game] : undefined;
  if (!load) return undefined;
  const [r] = await Promise.all([load(), gameStyle(game)]);
  return r;
}
