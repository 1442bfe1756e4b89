// Issue 27: an API error reads in the page's language. Every code the service can
// answer (src/protocol/errors.ts, and each game's move/… refusals) has its sentence
// in every language but English, whose pages show the service's own English
// sentence; a code no page can name would be a sentence nobody reads.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS } from "../../src/words/lang";
import { ERROR_STATUS } from "../../src/protocol/errors";

const ENGINE = join(import.meta.dirname, "../../src/engine");

/** Every move/… code an engine file names. */
function moveCodes(): string[] {
  const out = new Set<string>();
  for (const f of readdirSync(ENGINE, { recursive: true }) as string[])
    if (f.endsWith(".ts"))
      for (const m of readFileSync(join(ENGINE, f), "utf8").matchAll(/"(move\/[a-z_]+)"/g)) out.add(m[1]!);
  return [...out];
}

const catalog = async (lang: string) =>
  (await import(`../../src/words/${lang}/errors.ts`)).errorTexts as Record<string, string>;

describe("API errors in the page's language", () => {
  const codes = [...Object.keys(ERROR_STATUS), ...moveCodes()].sort();

  it("finds the codes: the fixed ones and the games' refusals", () => {
    expect(codes).toContain("game/stale_version");
    expect(codes).toContain("move/not_your_turn");
    expect(codes).toContain("move/double_chance_needs_a_draw");
    expect(codes.filter((c) => c.startsWith("move/")).length).toBeGreaterThan(25);
  });

  it("English pages keep the service's own sentences", async () => {
    expect(await catalog("en")).toEqual({});
  });

  for (const lang of LANGS.filter((l) => l !== "en"))
    it(`${lang} has a sentence for every code and no other, with no slot but {detail}`, async () => {
      const texts = await catalog(lang);
      expect(Object.keys(texts).sort()).toEqual(codes);
      for (const [code, t] of Object.entries(texts)) {
        expect(t.trim().length, code).toBeGreaterThan(0);
        expect(
          [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((s) => s !== "detail"),
          code,
        ).toEqual([]);
      }
    });
});
