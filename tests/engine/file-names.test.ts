// Issue 24: every game names the same ideas the same way (src/engine/README.md).
// Each game folder has the shared files, its GameDef takes each part from the
// file of that name, and the names the games used before do not come back.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/registry";

const ENGINE = join(dirname(fileURLToPath(import.meta.url)), "../../src/engine");

/** Files every game has. */
const REQUIRED = [
  "index",
  "types",
  "options",
  "setup",
  "moves",
  "legal",
  "refusals",
  "apply",
  "draft",
  "turn",
  "log",
  "texts",
  "view",
] as const;

/** Which file each part of a GameDef comes from. */
const DEF_FROM: Record<string, string> = {
  parseOptions: "options",
  setup: "setup",
  parseMove: "moves",
  toAct: "legal",
  legal: "legal",
  defaultMove: "legal",
  apply: "apply",
  view: "view",
  resign: "resign",
};

/** Names games used before for a shared idea, and the name now. */
const RETIRED: Record<string, string> = {
  clone: "draft",
  "parse-move": "moves",
  "turn-order": "turn",
  errors: "refusals",
  round: "round-end",
};

const folders = readdirSync(ENGINE, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const has = (game: string, file: string) => existsSync(join(ENGINE, game, `${file}.ts`));

describe("engine file names", () => {
  it("has one folder per registered game", () => {
    expect(folders).toEqual(Object.keys(GAMES).sort());
  });

  it("lists every required file in src/engine/README.md", () => {
    const readme = readFileSync(join(ENGINE, "README.md"), "utf8");
    for (const file of [...REQUIRED, "resign", "round-end"]) expect(readme).toContain(`\`${file}.ts\``);
  });

  describe.each(folders)("%s", (game) => {
    it("has every shared file", () => {
      expect(REQUIRED.filter((file) => !has(game, file))).toEqual([]);
    });

    it("uses none of the retired names", () => {
      expect(Object.keys(RETIRED).filter((file) => has(game, file))).toEqual([]);
    });

    it("takes each part of its GameDef from the file of that name", async () => {
      const def = GAMES[game] as unknown as Record<string, unknown>;
      for (const [key, file] of Object.entries(DEF_FROM)) {
        if (def[key] === undefined) {
          // An optional part (resign) is absent from the GameDef only with its file.
          expect(has(game, file), `${game}/${file}.ts without GameDef.${key}`).toBe(false);
          continue;
        }
        expect(has(game, file), `${game}/${file}.ts for GameDef.${key}`).toBe(true);
        const mod = (await import(join(ENGINE, game, `${file}.ts`))) as Record<string, unknown>;
        expect(Object.values(mod), `GameDef.${key} of ${game} comes from ${file}.ts`).toContain(def[key]);
      }
    });

    it("has a refusal check in refusals.ts", async () => {
      const mod = (await import(join(ENGINE, game, "refusals.ts"))) as Record<string, unknown>;
      expect(Object.values(mod).some((v) => typeof v === "function")).toBe(true);
    });
  });
});
