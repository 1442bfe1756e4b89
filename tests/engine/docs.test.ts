// The documentation stays true to the repository (issue 24): no file cites
// anything outside it; docs/api.md names every error code with its status and
// every route the Worker registers; every relative link in the README and the
// docs leads to a file (and heading) that exists; every docs path a file
// mentions exists. Runs in Node: it only reads files.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/protocol/errors";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const API_DOC = "docs/api.md";

/** Every tracked file (or, outside a git checkout, every file but dependencies and builds). */
function repoFiles(): string[] {
  try {
    const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
    return out.split("\0").filter((p) => p !== "" && !p.startsWith("node_modules/"));
  } catch {
    const skip = new Set(["node_modules", ".git", "dist", "test-results", ".wrangler"]);
    const walk = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        skip.has(e.name) ? [] : e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    return walk("");
  }
}

/** Text content, or null for a binary file or one deleted but not yet unstaged. */
function textOf(path: string): string | null {
  const full = join(ROOT, path);
  if (!existsSync(full) || !statSync(full).isFile()) return null;
  const bytes = readFileSync(full);
  if (bytes.subarray(0, 8000).includes(0)) return null;
  return bytes.toString("utf8");
}

// The folders outside the repository the project was specified from. Built here
// so this file does not mention them itself.
const OUTSIDE = ["design", "rules", "seeds"].map((d) => `shared/${d}`);

// ---- routes --------------------------------------------------------------

/** `get`, `post`, … calls with a literal path, on the Hono apps src/http/app.ts mounts. */
function routesOf(files: Record<string, string>): string[] {
  const mounts = new Map<string, string[]>([["app", [""]]]);
  for (const m of (files["app.ts"] ?? "").matchAll(/\bapp\.route\(\s*["'`]([^"'`]*)["'`]\s*,\s*(\w+)\s*\)/g)) {
    const prefix = m[1] === "/" ? "" : m[1]!;
    mounts.set(m[2]!, [...(mounts.get(m[2]!) ?? []), prefix]);
  }
  const routes = new Set<string>();
  for (const source of Object.values(files)) {
    for (const m of source.matchAll(/\b(\w+)\.(get|post|put|delete|all)\(\s*(["'`])([^"'`]*)\3/g)) {
      const [, app, method, , path] = m;
      const prefixes = mounts.get(app!);
      // Not a mounted Hono app (e.g. headers.delete("ETag")), or a path built at run time.
      if (!prefixes || path!.includes("${")) continue;
      for (const prefix of prefixes) {
        const full = prefix + (path === "/" ? "" : path) || "/";
        routes.add(method === "all" ? full : `${method!.toUpperCase()} ${full}`);
      }
    }
  }
  return [...routes].sort();
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The routes the doc does not mention as "METHOD /path" (or "/path" for any method). */
function undocumented(routes: string[], doc: string): string[] {
  return routes.filter((r) => !new RegExp(`${escapeRe(r)}(?![\\w/:*.-])`).test(doc));
}

function httpSources(): Record<string, string> {
  const dir = "src/http";
  return Object.fromEntries(
    readdirSync(join(ROOT, dir))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => [f, read(join(dir, f))]),
  );
}

// ---- links ---------------------------------------------------------------

/** The Markdown files whose links are checked: the README, docs/ (all of it) and web/docs/. */
function markdownFiles(): string[] {
  const under = (dir: string): string[] =>
    existsSync(join(ROOT, dir))
      ? readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? under(join(dir, e.name)) : e.name.endsWith(".md") ? [join(dir, e.name)] : [],
        )
      : [];
  return ["README.md", ...under("docs"), ...under("web/docs")];
}

/** Lines outside fenced code blocks. */
function proseLines(md: string): string[] {
  let fenced = false;
  return md.split("\n").filter((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** The anchors GitHub gives a file's headings ("Limits (third round)" → "limits-third-round"). */
function anchorsOf(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of proseLines(md)) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const base = h[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Relative links in `file` that lead nowhere: a missing file, or a missing heading in a Markdown file. */
function brokenLinks(file: string): string[] {
  const md = read(file);
  const broken: string[] = [];
  for (const line of proseLines(md)) {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
      const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
      const path =
        pathPart === ""
          ? file
          : pathPart.startsWith("/")
            ? pathPart.slice(1)
            : relative(ROOT, resolve(ROOT, dirname(file), pathPart));
      if (!existsSync(join(ROOT, path))) {
        broken.push(`${file}: ${target} (no file ${path})`);
        continue;
      }
      if (anchor !== undefined && path.endsWith(".md") && !anchorsOf(read(path)).has(anchor))
        broken.push(`${file}: ${target} (no heading #${anchor} in ${path})`);
    }
  }
  return broken;
}

// ---- the checks ----------------------------------------------------------

describe("the docs stay true to the repository", () => {
  it("no tracked file cites the design, rules or seeds folders outside the repository", () => {
    const citing: string[] = [];
    for (const path of repoFiles()) {
      const text = textOf(path);
      if (text === null) continue;
      for (const outside of OUTSIDE) if (text.includes(outside)) citing.push(`${path} mentions ${outside}`);
    }
    expect(citing).toEqual([]);
  });

  it("every error code in src/protocol/errors.ts appears in docs/api.md with its status", () => {
    const lines = read(API_DOC).split("\n");
    const missing = Object.entries(ERROR_STATUS)
      .filter(
        ([code, status]) => !lines.some((l) => l.includes(`\`${code}\``) && new RegExp(`\\b${status}\\b`).test(l)),
      )
      .map(([code, status]) => `${status} ${code}`);
    expect(missing).toEqual([]);
  });

  it("every route registered in src/http appears in docs/api.md", () => {
    const routes = routesOf(httpSources());
    // The extraction itself still finds the routes (a change of style in src/http would otherwise pass silently).
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/games",
        "POST /api/games/:id/moves",
        "GET /api/games/:id/live",
        "GET /api/matches/:id",
        "/oembed",
      ]),
    );
    expect(undocumented(routes, read(API_DOC))).toEqual([]);
  });

  it("would catch a route added without docs", () => {
    const files = {
      "app.ts": 'app.route("/api/games", games);\napp.route("/", pages);',
      "games.ts": 'games.get("/:id", view);\ngames.post("/:id/undo", undo);\nres.headers.delete("ETag");',
      "pages.ts": 'pages.get("/", home);\npages.get("/practice/:game", practice);',
    };
    const routes = routesOf(files);
    expect(routes).toEqual(["GET /", "GET /api/games/:id", "GET /practice/:game", "POST /api/games/:id/undo"]);
    // A route named only as the prefix of a longer one ("GET /api/games/:id/live") is not documented.
    expect(undocumented(routes, "`GET /` `GET /api/games/:id/live` `GET /practice/:game`")).toEqual([
      "GET /api/games/:id",
      "POST /api/games/:id/undo",
    ]);
  });

  it("every relative link in README.md and the docs points to a file (and heading) that exists", () => {
    const files = markdownFiles();
    expect(files).toEqual(expect.arrayContaining(["README.md", API_DOC, "docs/architecture.md"]));
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it("every docs/….md path a tracked file mentions exists", () => {
    const missing: string[] = [];
    for (const path of repoFiles()) {
      const text = textOf(path);
      if (text === null) continue;
      for (const m of text.matchAll(/(?<![\w./-])((?:web\/)?docs\/[\w./-]*?\.md)\b/g))
        if (!existsSync(join(ROOT, m[1]!))) missing.push(`${path} mentions ${m[1]}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
