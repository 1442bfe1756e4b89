// Turns a logged event into its line of text, in a language. Each game adds its own
// texts (how an event becomes a line) and its messages (one catalog per language:
// texts.en.ts, texts.nb.ts) when its setup module loads (every state starts there),
// so a page that carries one game's engine, like the replay page, does not download
// the other games' texts. Texts are only built when someone reads the log: playouts
// never format a string.
import { DEFAULT_LANG, LANGS, type Lang } from "./lang";
import type { LogEvent } from "./log";
import type { LogEntry, Seat } from "./types";
import { en } from "./common-texts.en";
import { nb } from "./common-texts.nb";

/** One language's messages: key → template ("{name} banks {0}."; see format). */
export type Messages = Readonly<Record<string, string>>;

type Texts = (e: LogEvent, lang: Lang) => LogEntry | null;
const texts: Texts[] = [];
const catalogs = new Map<Lang, Record<string, string>>([
  ["en", { ...en }],
  ["nb", { ...nb }],
]);

export function addLogTexts(t: Texts): void {
  if (!texts.includes(t)) texts.push(t);
}

/** Adds a game's messages for one language (a third language is one more call with its file). */
export function addMessages(lang: Lang, messages: Messages): void {
  let c = catalogs.get(lang);
  if (!c) catalogs.set(lang, (c = {}));
  Object.assign(c, messages);
}

const plurals = new Map<Lang, Intl.PluralRules>();
function pluralOf(lang: Lang, n: number): string {
  let p = plurals.get(lang);
  if (!p) plurals.set(lang, (p = new Intl.PluralRules(lang)));
  return p.select(n);
}

/**
 * Fills a template: `{name}` is the seat's name, `{0}`…`{9}` the event's values,
 * `{@2}` the seat whose number is value 2 ("Seat 2" in this language), and `{0|one:card|other:cards}` picks a word by the plural category (Intl.PluralRules)
 * of value 0 in this language; when value 0 is a word, not a number, by the word itself (`{1|twist:vri|other:trekk}`). A message missing in `lang` falls back to English.
 */
export function msg(lang: Lang, key: string, v: readonly (string | number)[] = [], name = ""): string {
  const t = catalogs.get(lang)?.[key] ?? catalogs.get(DEFAULT_LANG)?.[key];
  if (t === undefined) throw new Error(`no message ${key}`);
  if (t.indexOf("{") < 0) return t;
  return t.replace(/\{(@?\w+)(?:\|([^}]*))?\}/g, (_m, at: string, forms?: string) => {
    if (at === "name") return name;
    if (at.charCodeAt(0) === 64) return seatName(Number(v[Number(at.slice(1))]), lang);
    const x = v[Number(at)];
    if (forms === undefined) return String(x ?? "");
    // A word names its own form (a select: {1|twist:vri|nudge:dytt}); a number its plural category.
    const cat = typeof x === "string" && Number.isNaN(Number(x)) ? x : pluralOf(lang, Number(x));
    let other = "";
    for (const f of forms.split("|")) {
      const [k, w = ""] = f.split(":");
      if (k === cat) return w;
      if (k === "other") other = w;
    }
    return other;
  });
}

/** "Seat 2" in this language: log lines name seats so, and the room puts the seat's name in. */
export function seatName(seat: number, lang: Lang = DEFAULT_LANG): string {
  return msg(lang, "seat", [seat]);
}

/** Every language's words for a seat, as the room finds them in text ("Seat 2", "Spiller 2"). */
export function seatWords(): string[] {
  return LANGS.map((l) => (catalogs.get(l)?.seat ?? "").replace("{0}", "").trim()).filter((w) => w.length > 0);
}

/** A list in this language: "Seat 0, Seat 1 and Seat 2". */
export function listOf(lang: Lang, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return msg(lang, "list", [items.slice(0, -1).join(msg(lang, "list.comma")), items[items.length - 1]!]);
}

/** The catalogs as loaded (the test that both languages have every message with the same placeholders). */
export function loadedCatalogs(): ReadonlyMap<Lang, Messages> {
  return catalogs;
}

/**
 * The lines the room's replay writes (replay.ts): a move played for a seat ("@by":
 * the move's own line, marked), or a line saying so when the move wrote none.
 */
function markTexts(e: LogEvent, lang: Lang): LogEntry | null {
  const [ev, n, seat] = e;
  if (ev === "by.timeout.line" || ev === "by.resigned.line")
    return {
      n,
      kind: ev.slice(3, -5),
      seat,
      text: msg(lang, ev, [], seatName(seat, lang)),
      by: ev.slice(3, -5) as NonNullable<LogEntry["by"]>,
    };
  if (ev !== "@by") return null;
  const by = e[3] as NonNullable<LogEntry["by"]>;
  const line = renderEvent([e[4] as string, n, ...(e.slice(5) as [Seat, ...(string | number)[]])], lang);
  const prefix = `${seatName(seat, lang)} `;
  const mark = msg(lang, `by.${by}`);
  line.text = line.text.startsWith(prefix)
    ? `${prefix}${mark} ${line.text.slice(prefix.length)}`
    : `${prefix}${mark} ${line.text}`;
  line.by = by;
  return line;
}

export function renderEvent(e: LogEvent, lang: Lang = DEFAULT_LANG): LogEntry {
  const marked = markTexts(e, lang);
  if (marked) return marked;
  for (const t of texts) {
    const line = t(e, lang);
    if (line) return line;
  }
  throw new Error(`no text for log event ${e[0]}`);
}
