// When a recording no longer matches digests.json: which match differs first, and
// its first line that differs, expected against actual. The expected lines are
// played again by the engine as committed (git), checked against the match's
// recorded digest, so a failure never asks anyone to rerecord blindly.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyGameDef } from "../../../src/engine/types";
import type { Bucket, Line } from "./record";

/** One bucket of digests.json. */
export interface Recorded {
  games: number;
  moves: number;
  digest: string;
  /** Each match's short digest, in order, space-separated. */
  matches?: string;
}

export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const DIGESTS = "tests/engine/golden/digests.json";

export const keyOf = (b: Bucket): string => `${b.game}/${b.seats}/${b.options}`;

/** "stakes/3/default" and its match count as a bucket. */
export function bucketOf(key: string, games: number): Bucket {
  const [game, seats, options] = key.split("/");
  if (!game || !seats || !options)
    throw new Error(`not a bucket: ${key} (want game/seats/options, e.g. stakes/3/default)`);
  return { game, seats: Number(seats), options, games };
}

/** What a recorder module offers; an older commit's may lack `transcript`. */
interface Recorder {
  GAMES: Record<string, AnyGameDef>;
  transcript?: (def: AnyGameDef, b: Bucket, i: number) => { seed: string; lines: Line[]; digest: string };
}

function git(args: string[]): string {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/** The engine and recorder as committed at `rev`, unpacked once into a temporary folder. */
export async function recorderAt(rev: string): Promise<Recorder> {
  const full = git(["rev-parse", "--verify", `${rev}^{commit}`]);
  const dir = join(tmpdir(), `tablelink-golden-${full.slice(0, 12)}`);
  const done = join(dir, ".unpacked");
  if (!existsSync(done)) {
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync("git", ["archive", "--format=tar", full, "src/engine", "tests/engine/golden"], {
      cwd: ROOT,
      maxBuffer: 1 << 28,
    });
    execFileSync("tar", ["-x", "-C", dir], { input: tar });
    writeFileSync(done, full);
  }
  const record = (await import(join(dir, "tests/engine/golden/record.ts"))) as Recorder;
  const registry = (await import(join(dir, "src/engine/registry.ts"))) as Recorder;
  return { GAMES: registry.GAMES, transcript: record.transcript };
}

/** Commits whose engine may have written digests.json: the last one to change it, then HEAD. */
function candidateRevs(): string[] {
  const revs: string[] = [];
  try {
    const wrote = git(["log", "-1", "--format=%H", "--", DIGESTS]);
    if (wrote) revs.push(wrote);
    const head = git(["rev-parse", "HEAD"]);
    if (!revs.includes(head)) revs.push(head);
  } catch {
    /* not a git checkout: no expected lines, the match is still named */
  }
  return revs;
}

/** The expected lines of match `i`: the first candidate commit whose engine reproduces its recorded digest. */
async function expectedLines(
  b: Bucket,
  i: number,
  want: string,
): Promise<{ rev: string; lines: Line[] } | { why: string }> {
  const tried: string[] = [];
  for (const rev of candidateRevs()) {
    try {
      const r = await recorderAt(rev);
      const def = r.GAMES[b.game];
      if (!r.transcript || !def) {
        tried.push(`${rev.slice(0, 10)} has no transcript()`);
        continue;
      }
      const t = r.transcript(def, b, i);
      if (t.digest === want) return { rev, lines: t.lines };
      tried.push(`${rev.slice(0, 10)} plays it as ${t.digest}, not ${want}`);
    } catch (e) {
      tried.push(`${rev.slice(0, 10)}: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
    }
  }
  return {
    why: tried.length
      ? `no commit reproduces the recorded match (${tried.join("; ")})`
      : "no git history to play the committed engine from",
  };
}

/** A long line cut around column `at`, with the column marked. */
function around(text: string, at: number): { shown: string; mark: number } {
  const from = Math.max(0, at - 60);
  const to = Math.min(text.length, at + 100);
  const head = from > 0 ? "…" : "";
  return { shown: `${head}${text.slice(from, to)}${to < text.length ? "…" : ""}`, mark: head.length + at - from };
}

const lineText = (l: Line | undefined): string => (l ? `${l.tag} ${l.json}` : "(no more lines: the match ended)");

/** Compares two transcripts; null when they are the same. */
export function firstDifference(expected: Line[], actual: Line[]): string | null {
  const n = Math.max(expected.length, actual.length);
  for (let k = 0; k < n; k++) {
    const e = expected[k];
    const a = actual[k];
    if (e && a && e.tag === a.tag && e.json === a.json && e.where === a.where) continue;
    const et = lineText(e);
    const at = lineText(a);
    let col = 0;
    while (col < et.length && col < at.length && et[col] === at[col]) col++;
    const x = around(et, col);
    const y = around(at, col);
    return [
      `line ${k + 1} of ${expected.length} (${(e ?? a)!.where}${a && e && a.where !== e.where ? ` / now ${a.where}` : ""}), first differing at character ${col + 1}:`,
      `  expected: ${x.shown}`,
      `  actual:   ${y.shown}`,
      `            ${" ".repeat(Math.min(x.mark, y.mark))}^`,
    ].join("\n");
  }
  return null;
}

/**
 * Why a bucket's recording differs from digests.json: the first match whose own
 * digest changed, and that match's first line that differs.
 */
export async function explain(
  def: AnyGameDef,
  b: Bucket,
  want: Recorded,
  got: { matches: string[] },
  transcript: (def: AnyGameDef, b: Bucket, i: number) => { seed: string; lines: Line[]; digest: string },
): Promise<string> {
  const key = keyOf(b);
  const show = `whole match: npx tsx tests/engine/golden/transcript.ts ${key}`;
  const rerecord =
    "If the change is meant: npx tsx tests/engine/golden/write.ts, and say in the commit what players now see differently.";
  if (!want.matches)
    return `${key}: digest differs, and digests.json keeps no per-match digests to say where (${show} <match>). ${rerecord}`;
  const wanted = want.matches.split(" ");
  const i = wanted.findIndex((d, k) => got.matches[k] !== d);
  if (i < 0)
    return `${key}: every match's own digest is as recorded but the bucket's is not (games ${got.matches.length}, recorded ${wanted.length}). ${rerecord}`;
  const actual = transcript(def, b, i);
  const head = `${key}: match ${i} of ${b.games} (seed ${actual.seed}) is the first that differs (digest ${actual.digest}, recorded ${wanted[i]}).`;
  const expected = await expectedLines(b, i, wanted[i]!);
  if ("why" in expected) return `${head}\nNo expected lines: ${expected.why}.\nActual ${show} ${i}\n${rerecord}`;
  const diff =
    firstDifference(expected.lines, actual.lines) ??
    "the transcripts are the same line by line (a digest out of step with digests.json?)";
  return [
    head,
    `First difference: ${diff}`,
    `Expected lines as played by the engine at ${expected.rev.slice(0, 12)}; ${show} ${i} [--at ${expected.rev.slice(0, 12)}]`,
    rerecord,
  ].join("\n");
}
