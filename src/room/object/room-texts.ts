// The words of the room's own log lines in each language (room-texts.en.ts, room-texts.nb.ts),
// filled in as the engine fills its log lines: a third language is one more file.
import type { Lang } from "../../engine/lang";
import { addMessages, msg } from "../../engine/log-texts";
import { en } from "./room-texts.en";
import { nb } from "./room-texts.nb";

addMessages("en", en);
addMessages("nb", nb);

export type RoomTextKey = keyof typeof en;

export function roomText(lang: Lang, key: RoomTextKey, v: (string | number)[] = []): string {
  return msg(lang, key, v);
}
