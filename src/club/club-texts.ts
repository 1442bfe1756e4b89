// The words of club pushes in each language (club-texts.en.ts, club-texts.nb.ts).
import type { Lang } from "../engine/lang";
import { addMessages, msg } from "../engine/log-texts";
import { gameById } from "../engine/registry";
import type { GameId } from "../engine/types";
import { en } from "./club-texts.en";
import { nb } from "./club-texts.nb";

addMessages("en", en);
addMessages("nb", nb);

/** "Ann opened a Stakes table in Thursday club", in the member's language. */
export function openedText(lang: Lang, by: string, game: GameId, seats: number, club: string): string {
  const title = game === "stakes" && seats === 2 ? msg(lang, "club.duel") : (gameById(game)?.name ?? game);
  return msg(lang, "club.opened", [by, title, club]);
}
