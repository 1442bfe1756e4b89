// Shared by the live admission tests (live-admission, live-address-limits): raw
// live sockets opened through the Worker, from a chosen address, in bulk.
import { createExecutionContext, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../src/http/app";
import type { GameRoom } from "../../src/index";
import { call } from "./helpers";

export const roomOf = (id: string) => env.ROOMS.get(env.ROOMS.idFromName(id));

/** Sockets held by the game object itself. */
export function roomSockets(id: string): Promise<number> {
  return runInDurableObject(roomOf(id), (_room: GameRoom, state) => state.getWebSockets().length);
}

export interface Sock {
  ws: WebSocket;
  got: string[];
  closed: Promise<{ code: number; reason: string }>;
  isClosed: () => boolean;
  /** The next message not read yet (fails after 10 s). */
  next(): Promise<string>;
}

export function wrap(res: Response): Sock {
  if (res.status !== 101 || !res.webSocket) throw new Error(`no WebSocket: ${res.status}`);
  const ws = res.webSocket;
  ws.accept();
  const got: string[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  ws.addEventListener("message", (e) => {
    got.push(e.data as string);
    wake?.();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener("close", (e) => {
      done = true;
      resolve({ code: e.code, reason: e.reason });
      wake?.();
    }),
  );
  let read = 0;
  return {
    ws,
    got,
    closed,
    isClosed: () => done,
    async next() {
      const until = Date.now() + 10_000;
      while (got.length <= read) {
        if (done) throw new Error(`closed before a message arrived: ${JSON.stringify(await closed)}`);
        if (Date.now() > until) throw new Error("no message within 10 s");
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 1000);
        });
      }
      return got[read++]!;
    },
  };
}

/** Through the Worker as the tests' usual client (RATE_LIMITS "off"). */
export async function open(id: string): Promise<Sock> {
  return wrap(await call(`/api/games/${id}/live`, { headers: { upgrade: "websocket" } }));
}

/** Through the Worker from one client address, with the limits on. */
export function fromAddress(ip: string) {
  const raw = (id: string) =>
    Promise.resolve(
      app.fetch(
        new Request(`http://tablelink.test/api/games/${id}/live`, {
          headers: { upgrade: "websocket", "cf-connecting-ip": ip },
        }),
        { ...env, RATE_LIMITS: "on" },
        createExecutionContext(),
      ),
    );
  return { raw, open: async (id: string) => wrap(await raw(id)) };
}

/** Opens `n` sockets, `batch` at a time. */
export async function many(n: number, opener: () => Promise<Sock>, batch = 100): Promise<Sock[]> {
  const out: Sock[] = [];
  for (let i = 0; i < n; i += batch)
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, opener))));
  return out;
}

/** Closes the sockets and waits until each close is answered (nothing left pending when the file ends). */
export async function closeAll(socks: Sock[]): Promise<void> {
  for (const s of socks) s.ws.close(1000, "done");
  await Promise.all(socks.map((s) => s.closed));
}

export const HELLO = JSON.stringify({ type: "hello" });
export const NOT_A_HELLO = {
  type: "error",
  error: { code: "request/invalid", message: 'Expected {"type":"hello","token"?}.' },
};

/** Resolves once the socket has a message or is closed, whichever comes first. */
export async function settled(s: Sock): Promise<void> {
  while (s.got.length === 0 && !s.isClosed())
    await Promise.race([
      s.closed,
      new Promise<void>((r) => s.ws.addEventListener("message", () => r(), { once: true })),
    ]);
}
