// Where the crowd benchmark connects. `wrangler dev` puts a proxy of its own (a
// second workerd, for live reload) in front of the Worker: every frame of every
// spectator crosses it once more, and it holds ~4 file descriptors per socket, so
// at 5,000 spectators it alone reaches this machine's hard limit of 20,000 open
// files. Production has no such layer (each reader reaches a Worker in their own
// data centre), so the crowd benchmark talks to the Worker's own workerd listener,
// found here: the sibling workerd of the proxy that answers our API. Linux only
// (reads `ss`); null when not found, and the benchmark then uses the proxy.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

function listening(): { port: number; pid: number }[] {
  const r = spawnSync("ss", ["-ltnpH"], { encoding: "utf8" });
  if (r.status !== 0) return [];
  const out: { port: number; pid: number }[] = [];
  for (const line of r.stdout.split("\n")) {
    const m = /127\.0\.0\.1:(\d+)\s.*pid=(\d+),/.exec(line);
    if (m) out.push({ port: Number(m[1]), pid: Number(m[2]) });
  }
  return out;
}

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/** The Worker's own origin behind `wrangler dev`'s proxy at `base`, or null. */
export async function workerOrigin(base: string): Promise<string | null> {
  const basePort = Number(new URL(base).port);
  const sockets = listening();
  const proxy = sockets.find((s) => s.port === basePort);
  if (!proxy) return null;
  const wrangler = parentOf(proxy.pid);
  const candidates = sockets.filter((s) => s.port !== basePort && s.pid !== proxy.pid && parentOf(s.pid) === wrangler);
  for (const { port } of candidates) {
    const origin = `http://127.0.0.1:${port}`;
    try {
      const res = await fetch(`${origin}/api/games/Unissued_id_00`, { signal: AbortSignal.timeout(5000) });
      const body = (await res.json()) as { error?: { code?: string } };
      if (body.error?.code === "game/not_found") return origin;
    } catch {
      // the inspector or another listener: not the Worker
    }
  }
  return null;
}
