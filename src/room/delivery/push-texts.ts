// Push notifications in a language, from that language's catalog
// (src/words/<lang>/pushes.ts), typed by their keys.
import type { Lang } from "../../words/lang";
import { CATALOGS } from "../../words/catalogs";
import type { pushes } from "../../words/en/pushes";
import { say } from "../../words/say";

export type PushKey = keyof typeof pushes;

export function pushText(lang: Lang, key: PushKey, v: (string | number)[] = []): string {
  return say(CATALOGS[lang], key, v);
}

/** "3 hours", "1 day 2 hours" ("1 døgn og 2 timer"): how long until a deadline. */
export function dueIn(ms: number, lang: Lang = "en"): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 90) return pushText(lang, "push.minutes", [minutes]);
  const hours = Math.round(minutes / 60);
  if (hours < 48) return pushText(lang, "push.hours", [hours]);
  const rest = hours % 24;
  const days = pushText(lang, "push.days", [Math.floor(hours / 24)]);
  return rest === 0 ? days : pushText(lang, "push.days.hours", [days, pushText(lang, "push.hours", [rest])]);
}
