// Messages whose words depend on a count: Intl.PluralRules picks the form for
// the page's language ("one" and "other" in English and Bokmål; a language with
// more forms lists them in its catalog).
import { fmt, LANG, type Values } from "./format";

export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** The form of `msg` for `n` ({n} is the count), with any other values. */
export function plural(msg: Plural, n: number, values: Values = {}): string {
  return fmt(msg[new Intl.PluralRules(LANG).select(n)] ?? msg.other, { ...values, n });
}
