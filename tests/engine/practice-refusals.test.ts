// A practice table refuses exactly as a real one does, and says so in the page's
// language: its answers carry the rules' code, which a Bokmål page turns into its
// own sentence (web/src/lib/error-words.ts), as it does for the service's refusals.
import { describe, expect, it } from "vitest";
import { errorTexts as nb } from "../../src/words/nb/errors";
import { kit } from "../../web/src/practice/rules/stakes";
import { PracticeTable } from "../../web/src/practice/table";

/** A three-seat Stakes table; which seat starts follows from the seed. */
function table(seedByte: string): { t: PracticeTable; toAct: number[] } {
  const t = new PracticeTable(kit, {
    game: "stakes",
    seats: 3,
    level: "easy",
    options: {},
    seed: seedByte.repeat(32),
    names: ["Ann", "B", "C"],
  });
  return { t, toAct: kit.def.toAct((t as unknown as { state: unknown }).state) };
}

describe("a practice table's refusals", () => {
  it("carry the rules' code, which a Bokmål page words, and change nothing", () => {
    const { t, toAct } = table("01");
    expect(toAct).toEqual([0]);
    const before = JSON.stringify(t.view());
    const a = t.play({ type: "bank" });
    expect(a).toMatchObject({ ok: false, code: "move/must_flip_first" });
    expect(JSON.stringify(t.view())).toBe(before);
    expect(nb["move/must_flip_first"]).toMatch(/snu/);
  });

  it("say when it is not your turn, and when a move is no move at all", () => {
    const { t, toAct } = table("00");
    expect(toAct).toEqual([1]);
    expect(t.play({ type: "flip" })).toMatchObject({ ok: false, code: "move/not_your_turn" });
    expect(nb["move/not_your_turn"]).toMatch(/ikke din tur/);
    expect(t.play({ type: "dance" })).toMatchObject({ ok: false, code: "request/invalid" });
  });
});
