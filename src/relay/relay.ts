// A relay: a Durable Object that holds up to `capacity` spectator sockets of one
// table and writes each spectator view the game object publishes to all of them,
// in order. Created on demand by the first spectator routed to it, it subscribes
// to the game object; when its last spectator leaves it unsubscribes and deletes
// its storage, so an empty relay costs nothing. Only spectator views ever reach
// it: seats talk to the game object itself. It keeps the view in each language
// its spectators read (their hello's `lang`), and asks the game object for a
// language the first time a spectator reads it.
import { DurableObject } from "cloudflare:workers";
import type { RoomObject } from "../room/game-room";
import type { Published } from "../room/ground/spectator-feed";
import type { PublishAnswer } from "./fanout";
import { admitFrame, firstHello, SOCKET_LIMITS, type SocketLimits } from "../room/live/socket-limits";
import { DEFAULT_LANG, type Lang, langOf } from "../protocol/lang";
import { NOT_A_HELLO } from "../protocol/socket-errors";
import { helloLang, isHello } from "./hello";
import { LANG_HEADER, RELAY_HEADER, TABLE_HEADER } from "./names";

/**
 * Sockets per relay: the watchers' cap of any one Durable Object of a table (the
 * game object's too). A Durable Object holds ~32,000; at 1,000 one view is written in tens of ms.
 */
export const RELAY_CAPACITY = SOCKET_LIMITS.maxWatchers;
/** Sockets written between yields, so a long fan-out lets other events in. */
const CHUNK = 50;
/** The pause between chunks: other events (a mover's answer) get the thread in between. */
const PAUSE_MS = 2;

/** A relay with this many spectators also answers spectators' GETs of the view. */
export const CROWD_READS = 100;
const VIEW_PREFIX = '{"type":"view","view":';

/** A spectator's socket after its hello (kept through hibernation); no `lang`: English (said hello before languages). */
interface Attachment {
  hello: true;
  lang?: Lang;
}

/** What worker tests may replace on a relay (SpectatorRelay.setSeams). */
export interface RelaySeams {
  /** Sockets this relay holds at most. */
  capacity: number;
  /** api.md's limits for a live socket, as the game object applies them (src/room/live/socket-limits.ts). */
  limits: SocketLimits;
}

interface Latest extends Published {
  /** Local order of accepted views (epochs restart `seq`). */
  ord: number;
}

