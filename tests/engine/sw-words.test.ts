// Issue 27: when several tables wait, the service worker writes one notification over
// them in the push's language, and lists each table's title without its common start
// ("Your move " / "Din tur "). Its words must exist for every language and match the
// push texts the service sends, or the list would repeat the start or cut a word.
import { describe, expect, it } from "vitest";
import { LANGS } from "../../src/words/lang";
import { CATALOGS } from "../../src/words/catalogs";
import { say } from "../../src/words/say";
import { SW_WORDS } from "../../web/src/sw-words";

describe("the service worker's words over several tables", () => {
  it.each(LANGS)("%s: a title for the count, and the start every turn title has", (lang) => {
    const words = SW_WORDS[lang]!;
    expect(words, lang).toBeDefined();
    expect(words.many).toContain("{0}");
    const title = say(CATALOGS[lang], "push.turn.title", ["Bob", "Stakes"]);
    expect(title.startsWith(words.lead), `${title} / ${words.lead}`).toBe(true);
    expect(title.slice(words.lead.length)).toMatch(/Bob/);
  });
});
