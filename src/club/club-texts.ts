// The words of club pushes in each language, from that language's catalog
// (src/words/<lang>/pushes.ts).
import type { Lang } from "../words/lang";
import { gameById } from "../engine/registry";
import type { GameId } from "../engine/types";
import { CATALOGS } from "../words/catalogs";
import { say } from "../words/say";

/** "Ann opened a Stakes table in Thursday club", in the member's language. */
export function openedText(lang: Lang, by: string, game: GameId, seats: number, club: string): string {
  const catalog = CATALOGS[lang];
  const title = game === "stakes" && seats === 2 ? say(catalog, "club.duel") : (gameById(game)?.name ?? game);
  return say(catalog, "club.opened", [by, title, club]);
}