export class SpectatorRelay extends DurableObject<Env> {
  private current: RelaySeams = { capacity: RELAY_CAPACITY, limits: SOCKET_LIMITS };
  private latest: Latest | null;
  /**
   * The `ord` last written to each socket, so a socket never gets a view twice or out of order.
   * A view that gains a language (a first reader of it arrived) keeps its `ord`.
   */
  private readonly sent = new WeakMap<WebSocket, number>();
  private sending: Promise<void> = Promise.resolve();
  private subscribing: Promise<boolean> | null = null;
  private opening = 0;
  /**
   * Every socket accepted and not yet reported closed (the open ones and any whose close
   * event is still to come), each with the language of its hello (null: none yet, so no views). Kept in
   * memory (rebuilt from the sockets' attachments after a wake-up) because asking the
   * runtime for all sockets and each one's state walks the whole relay: once per arrival
   * and once per view, that was several per cent of a crowd's time.
   */
  private held: Map<WebSocket, Lang | null> | null = null;
  /** One stub for this instance's calls to the game object, so subscribe and unsubscribe arrive in the order sent. */
  private roomStub: DurableObjectStub<RoomObject> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    this.latest = ctx.storage.kv.get<Latest>("latest") ?? null;
    // A view stored before relays kept languages is the English one.
    const old = this.latest as (Latest & { text?: string }) | null;
    if (old && !old.texts && old.text !== undefined) this.latest = { ...old, texts: { en: old.text } };
  }

  /** The capacity and socket limits this relay applies. */
  get seams(): Readonly<RelaySeams> {
    return this.current;
  }

  /** Worker tests replace seams here, and only here. */
  setSeams(seams: Partial<RelaySeams>): void {
    this.current = { ...this.current, ...seams };
  }

  /** How many spectators this relay holds (tests and the benchmark read it). */
  async count(): Promise<number> {
    return this.open().length;
  }

  /** The Worker opens a spectator's socket here; 503 when full, 404 when the table is gone. */
  async fetch(request: Request): Promise<Response> {
    const table = request.headers.get(TABLE_HEADER);
    const name = request.headers.get(RELAY_HEADER);
    if (!table || !name || request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
      return new Response(null, { status: 400 });
    // The language of the hello the Worker is about to forward: its view is asked for before the socket is let in.
    const lang = langOf(request.headers.get(LANG_HEADER)) ?? DEFAULT_LANG;
    // Sockets being opened count too: several arrive while the first subscribes. A socket
    // still closing counts until its close event: a relay may turn one away a little early.
    if (this.members().size + this.opening >= this.current.capacity) return new Response(null, { status: 503 });
    this.ctx.storage.kv.put("table", table);
    this.ctx.storage.kv.put("name", name);
    this.opening++;
    let subscribed: boolean;
    try {
      subscribed = await this.ensureSubscribed(lang);
    } finally {
      this.opening--;
    }
    if (!subscribed) return new Response(null, { status: 404 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    this.members().set(server, null);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * The spectator view this relay holds, as view JSON, when it serves a crowd
   * (at least CROWD_READS sockets): the Worker answers a spectator's GET from it
   * instead of asking the game object. Null otherwise (then the Worker asks the object).
   */
  async peek(lang: Lang = DEFAULT_LANG): Promise<string | null> {
    if (!this.latest || this.members().size < CROWD_READS || this.ctx.storage.kv.get("subscribed") !== true)
      return null;
    const text = this.latest.texts[lang];
    return text?.startsWith(VIEW_PREFIX) && text.endsWith("}") ? text.slice(VIEW_PREFIX.length, -1) : null;
  }

  /** The game object hands over a new spectator view. */
  async publish(msg: Published): Promise<PublishAnswer> {
    if (this.empty()) {
      await this.vacate();
      return { keep: false };
    }
    this.offer(msg);
    return { keep: true };
  }

  /** The Worker forwards the spectator's hello first; the same limits as on the game object apply after it. */
  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Size and rate first, before any parsing (closes with 1009 / 1008 and the game object's reasons).
    if (admitFrame(ws, message, Date.now(), this.current.limits) !== "ok") return;
    if (!isHello(message)) {
      send(ws, JSON.stringify({ type: "error", error: NOT_A_HELLO }));
      return;
    }
    if (!firstHello(ws, helloLangOf(ws) !== null)) {
      // Closing: no more views for it.
      this.members().set(ws, null);
      return;
    }
    const lang = helloLang(message as string);
    ws.serializeAttachment({ hello: true, lang } satisfies Attachment);
    this.members().set(ws, lang);
    // A hello before the first view (in its language) arrives is answered by that view
    // (offer writes to every socket that said hello and has none of it yet).
    if (this.latest?.texts[lang] !== undefined) this.write(ws, lang, this.latest);
    else void this.ensureSubscribed(lang);
  }

  /** The table is gone (cancelled, retired): its spectators are told why, as the game object tells its own. */
  async closeAll(code: number, reason: string): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(code, reason);
      } catch {
        // already closed
      }
    }
    this.held = null;
    this.latest = null;
    this.ctx.storage.kv.put("subscribed", false);
    await this.ctx.storage.deleteAll();
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.held?.delete(ws);
    try {
      ws.close(code === 1005 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
    if (this.empty(ws)) await this.vacate();
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    this.held?.delete(ws);
    if (this.empty(ws)) await this.vacate();
  }

  /** No spectator held (besides one closing) and none being let in. */
  private empty(closing?: WebSocket): boolean {
    if (this.opening > 0) return false;
    // Stops at the first open socket: usually the first one looked at.
    for (const ws of this.members().keys()) if (ws !== closing && ws.readyState === WebSocket.OPEN) return false;
    return true;
  }

  private members(): Map<WebSocket, Lang | null> {
    this.held ??= new Map(this.ctx.getWebSockets().map((ws) => [ws, helloLangOf(ws)]));
    return this.held;
  }

  /** Exactly the open sockets (asks the runtime about each one; for counts, not for every event). */
  private open(): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  private room(): DurableObjectStub<RoomObject> | null {
    const table = this.ctx.storage.kv.get<string>("table");
    if (!table) return null;
    this.roomStub ??= this.env.ROOMS.get(this.env.ROOMS.idFromName(table));
    return this.roomStub;
  }

  /** The languages the game object sends this relay the view in (none while not subscribed). */
  private langs(): Lang[] {
    return this.ctx.storage.kv.get("subscribed") === true
      ? (this.ctx.storage.kv.get<Lang[]>("langs") ?? [DEFAULT_LANG])
      : [];
  }

  /** Subscribed, with `lang` among the languages the game object sends (false: the table is gone). */
  private async ensureSubscribed(lang: Lang): Promise<boolean> {
    for (;;) {
      if (this.langs().includes(lang)) return true;
      if (this.subscribing) {
        if (!(await this.subscribing)) return false;
        continue;
      }
      const langs = [...new Set([...this.langs(), lang])];
      this.subscribing = (async () => {
        try {
          const name = this.ctx.storage.kv.get<string>("name")!;
          const first = await this.room()!.subscribeRelay(name, langs);
          if (!first) return false;
          this.ctx.storage.kv.put("subscribed", true);
          this.ctx.storage.kv.put("langs", langs);
          this.offer(first);
          return true;
        } finally {
          this.subscribing = null;
        }
      })();
    }
  }

  /**
   * Keeps a view newer than the one held and writes it to every spectator, in order.
   * The view held again in more languages (a subscription for a new one) is written
   * to the readers of those languages only.
   */
  private offer(msg: Published): void {
    const held = this.latest;
    const same = held !== null && held.epoch === msg.epoch;
    if (same && msg.seq < held.seq) return;
    let latest: Latest;
    if (same && msg.seq === held.seq) {
      if (Object.keys(msg.texts).every((l) => l in held.texts)) return;
      latest = { ...held, texts: { ...msg.texts, ...held.texts } };
    } else latest = { ...msg, ord: (held?.ord ?? 0) + 1 };
    this.latest = latest;
    this.ctx.storage.kv.put("latest", latest);
    this.sending = this.sending.then(async () => {
      let i = 0;
      for (const [ws, lang] of this.members()) {
        if (lang === null) continue;
        if (this.write(ws, lang, latest) && ++i % CHUNK === 0) await new Promise((r) => setTimeout(r, PAUSE_MS));
      }
    });
  }

  /** Writes `view` in `lang` to a socket that has not had it; false if it had, or the view is not in `lang` yet. */
  private write(ws: WebSocket, lang: Lang, view: Latest): boolean {
    const text = view.texts[lang];
    if (text === undefined || (this.sent.get(ws) ?? 0) >= view.ord) return false;
    this.sent.set(ws, view.ord);
    send(ws, text);
    return true;
  }

  /** No spectator left: leave the game object's list and forget everything. */
  private async vacate(): Promise<void> {
    if (this.ctx.storage.kv.get("subscribed") !== true) return;
    const name = this.ctx.storage.kv.get<string>("name");
    const room = this.room();
    this.ctx.storage.kv.put("subscribed", false);
    this.ctx.storage.kv.delete("langs");
    this.latest = null;
    if (room && name) await room.unsubscribeRelay(name);
    // A spectator may have arrived meanwhile: then stay (it subscribes again).
    if (this.empty() && this.ctx.storage.kv.get("subscribed") !== true) await this.ctx.storage.deleteAll();
  }
}

/** The language a socket said hello in, or null before its hello. */
function helloLangOf(ws: WebSocket): Lang | null {
  const a = ws.deserializeAttachment() as Attachment | null;
  return a?.hello === true ? (a.lang ?? DEFAULT_LANG) : null;
}

function send(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // The peer is gone; its close event cleans up.
  }
}
