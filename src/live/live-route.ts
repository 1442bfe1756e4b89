// GET /api/games/:id/live in the Worker. The hello comes after the upgrade, so
// the Worker takes the socket itself and reads the first message: a spectator's
// hello goes to a relay (src/relay/relay.ts), a seat's hello (it carries a token) to the
// game object. Either way the Worker then passes frames both ways untouched, so
// clients speak exactly api.md's protocol. Seats and their private views never
// pass a relay.
//
// Anything before a hello (garbage, a ping, a binary frame) is answered here, as
// the game object answers it ("pong", or the same request/invalid error), and the
// socket waits on for its hello: a socket that has said no hello holds nothing on
// the game object or a relay, so no number of them can take the room a seat needs
// (api.md "Limits (third round)"). The game object is told what it is opened for
// (LIVE_KIND_HEADER): "seat", never turned away, or "watch", a spectator every
// relay turned away, counted against its watchers' cap.
//
// Per client address (./live-admission.ts, unless RATE_LIMITS is "off"): before
// the upgrade the route has checked the 120-a-minute upgrade limit; here the
// address's gate is asked for a place at this table (at most 100 sockets), and a
// socket refused one is upgraded and closed 1013 saying why. The place is given
// back when the socket ends.
//
// api.md's socket limits hold here first, with the game object's codes and
// reasons (src/room/live/socket-limits.ts): a frame over 4 KB (1009), more than 20
// messages in 10 s or a second hello (1008) close the reader's socket in the
// Worker, before anything reaches a relay or the game object, and a socket that
// says nothing is closed after the table's hello timeout. The relay and the game
// object apply the same limits again to what they are sent.
//
// When a relay goes away under a spectator (eviction, restart), the Worker opens
// another and says hello again; the spectator's socket stays open and the view
// they already have is not sent twice. When the table itself is gone (cancelled,
// retired), the relay's close is passed on.
import { GAME_NOT_FOUND } from "../protocol/not-found";
import { NOT_A_HELLO } from "../protocol/socket-errors";
import type { RoomObject } from "../room/game-room";
import {
  admitFrame,
  CLOSE_POLICY,
  CLOSE_TRY_LATER,
  firstHello,
  LIVE_KIND_HEADER,
  type LiveKind,
} from "../room/live/socket-limits";
import { helloKind, helloLang, isHello } from "../relay/hello";
import { enterGate, type GatePass, refusalPause } from "./live-admission";
import { LANG_HEADER, MAX_PROBES, placeOf, RELAY_HEADER, relayName, shardFor, TABLE_HEADER } from "../relay/names";
import type { SpectatorRelay } from "../relay/relay";
import { forgetTable, liveTerms, type LiveTerms } from "./exists";

const RECONNECT_MS = [0, 100, 500, 1000, 2000];
/** Closes a relay makes on purpose (limits, full) and passes on; any other close is a relay going away. */
const FINAL_CLOSES = new Set([1008, 1009, 1013]);

type Frame = string | ArrayBuffer;

/** What the game object answers a first message that is not a hello (src/room/live/sockets.ts), sent here instead. */
const NOT_A_HELLO_FRAME = JSON.stringify({ type: "error", error: NOT_A_HELLO });

export interface LiveOptions {
  /** Keeps the Worker running while a socket's place is given back after it closed. */
  waitUntil?: (p: Promise<unknown>) => void;
  /**
   * A spectator goes to the game object itself instead of a relay (the crowd
   * benchmark's old-path row; development servers only, src/http/allowances.ts).
   */
  viaGameObject?: boolean;
}

export async function openLive(env: Env, id: string, request: Request, options: LiveOptions = {}): Promise<Response> {
  const waitUntil = options.waitUntil ?? (() => undefined);
  const terms = await liveTerms(env, id);
  if (!terms) return Response.json({ error: GAME_NOT_FOUND }, { status: 404 });
  const pass = await enterGate(env, request, id);
  if ("refused" in pass) await refusalPause();
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  if ("refused" in pass) safeClose(server, CLOSE_TRY_LATER, pass.refused);
  else {
    new LiveProxy(env, id, placeOf(request), server, terms, pass, waitUntil, options.viaGameObject === true);
  }
  return new Response(null, { status: 101, webSocket: client });
}

