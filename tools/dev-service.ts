// `wrangler dev` on a free loopback port with its own fresh local D1 and Durable
// Object store, the pages built first: for the browser tests and the benchmark.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
}

export interface Service {
  base: string;
  stop(): Promise<void>;
}

/** KEY=VALUE lines of a file at the root (comments and blank lines skipped); {} when there is none. */
function readEnvFile(name: string): Record<string, string> {
  const out: Record<string, string> = {};
  let text = "";
  try {
    text = readFileSync(join(ROOT, name), "utf8");
  } catch {
    return out;
  }
  for (const line of text.split("\n")) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) out[m[1]!] = m[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return out;
}

/**
 * wrangler dev's `--var` arguments for `vars` over .dev.vars. wrangler gives .dev.vars
 * precedence over `--var`, so with any `vars` the service gets .dev.vars' values as
 * `--var`s too (the overrides last) and an empty `--env-file` in place of .dev.vars.
 */
function varArgs(vars: Record<string, string>, dir: string): string[] {
  if (Object.keys(vars).length === 0) return [];
  const all: Record<string, string> = { ...readEnvFile(".dev.vars"), ...vars };
  const empty = join(dir, "empty.env");
  writeFileSync(empty, "");
  return ["--env-file", empty, ...Object.entries(all).flatMap(([k, v]) => ["--var", `${k}:${v}`])];
}

/**
 * `wrangler dev` on a free port with a fresh local D1 and Durable Object store;
 * `vars` override wrangler.toml's [vars] and .dev.vars (e.g. RATE_LIMITS on for the flood benchmark).
 */
export async function startService(vars: Record<string, string> = {}): Promise<Service> {
  // No build here: `wrangler dev` runs wrangler.toml's [build] command (the pages)
  // before it serves, so building first as well did the same work twice.
  const dir = mkdtempSync(join(tmpdir(), "tablelink-browser-"));
  const wrangler = join(ROOT, "node_modules/.bin/wrangler");
  run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
  // Its own process group, so stopping it also stops workerd underneath.
  const child: ChildProcess = spawn(
    wrangler,
    ["dev", "--ip", "127.0.0.1", "--port", "0", "--persist-to", dir, ...varArgs(vars, dir)],
    {
      cwd: ROOT,
      // wrangler reads .env (offline and quiet: no metrics, no cf.json download) itself, but not
      // when given an --env-file (varArgs), so its settings are handed over here as well.
      env: { ...process.env, ...readEnvFile(".env") },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  // DEV_SERVICE_LOG=<file> keeps everything wrangler dev and workerd print (crashes, console.error).
  const logTo = process.env.DEV_SERVICE_LOG;
  if (logTo) for (const s of [child.stdout!, child.stderr!]) s.on("data", (c: Buffer) => appendFileSync(logTo, c));
  const base = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`wrangler dev did not get ready in 90 s:\n${output}`)), 90_000);
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    };
    child.stdout!.on("data", look);
    child.stderr!.on("data", look);
    child.on("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`wrangler dev exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    base,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* gone after SIGTERM */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
