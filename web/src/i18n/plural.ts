// Messages whose words depend on a count: Intl.PluralRules picks the form for
// the page's language ("one" and "other" in English and Bokmål; a language with
// more forms lists them in its catalog).
import { fmt, LANG, type Values } from "./format";

export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

// Built once: a new PluralRules per message is a slow construction (as in ./format.ts).
let rules: Intl.PluralRules | undefined;

/** The form of `msg` for `n` ({n} is the count), with any other values. */
export function plural(msg: Plural, n: number, values: Values = {}): string {
  rules ??= new Intl.PluralRules(LANG);
  return fmt(msg[rules.select(n)] ?? msg.other, { ...values, n });
}