class LiveProxy {
  private route: "none" | "relay" | "room" = "none";
  /** What the socket is opened on the game object for (LIVE_KIND_HEADER). */
  private kind: LiveKind = "seat";
  private upstream: WebSocket | null = null;
  private queue: Frame[] = [];
  private hello: string | null = null;
  /** The last view passed on from a relay: after a reconnect the same view is not sent again. */
  private last: string | null = null;
  private done = false;
  /** How the last relay socket closed: passed on if the table turns out to be gone. */
  private lastClose: { code: number; reason: string } | null = null;
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    private readonly env: Env,
    private readonly id: string,
    private readonly place: string,
    private readonly client: WebSocket,
    terms: LiveTerms,
    private readonly pass: GatePass,
    private readonly waitUntil: (p: Promise<unknown>) => void,
    private readonly direct: boolean,
  ) {
    client.addEventListener("message", (e) => this.fromClient(e.data as Frame));
    client.addEventListener("close", (e) => this.finish(e.code, e.reason));
    client.addEventListener("error", () => this.finish(1011, "error"));
    // api.md: a socket that sends no hello within 30 s is closed.
    this.timer = setTimeout(() => {
      if (this.route === "none")
        this.closeClient(CLOSE_POLICY, `No hello within ${terms.helloTimeoutMs / 1000} seconds.`);
    }, terms.helloTimeoutMs);
  }

  private fromClient(data: Frame): void {
    if (this.done) return;
    // Size and rate before anything else; a spectator's second hello closes here, so it never reaches a relay.
    if (
      admitFrame(this.client, data, Date.now()) !== "ok" ||
      (this.route === "relay" && isHello(data) && !firstHello(this.client, false))
    ) {
      this.shutUpstream();
      return;
    }
    if (this.upstream) {
      trySend(this.upstream, data);
      return;
    }
    if (this.route !== "none") {
      this.queue.push(data);
      return;
    }
    const kind = helloKind(data);
    if (kind === null) {
      // Not a hello: answered as the game object answers it, and the hello is still awaited (the timer runs on).
      trySend(this.client, data === "ping" ? "pong" : NOT_A_HELLO_FRAME);
      return;
    }
    clearTimeout(this.timer);
    if (kind === "spectator" && !this.direct) {
      this.route = "relay";
      this.hello = data as string;
      firstHello(this.client, false);
    } else {
      this.route = "room";
      this.kind = kind === "seat" ? "seat" : "watch";
      this.queue.push(data);
    }
    void this.connect(0);
  }

  private async connect(attempt: number): Promise<void> {
    let ws: WebSocket | "gone" | null = null;
    try {
      ws = this.route === "relay" ? await this.openRelay() : await this.openRoom();
    } catch (e) {
      console.error("live upstream", e);
    }
    if (this.done) {
      if (ws !== null && ws !== "gone") ws.close(1000, "bye");
      return;
    }
    if (ws === "gone") {
      // The table was cancelled or retired: say so as its game object said it (or as an unknown id).
      void forgetTable(this.id);
      const last = this.lastClose;
      this.closeClient(last?.code ?? 1000, last?.reason ?? GAME_NOT_FOUND.message);
      return;
    }
    if (!ws) {
      if (this.route === "relay" && attempt + 1 < RECONNECT_MS.length) {
        setTimeout(() => void this.connect(attempt + 1), RECONNECT_MS[attempt + 1]);
        return;
      }
      this.closeClient(1011, "the table cannot be reached");
      return;
    }
    ws.accept();
    this.upstream = ws;
    ws.addEventListener("message", (e) => this.toClient(e.data as Frame));
    const up = ws;
    ws.addEventListener("close", (e) => this.upstreamClosed(up, e.code, e.reason));
    ws.addEventListener("error", () => this.upstreamClosed(up, 1006, "error"));
    if (this.hello !== null) trySend(ws, this.hello);
    for (const m of this.queue) trySend(ws, m);
    this.queue = [];
  }

  private toClient(data: Frame): void {
    if (this.route === "relay" && typeof data === "string") {
      if (data === this.last) return;
      this.last = data;
    }
    trySend(this.client, data);
  }

  private upstreamClosed(ws: WebSocket, code: number, reason: string): void {
    if (ws !== this.upstream || this.done) return;
    this.upstream = null;
    // A relay that went away is replaced (if the table itself is gone, that reconnect
    // finds out and passes this close on); a close the relay chose (limits, full) is passed on.
    if (this.route === "relay" && !FINAL_CLOSES.has(code)) {
      this.lastClose = { code, reason };
      void this.connect(0);
      return;
    }
    this.closeClient(code, reason);
  }

  /** A relay with room: shard 0, then 1, then one of 2–3, 4–7, …; the game object itself if all are full. */
  private async openRelay(): Promise<WebSocket | "gone" | null> {
    for (let attempt = 0; attempt < MAX_PROBES; attempt++) {
      const name = relayName(this.id, this.place, shardFor(attempt));
      const stub: DurableObjectStub<SpectatorRelay> = this.env.RELAYS.get(this.env.RELAYS.idFromName(name));
      const res = await stub.fetch("https://relay/live", {
        headers: {
          Upgrade: "websocket",
          [TABLE_HEADER]: this.id,
          [RELAY_HEADER]: name,
          [LANG_HEADER]: helloLang(this.hello ?? ""),
        },
      });
      if (res.status === 101 && res.webSocket) return res.webSocket;
      if (res.status === 404) return "gone";
    }
    this.route = "room";
    this.kind = "watch";
    this.queue = this.hello !== null ? [this.hello] : [];
    this.hello = null;
    return this.openRoom();
  }

  private async openRoom(): Promise<WebSocket | "gone" | null> {
    const stub: DurableObjectStub<RoomObject> = this.env.ROOMS.get(this.env.ROOMS.idFromName(this.id));
    const res = await stub.fetch("https://room/live", {
      headers: { Upgrade: "websocket", [LIVE_KIND_HEADER]: this.kind },
    });
    if (res.status === 404) return "gone";
    return res.status === 101 && res.webSocket ? res.webSocket : null;
  }

  /** The reader's socket was closed here (a limit): the upstream socket goes too. */
  private shutUpstream(): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    const up = this.upstream;
    this.upstream = null;
    if (up) safeClose(up, 1000, "closed by the Worker");
    this.waitUntil(this.pass.end());
  }

  private finish(code: number, reason: string): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    const up = this.upstream;
    this.upstream = null;
    if (up) safeClose(up, code, reason);
    // The socket's place is given back at once (the gate hears it before a socket the
    // reader opens after this one asks, in practice); the reader's close is answered
    // after that, where the runtime has not already answered it itself.
    this.closeAfterLeaving(code, reason);
  }

  private closeClient(code: number, reason: string): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    this.closeAfterLeaving(code, reason);
  }

  private closeAfterLeaving(code: number, reason: string): void {
    this.waitUntil(this.pass.end().finally(() => safeClose(this.client, code, reason)));
  }
}

function trySend(ws: WebSocket, data: Frame): void {
  try {
    ws.send(data);
  } catch {
    // closing; its close event follows
  }
}

/** 1005, 1006 and 1015 describe a close and may not be sent; they become 1011 ("server error"). */
function safeClose(ws: WebSocket, code: number, reason: string): void {
  const c =
    code === 1000 || (code >= 1001 && code <= 1014 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999)
      ? code
      : 1011;
  try {
    ws.close(c, reason.slice(0, 120));
  } catch {
    // already closed
  }
}
