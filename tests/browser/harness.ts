// Real Chromium against a real `wrangler dev`: build the pages, apply the D1
// migrations into a fresh persistence dir, start the service on a free port,
// and hand out isolated browser contexts (each its own localStorage, like
// separate people on separate devices).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const ROOT = resolve(import.meta.dirname, "../..");
export const RESULTS = join(ROOT, "test-results");

const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/snap/bin/chromium"];

// toolchain.md: these flags keep Chromium offline and quiet; the resolver rule
// lets it reach only 127.0.0.1.
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. Install Chromium (Debian/Ubuntu: apt-get install chromium) or fix the variable.`);
    return fromEnv;
  }
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  if (!found)
    throw new Error(
      "Browser tests need Chromium, a system prerequisite: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to its binary.",
    );
  return found;
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
}

export interface Service {
  base: string;
  stop(): Promise<void>;
}

/** `wrangler dev` on a free port with a fresh local D1 and Durable Object store. */
export async function startService(): Promise<Service> {
  run(join(ROOT, "node_modules/.bin/tsx"), ["web/src/build/build.ts"]);
  const dir = mkdtempSync(join(tmpdir(), "tablelink-browser-"));
  const wrangler = join(ROOT, "node_modules/.bin/wrangler");
  run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
  // Its own process group, so stopping it also stops workerd underneath.
  const child: ChildProcess = spawn(wrangler, ["dev", "--ip", "127.0.0.1", "--port", "0", "--persist-to", dir], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
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

export async function startBrowser(): Promise<Browser> {
  // playwright-core starts each browser with a fresh temporary profile
  // (its own user-data-dir) and removes it on close.
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export async function person(browser: Browser, base: string, width = 1280, height = 900): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height } });
  ctx.setDefaultTimeout(15_000);
  return ctx;
}

export function resultsDir(): string {
  mkdirSync(RESULTS, { recursive: true });
  return RESULTS;
}

/**
 * One service and one browser for a whole test file: started before its first
 * test, stopped after its last. Read the fields inside tests, not at load time.
 */
export function useServiceAndBrowser(): { svc: Service; browser: Browser } {
  const shared = {} as { svc: Service; browser: Browser };
  beforeAll(async () => {
    shared.svc = await startService();
    shared.browser = await startBrowser();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.svc?.stop();
  });
  return shared;
}
