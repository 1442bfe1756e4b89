// Messages with values in them, numbers in the page's language: the one formatter
// (src/words/format.ts) made for the page's language. Never a sentence built by
// concatenation: a message holds the whole sentence with {name} slots.
// Plural forms are in ./plural.ts, apart, so a page loads them only with a part that counts.
import { formatter } from "../../../src/words/format";
import { LANG } from "./page-lang";

export { LANG };

export type Values = Record<string, string | number>;

/** `msg` with each {name} replaced by its value (numbers in the page's language). */
export const fmt = formatter(LANG);
