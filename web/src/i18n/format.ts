// Messages with values in them, numbers in the page's language. Never a sentence
// built by concatenation: a message holds the whole sentence with {name} slots.
// Plural forms are in ./plural.ts, apart, so a page loads them only with a part that counts.
import * as m from "./messages";

const lang: string = m.lang;

export type Values = Record<string, string | number>;

export const LANG = lang;

// Building an Intl.NumberFormat costs a phone's first draw of a table tens of
// milliseconds (Lighthouse's 4× slower CPU: 140–190 ms; Number#toLocaleString
// builds one at every call). The counts a table shows are small whole numbers,
// written the same by Intl and String in these languages (Latin digits, no
// grouping below 1,000); anything else, or another language, goes through Intl.
const PLAIN = /^(en|nb)\b/.test(lang);
let numbers: Intl.NumberFormat | undefined;

/** `msg` with each {name} replaced by its value (numbers in the page's language). */
export function fmt(msg: string, values: Values = {}): string {
  return msg.replace(/\{(\w+)\}/g, (slot, k: string) => {
    const v = values[k];
    if (typeof v !== "number") return v ?? slot;
    if (PLAIN && Number.isInteger(v) && v >= 0 && v < 1000) return String(v);
    numbers ??= new Intl.NumberFormat(lang);
    return numbers.format(v);
  });
}
