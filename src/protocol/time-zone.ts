// One spelling per IANA time zone (docs/api.md "Limits (fourth round)"). Zones are
// matched without regard to case, so `europe/oslo` and `EUROPE/OSLO` name
// Europe/Oslo; kept as sent, every spelling would be a zone of its own to
// everything that keys on it (a cached formatter each, in every isolate).

/** Words of alias names whose case no rule gives. */
const ODD_WORDS: Record<string, string> = {
  comodrivadavia: "ComodRivadavia",
  denoronha: "DeNoronha",
  easterisland: "EasterIsland",
  bajanorte: "BajaNorte",
  bajasur: "BajaSur",
  dumontdurville: "DumontDUrville",
  chat: "CHAT",
  of: "of",
  es: "es",
  au: "au",
};
const UPPER = new Set(["utc", "uct", "gmt", "prc", "roc", "rok", "est", "mst", "hst", "cet", "eet", "met", "wet"]);

function wordCase(w: string): string {
  const lower = w.toLowerCase();
  if (ODD_WORDS[lower]) return ODD_WORDS[lower];
  if (w.length <= 2 || UPPER.has(lower) || /\d/.test(w)) return w.toUpperCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * The zone's canonical IANA spelling (`europe/oslo` → `Europe/Oslo`), or null if it
 * names no zone. The runtime gives the spelling of the zones it knows by their own
 * name; an alias it resolves to another name (Asia/Kolkata, which it calls
 * Asia/Calcutta) keeps the zone named, spelled word by word as IANA spells names.
 */
export function canonicalZone(tz: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (resolved.toLowerCase() === tz.toLowerCase()) return resolved;
  return tz.replace(/[A-Za-z0-9]+/g, wordCase);
}
