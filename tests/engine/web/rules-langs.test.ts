// A language's own rules text (web/rules/<game>.<lang>.md) keeps the English page's
// shape: the same sections in the same order under the same ids, so a link into a
// section (/rules/stakes#busting) opens it in every language, and the table's
// "How to play" sheet finds its summary.
import { describe, expect, it } from "vitest";
import { LANGS } from "../../../src/words/lang";
import { renderRulesPages, type RulesWords } from "../../../web/src/build/rules-page";

const dir = new URL("../../../web/rules/", import.meta.url).pathname;
const template = "<!--RULES-->";
const ids = (html: string) => [...html.matchAll(/<h[23][^>]* id="([^"]+)"/g)].map((m) => m[1]);
const folded = (html: string) => html.match(/<details class="rule">/g)?.length ?? 0;

describe("the rules pages in every language", () => {
  const english = renderRulesPages(dir, template);
  for (const lang of LANGS.filter((l) => l !== "en"))
    it(`${lang} has the English sections, ids and questions, and no id marker left in its text`, async () => {
      const words = (await import(`../../../src/words/${lang}/rules.ts`)) as RulesWords;
      const pages = renderRulesPages(dir, template, lang, words);
      for (const [i, page] of pages.entries()) {
        expect(ids(page.html), page.file).toEqual(ids(english[i]!.html));
        expect(folded(page.html), page.file).toBe(folded(english[i]!.html));
        expect(page.html, page.file).toContain('<section class="how"');
        expect(page.html, page.file).toContain('<section class="faq"');
        expect(page.html, page.file).not.toContain("{#");
        // Its own words, not the English text.
        expect(page.html, page.file).not.toContain("How to play");
      }
    });
});
