// Starts `wrangler dev` on a free loopback port with its own fresh local state
// (D1 migrations applied first), for the service benchmark. The whole process
// group is killed on stop: killing wrangler alone leaves workerd running.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface DevServer {
  origin: string;
  stop(): void;
}

export async function startDevServer(cwd = process.cwd()): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), "tablelink-bench-"));
  const wrangler = join(cwd, "node_modules", ".bin", "wrangler");
  execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { cwd, stdio: "pipe" });
  const child: ChildProcess = spawn(wrangler, ["dev", "--ip", "127.0.0.1", "--port", "0", "--persist-to", dir, "--show-interactive-dev-session=false"], {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* already gone */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start:\n${seen}`)), 60_000);
    const onData = (b: Buffer) => {
      seen += b.toString();
      const m = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`wrangler dev exited (${code}):\n${seen}`)));
  }).catch((e) => {
    stop();
    throw e;
  });
  return { origin, stop };
}
