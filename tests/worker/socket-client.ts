// A test client for GET /api/games/:id/live: queues what the server sends so a
// test can await the next message in order.
import type { ServerMessage } from "../../src/protocol/socket";
import { call } from "./helpers";

export class LiveClient {
  private queue: ServerMessage[] = [];
  private waiting: ((m: ServerMessage) => void)[] = [];
  closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => {
      const text = e.data as string;
      // "pong" is the runtime's auto-response to "ping", not JSON.
      const msg =
        text === "pong" ? ({ type: "pong" } as unknown as ServerMessage) : (JSON.parse(text) as ServerMessage);
      const w = this.waiting.shift();
      if (w) w(msg);
      else this.queue.push(msg);
    });
    this.closed = new Promise((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
  }

  static async open(id: string, hello?: { token?: string } | string): Promise<LiveClient> {
    const res = await call(`/api/games/${id}/live`, { headers: { upgrade: "websocket" } });
    if (res.status !== 101 || !res.webSocket) throw new Error(`no WebSocket: ${res.status} ${await res.text()}`);
    res.webSocket.accept();
    const client = new LiveClient(res.webSocket);
    if (hello !== undefined) client.send(typeof hello === "string" ? hello : { type: "hello", ...hello });
    return client;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  }

  next(): Promise<ServerMessage> {
    const m = this.queue.shift();
    if (m) return Promise.resolve(m);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no message within 5 s")), 5000);
      this.waiting.push((msg) => {
        clearTimeout(timer);
        resolve(msg);
      });
    });
  }

  /** How many messages arrived and were not read yet. */
  get pending(): number {
    return this.queue.length;
  }

  close(): void {
    this.ws.close(1000, "done");
  }
}
