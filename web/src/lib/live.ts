// The live link: GET /api/games/:id/live. It reconnects by itself after a drop,
// with growing waits, and at once when the browser comes back online or the tab
// becomes visible again (a laptop waking from sleep often holds a socket that
// looks open but is dead, so a visible tab also re-fetches the view). A socket
// can also die without a close reaching us (a proxy, a phone changing cells): a
// quiet socket is sent "ping", which the server answers "pong", and one that
// says nothing at all for DEAD_MS is given up and replaced, so "Live" never
// stays on screen over a dead link.
import type { ServerMessage, View } from "../../../src/protocol";
import { LANG } from "../i18n/format";

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
/**
 * While the browser says it has no network, sockets are not tried every few
 * seconds (each would fail at once, and only wake the phone and the page): the
 * "online" event reconnects at once. A slow try remains in case the browser is wrong.
 */
const OFFLINE_WAIT_MS = 30_000;
const STALE_AFTER_HIDDEN_MS = 30_000;
/** Quiet this long, the socket is asked for a "pong". */
const PING_AFTER_MS = 15_000;
/** Nothing at all (not even the pong) this long: the socket is dead. */
const DEAD_MS = 30_000;
const BEAT_MS = 5_000;

export class LiveLink {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the current socket last said anything (a view, an error, a pong). */
  private heard = 0;

  constructor(
    private readonly gameId: string,
    private token: string | undefined,
    private readonly on: LiveHandlers,
  ) {
    // A new network means the old socket is dead even if it still looks open.
    addEventListener("online", () => this.now(true));
    // Losing the network says so at once: the socket may take long to notice.
    addEventListener("offline", () => {
      const old = this.ws;
      this.ws = null;
      old?.close();
      this.on.state("offline");
      // A quick retry already waiting would only fail: wait for the network instead.
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.schedule();
    });
    let hiddenAt = 0;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") hiddenAt = Date.now();
      else {
        // After a long absence (a sleeping laptop) do not trust an open-looking socket.
        this.now(Date.now() - hiddenAt > STALE_AFTER_HIDDEN_MS);
        this.on.resync();
      }
    });
    setInterval(() => this.beat(), BEAT_MS);
    if (navigator.onLine) this.open();
    else this.schedule();
  }

  /** The heartbeat: asks a quiet socket for a pong, and replaces one that stays silent. */
  private beat(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    const quiet = Date.now() - this.heard;
    if (quiet >= DEAD_MS) {
      this.ws = null; // its close event must not schedule a second reconnect
      ws.close();
      this.schedule();
    } else if (quiet >= PING_AFTER_MS) ws.send("ping");
  }

  /** Switches identity (e.g. after joining): reconnects with the new token. */
  setToken(token: string | undefined): void {
    this.token = token;
    this.now(true);
  }

  /** Connects at once unless a socket is up; `fresh` replaces a socket that looks up. */
  private now(fresh = false): void {
    const old = this.ws;
    if (old && (old.readyState === WebSocket.OPEN || old.readyState === WebSocket.CONNECTING)) {
      if (!fresh) return;
      this.ws = null; // its close event must not schedule a second reconnect
      old.close();
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    this.open();
  }

  private open(): void {
    this.on.state("connecting");
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/games/${encodeURIComponent(this.gameId)}/live`);
    this.ws = ws;
    ws.addEventListener("open", () => {
      this.heard = Date.now();
      // Its views' log lines in the page's language.
      ws.send(
        JSON.stringify(this.token ? { type: "hello", token: this.token, lang: LANG } : { type: "hello", lang: LANG }),
      );
    });
    ws.addEventListener("message", (ev) => {
      // A replaced socket (e.g. the spectator's, after joining) has nothing more to say.
      if (this.ws !== ws) return;
      this.heard = Date.now();
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
    if (this.timer) return;
    this.on.state("offline");
    const base = navigator.onLine ? WAITS_MS[Math.min(this.attempt, WAITS_MS.length - 1)]! : OFFLINE_WAIT_MS;
    this.attempt++;
    // Jitter keeps a whole table from reconnecting in the same millisecond.
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.open();
      },
      base * (0.75 + Math.random() / 2),
    );
  }
}
