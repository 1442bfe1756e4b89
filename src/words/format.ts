// The one formatter. Every sentence a person reads is a message of a language's
// catalog (./en, ./nb: the pages', the engine's log lines, the room's lines, pushes
// and link previews) with its values put in here, never a sentence built by
// concatenation. Nothing is registered anywhere: whoever writes text says which
// catalog it is written from (the pages get theirs from the build, the Worker from
// ./catalogs.ts).
//
// A message's slots:
// - `{when}`, `{0}`: a value by name or by place; numbers written in the language.
// - `{name}`: in a log line, the seat the line is about ("Seat 2").
// - `{@2}`: the seat whose number is value 2, as the language names a seat.
// - `{0|one:card|other:cards}`: a word chosen by the plural category of value 0 in the
//   language (Intl.PluralRules); when value 0 is a word, not a number, by the word
//   itself (`{1|twist:vri|other:trekk}`), so no English word lands in another language.
//   (The pages' catalogs give a counted message as an object of forms instead:
//   web/src/i18n/plural.ts picks one.)
// The formatter fills the first kind; the other three are a catalog's own, resolved
// by say() (./say.ts) before it.

export type Value = string | number;
/** A message's values: by name ({when}) or by place ({0}, {1}). */
export type Values = Readonly<Record<string, Value>> | readonly Value[];

/** A language's catalog: its tag, its messages (key → message) and the formatter made for it. */
export interface Catalog {
  readonly lang: string;
  readonly messages: Readonly<Record<string, string>>;
  readonly fill: (msg: string, values?: Values) => string;
}

/**
 * Fills a message's `{slot}`s with their values, numbers written in `lang`. Made once
 * per language: a page makes its own (web/src/i18n/format.ts), the Worker one per
 * language it writes in. Only `lang` is passed: `plain` and `numbers` are the
 * formatter's own, made with it (parameters rather than a function body's locals,
 * so the copy in every page is no bigger than the page's own formatter it replaced).
 */
export const formatter =
  (
    lang: string,
    // Building an Intl.NumberFormat costs a phone's first draw of a table tens of
    // milliseconds (Lighthouse's 4× slower CPU: 140–190 ms; Number#toLocaleString
    // builds one at every call). The counts a table shows are small whole numbers,
    // written the same by Intl and String in these languages (Latin digits, no
    // grouping below 1,000); anything else, or another language, goes through Intl.
    plain = /^(en|nb)\b/.test(lang),
    numbers?: Intl.NumberFormat,
  ): ((msg: string, values?: Values) => string) =>
  (msg, values = {}) =>
    msg.replace(/\{(\w+)\}/g, (slot, k: string) => {
      const v = (values as Record<string, Value | undefined>)[k];
      if (typeof v !== "number") return v ?? slot;
      if (plain && Number.isInteger(v) && v >= 0 && v < 1000) return String(v);
      numbers ??= new Intl.NumberFormat(lang);
      return numbers.format(v);
    });
