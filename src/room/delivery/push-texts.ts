// The words of push notifications in each language (push-texts.en.ts, push-texts.nb.ts),
// filled in as the engine fills its log lines: a third language is one more file.
import type { Lang } from "../../engine/lang";
import { addMessages, msg } from "../../engine/log-texts";
import { en } from "./push-texts.en";
import { nb } from "./push-texts.nb";

addMessages("en", en);
addMessages("nb", nb);

export type PushKey = keyof typeof en;

export function pushText(lang: Lang, key: PushKey, v: (string | number)[] = []): string {
  return msg(lang, key, v);
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
