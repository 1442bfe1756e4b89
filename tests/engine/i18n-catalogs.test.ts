// Every message the pages use exists in every language, with the same {slots}
// and the same plural forms' slots (issue 27): a language that lacked one would
// show a hole, and one that renamed a slot would show "{name}" to its readers.
// The catalogs are the folders of src/words, one per language, the files
// named in web/src/i18n/messages.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS } from "../../src/words/lang";

const I18N = join(import.meta.dirname, "../../web/src/i18n");
const WORDS = join(import.meta.dirname, "../../src/words");
const FILES = [...readFileSync(join(I18N, "messages.ts"), "utf8").matchAll(/"[./]*src\/words\/en\/([\w-]+)"/g)].map(
  (m) => m[1]!,
);

async function catalog(lang: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const f of FILES) Object.assign(out, await import(join(WORDS, lang, `${f}.ts`)));
  return out;
}

const slots = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
/** A message's slots: a plain message's, or the union over a plural message's forms (each form may leave {n} out). */
function shape(v: unknown): { kind: string; slots: string[] } {
  if (typeof v === "string") return { kind: "text", slots: slots(v) };
  if (v && typeof v === "object" && typeof (v as { other?: unknown }).other === "string") {
    const all = new Set(Object.values(v as Record<string, string>).flatMap(slots));
    all.delete("n");
    return { kind: "plural", slots: [...all].sort() };
  }
  return { kind: typeof v, slots: [] };
}

describe("message catalogs", () => {
  it("list at least the files messages.ts names, and English has messages", async () => {
    expect(FILES.length).toBeGreaterThan(0);
    expect(Object.keys(await catalog("en")).length).toBeGreaterThan(50);
  });
  for (const lang of LANGS.filter((l) => l !== "en"))
    it(`${lang} has every English message and no other, with the same slots`, async () => {
      const en = await catalog("en");
      const other = await catalog(lang);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) {
        expect(shape(other[k]), `${lang}: ${k}`).toEqual(shape(v));
        expect(String(other[k]).trim() === "" ? "(empty)" : "ok", `${lang}: ${k}`).toBe("ok");
      }
      expect(other.lang).toBe(lang);
    });
});
