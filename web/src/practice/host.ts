// Where the practice table runs: in a worker (../practice-worker.ts) wherever one
// can start, so the bots think without blocking the page. A sandboxed frame (an
// opaque origin) may not start a worker from our address, so there the worker is
// started from a tiny blob module that imports ours; should that fail too, the
// table runs on the page itself (./local-host.ts), a bot's turn after a yield.
import { type Answer, type Ask, broken, type Reply, type TableSpec } from "./messages";

export interface TableHost {
  start(spec: TableSpec): Promise<Answer>;
  play(move: unknown): Promise<Answer>;
  bot(): Promise<Answer>;
}

type AskBody = { type: "start"; spec: TableSpec } | { type: "play"; move: unknown } | { type: "bot" };

function workerHost(worker: Worker): TableHost {
  let next = 1;
  const waiting = new Map<number, (a: Answer) => void>();
  const fail = (why: string) => {
    for (const done of waiting.values()) done(broken(why));
    waiting.clear();
  };
  worker.onmessage = (e: MessageEvent<Reply>) => {
    const done = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    done?.("answer" in e.data ? e.data.answer : broken(e.data.failed));
  };
  worker.onerror = (e) => fail(e.message || "the worker stopped");
  const ask = (body: AskBody) =>
    new Promise<Answer>((done) => {
      const id = next++;
      waiting.set(id, done);
      worker.postMessage({ id, ...body } as Ask);
    });
  return {
    start: (spec) => ask({ type: "start", spec }),
    play: (move) => ask({ type: "play", move }),
    bot: () => ask({ type: "bot" }),
  };
}

function newWorker(): Worker {
  const url = new URL("./practice-worker.js", import.meta.url);
  // An opaque origin (a sandboxed frame) cannot start a worker from our address directly.
  if (self.origin !== "null") return new Worker(url, { type: "module" });
  const blob = new Blob([`import ${JSON.stringify(url.href)};`], { type: "text/javascript" });
  return new Worker(URL.createObjectURL(blob), { type: "module" });
}

/** A host whose table has started: the worker's when it answers, else the page's own. */
export async function startTable(spec: TableSpec): Promise<{ host: TableHost; first: Answer; inWorker: boolean }> {
  try {
    const host = workerHost(newWorker());
    const first = await host.start(spec);
    if (first.ok) return { host, first, inWorker: true };
    document.body.dataset.workerRefused = first.message;
  } catch (e) {
    // No worker here: the page runs the table itself (why, for whoever looks at the page).
    document.body.dataset.workerRefused = String(e);
  }
  const host = (await import("./local-host")).localHost();
  return { host, first: await host.start(spec), inWorker: false };
}
