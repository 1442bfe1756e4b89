// The message a Web Push carries, as the room sends it (src/push/send.ts) and the
// service worker reads it (web/src/sw.ts): one shape for both ends.
import type { Lang } from "../words/lang";
import { canonicalZone } from "./time-zone";
export interface PushPayload {
  type: "your_turn" | "finished" | "reminder";
  id: string;
  game: string;
  title: string;
  body: string;
  url: string;
  /** The language the texts are in, when not English (the service worker's own words follow it). */
  lang?: Lang;
}

/**
 * Quiet hours of one seat's push subscription: "HH:MM" local times in an IANA
 * time zone; the window may cross midnight (from "22:00" to "07:00").
 */
export interface QuietHours {
  tz: string;
  from: string;
  to: string;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Checks `quiet` as PUT /api/games/:id/push takes it: the window, or a sentence saying what is wrong. */
export function parseQuiet(raw: unknown): { ok: true; value: QuietHours } | { ok: false; message: string } {
  const no = (message: string) => ({ ok: false as const, message });
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return no("`quiet` must be an object: {tz, from, to}.");
  const { tz: given, from, to } = raw as Record<string, unknown>;
  const tz = typeof given === "string" && given.length > 0 && given.length <= 64 ? canonicalZone(given) : null;
  if (tz === null) return no("`quiet.tz` must be an IANA time zone, such as Europe/Oslo.");
  for (const [field, v] of [
    ["from", from],
    ["to", to],
  ] as const)
    if (typeof v !== "string" || !HH_MM.test(v))
      return no(`\`quiet.${field}\` must be a time as "HH:MM", 00:00 to 23:59.`);
  if (from === to) return no("`quiet.from` and `quiet.to` must differ.");
  return { ok: true, value: { tz, from: from as string, to: to as string } };
}
