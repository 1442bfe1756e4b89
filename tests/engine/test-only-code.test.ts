// Whether this server is a development one (ALLOW_FIXTURES) is read in one place,
// src/testing/mount.ts, which turns on everything made for tests; the rest of the
// service asks it through the allowances it gives (src/http/allowances.ts). A second
// reader of the variable would be a test-only behaviour the mount does not govern.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** Files that read the variable in code: `env.ALLOW_FIXTURES`, `env["ALLOW_FIXTURES"]`, destructuring it. */
function readers(files: Record<string, string>): string[] {
  const read = /\.\s*ALLOW_FIXTURES\b|\[\s*["'`]ALLOW_FIXTURES["'`]\s*\]|\{[^}]*\bALLOW_FIXTURES\b[^}]*\}\s*=/;
  return Object.entries(files)
    .filter(([, text]) => read.test(text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "")))
    .map(([path]) => path)
    .sort();
}

describe("test-only code", () => {
  it("reads ALLOW_FIXTURES only in src/testing/mount.ts", () => {
    const files = Object.fromEntries(
      sources("src").map((p) => [relative(ROOT, join(ROOT, p)), readFileSync(join(ROOT, p), "utf8")]),
    );
    expect(readers(files)).toEqual(["src/testing/mount.ts"]);
  });

  it("would see a second reader, however it is written", () => {
    expect(
      readers({
        "a.ts": 'if (c.env.ALLOW_FIXTURES === "true") go();',
        "b.ts": 'const on = env["ALLOW_FIXTURES"];',
        "c.ts": "const { ALLOW_FIXTURES } = env;",
        "d.ts": '// where ALLOW_FIXTURES is "true"\nconst text = "Development servers only (ALLOW_FIXTURES)";',
      }),
    ).toEqual(["a.ts", "b.ts", "c.ts"]);
  });
});
