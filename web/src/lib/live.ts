// The live link: GET /api/games/:id/live. It reconnects by itself after a drop,
// with growing waits, and at once when the browser comes back online or the tab
// becomes visible again (a laptop waking from sleep often holds a socket that
// looks open but is dead, so a visible tab also re-fetches the view).
import type { ServerMessage, View } from "../../../src/protocol";

export type LinkState = "connecting" | "live" | "offline";

export interface LiveHandlers {
  view(v: View): void;
  state(s: LinkState): void;
  /** The server refused the token: the caller drops it and watches instead. */
  refused(code: string, message: string): void;
  /** Asked to catch up by HTTP (after wake-up). */
  resync(): void;
}

const WAITS_MS = [500, 1000, 2000, 4000, 8000, 15000];

export class LiveLink {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly gameId: string,
    private token: string | undefined,
    private readonly on: LiveHandlers,
  ) {
    addEventListener("online", () => this.now());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") {
        this.now();
        this.on.resync();
      }
    });
    this.open();
  }

  /** Switches identity (e.g. after joining): reconnects with the new token. */
  setToken(token: string | undefined): void {
    this.token = token;
    this.ws?.close();
    this.now();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
  }

  private now(): void {
    if (this.stopped) return;
    if (this.ws && (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    this.open();
  }

  private open(): void {
    if (this.stopped) return;
    this.on.state("connecting");
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/games/${encodeURIComponent(this.gameId)}/live`);
    this.ws = ws;
    ws.addEventListener("open", () => {
      ws.send(JSON.stringify(this.token ? { type: "hello", token: this.token } : { type: "hello" }));
    });
    ws.addEventListener("message", (ev) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        return;
      }
      if (msg.type === "view") {
        this.attempt = 0;
        this.on.state("live");
        this.on.view(msg.view);
      } else if (msg.type === "error" && msg.error.code === "auth/invalid_token") {
        this.token = undefined;
        this.on.refused(msg.error.code, msg.error.message);
      }
    });
    ws.addEventListener("close", () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    this.on.state("offline");
    const base = WAITS_MS[Math.min(this.attempt, WAITS_MS.length - 1)]!;
    this.attempt++;
    // Jitter keeps a whole table from reconnecting in the same millisecond.
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open();
    }, base * (0.75 + Math.random() / 2));
  }
}
