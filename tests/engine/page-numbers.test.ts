// The pages write numbers without building an Intl formatter per message (a phone's
// first draw of a table spent 190 ms on that at Lighthouse's 4× slower CPU), and
// must still write each exactly as the language does: small whole numbers directly,
// everything else through Intl. English here (the source's catalog); the short path
// holds for Bokmål for the same reason (Latin digits, no grouping below 1,000).
import { describe, expect, it } from "vitest";
import { fmt } from "../../web/src/i18n/format";

describe("numbers in messages", () => {
  it("are written as Intl writes them in the page's language, fast path or not", () => {
    const cases = [0, 1, 7, 42, 999, 1000, 1234, 64000, -1, -64, 2.5, 0.25];
    for (const n of cases) expect(fmt("{n} coins", { n }), String(n)).toBe(`${n.toLocaleString("en")} coins`);
    for (const lang of ["en", "nb"])
      for (let n = 0; n < 1000; n++) expect(String(n)).toBe(new Intl.NumberFormat(lang).format(n));
  });

  it("leaves text values and missing slots as they are", () => {
    expect(fmt("{a} and {b}", { a: "Ann" })).toBe("Ann and {b}");
  });
});
