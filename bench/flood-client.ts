// The flood benchmark's probes (./flood.ts): the flood itself, run in a thread of
// its own (./flood-thread.ts) so its sockets do not share the timed player's event
// loop; a seat's hello timed on a fresh socket; the service's own CPU time.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import WebSocket from "ws";
import type { FloodSetup, FloodStats, FromFlood } from "./flood-thread";
import { now, type Table } from "./flood-player";

export class Flood {
  private readonly worker: Worker;
  private readonly inbox: FromFlood[] = [];
  private wake: (() => void) | null = null;

  constructor(setup: FloodSetup) {
    this.worker = new Worker(new URL("./flood-thread.ts", import.meta.url), { workerData: setup });
    this.worker.on("message", (m: FromFlood) => {
      this.inbox.push(m);
      this.wake?.();
    });
    this.worker.on("error", (e) => {
      this.inbox.push({ type: "failed", message: String(e) });
      this.wake?.();
    });
  }

  async next<T extends FromFlood["type"]>(type: T, timeoutMs = 120_000): Promise<Extract<FromFlood, { type: T }>> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const i = this.inbox.findIndex((m) => m.type === type || m.type === "failed");
      if (i >= 0) {
        const m = this.inbox.splice(i, 1)[0]!;
        if (m.type === "failed") throw new Error(m.message);
        return m as Extract<FromFlood, { type: T }>;
      }
      if (Date.now() > until) throw new Error(`flood: no ${type} in ${timeoutMs} ms`);
      await new Promise<void>((r) => {
        this.wake = r;
        setTimeout(r, 1000);
      });
    }
  }

  async stats(): Promise<FloodStats> {
    this.worker.postMessage({ type: "stats" });
    return (await this.next("stats")).stats;
  }

  async stop(): Promise<FloodStats> {
    this.worker.postMessage({ type: "stop" });
    const { stats } = await this.next("stopped");
    await this.worker.terminate();
    return stats;
  }
}

/** Time from sending a seat's hello on a fresh socket (from an address of its own) to its view. */
export function seatHello(
  origin: string,
  t: Table,
  seat: number,
  address: string,
): Promise<{ connectMs: number; helloMs: number }> {
  return new Promise((resolve, reject) => {
    const start = now();
    let sent = 0;
    const ws = new WebSocket(`${origin.replace("http", "ws")}/api/games/${t.id}/live`, {
      headers: { "cf-connecting-ip": address },
      perMessageDeflate: false,
    });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error("seat hello: no view in 30 s"));
    }, 30_000);
    ws.on("open", () => {
      sent = now();
      ws.send(JSON.stringify({ type: "hello", token: t.tokens[seat] }));
    });
    ws.on("message", (data) => {
      const m = JSON.parse(String(data)) as { type: string };
      clearTimeout(timer);
      ws.close(1000, "done");
      if (m.type !== "view") reject(new Error(`seat hello answered ${String(data).slice(0, 120)}`));
      else resolve({ connectMs: sent - start, helloMs: now() - sent });
    });
    ws.on("close", (code, reason) => {
      clearTimeout(timer);
      reject(new Error(`seat socket closed ${code} ${String(reason)}`));
    });
    ws.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/**
 * CPU time (ms, user + system) used so far by the process listening on `origin`'s port:
 * the Worker's workerd. A figure the rest of a shared machine's load does not inflate
 * the way it does wall times. Linux only (`ss`, /proc); null elsewhere.
 */
export function serviceCpu(origin: string): (() => number) | null {
  const r = spawnSync("ss", ["-ltnpH"], { encoding: "utf8" });
  const port = new URL(origin).port;
  const m = r.status === 0 ? new RegExp(`127\\.0\\.0\\.1:${port}\\s.*pid=(\\d+),`).exec(r.stdout) : null;
  if (!m) return null;
  const pid = m[1]!;
  return () => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return NaN;
    }
  };
}
