// The room's own log lines in a language, from that language's catalog
// (src/words/<lang>/room-lines.ts), typed by their keys.
import type { Lang } from "../../words/lang";
import { CATALOGS } from "../../words/catalogs";
import type { roomLines } from "../../words/en/room-lines";
import { say } from "../../words/say";

export type RoomTextKey = keyof typeof roomLines;

export function roomText(lang: Lang, key: RoomTextKey, v: (string | number)[] = []): string {
  return say(CATALOGS[lang], key, v);
}
