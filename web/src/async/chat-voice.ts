// Another player's new chat line, read aloud through the page's one live region
// ("Bob says: …"), unless this device turned that off (the foot's "Read chat aloud").
// Loaded with the page's later parts the first time the chat changes (./chat-panel).
import type { ChatLine } from "../../../src/protocol";
import { announce } from "../lib/announce";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";

/** Says the lines of `now` that came after `before` (the chat keeps the newest lines only), except `you`'s own. */
export function sayNew(before: ChatLine[], now: ChatLine[], you: number | null): void {
  // The foot's box (web/src/lib/prefs.ts keeps it per device); read aloud where the page has none.
  if (document.querySelector<HTMLInputElement>("[data-pref=chat-aloud]")?.checked === false) return;
  const seen = before.at(-1);
  const from = seen ? now.findLastIndex((l) => l.at === seen.at && l.seat === seen.seat && l.text === seen.text) : -1;
  if (seen && from < 0) return;
  for (const l of now.slice(from + 1)) if (l.seat !== you) announce(fmt(m.sSays, { name: l.name, text: l.text }));
}
