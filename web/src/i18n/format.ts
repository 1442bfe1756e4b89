// Messages with values in them, numbers in the page's language. Never a sentence
// built by concatenation: a message holds the whole sentence with {name} slots.
// Plural forms are in ./plural.ts, apart, so a page loads them only with a part that counts.
import * as m from "./messages";

const lang: string = m.lang;

export type Values = Record<string, string | number>;

export const LANG = lang;

/** `msg` with each {name} replaced by its value (numbers in the page's language). */
export function fmt(msg: string, values: Values = {}): string {
  return msg.replace(/\{(\w+)\}/g, (slot, k: string) => {
    const v = values[k];
    return v === undefined ? slot : v.toLocaleString(lang);
  });
}
