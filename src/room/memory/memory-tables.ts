// Tables run in plain memory, in Node: each its own rows (./memory-rows), alarm,
// sockets and spectator feed, on one clock of real time that the caller moves
// (`tick`), with the Table (../table) exactly as the Durable Object runs it. Nothing
// here needs workerd; tests/room plays whole matches through it in seconds.
import type { MatchRecord } from "../../protocol/api";
import { toBase64url } from "../../protocol/encoding";
import type { Lang } from "../../protocol/lang";
import type { VapidKeys } from "../../push/vapid";
import type { ClubReportOutcome } from "../ground/seams";
import { SOCKET_LIMITS } from "../live/socket-limits";
import type { RoomAlarm, RoomSocket, TableHost } from "../ground/ports";
import type { Published, SpectatorFeed } from "../ground/spectator-feed";
import { Table } from "../table";
import { TableClock } from "../timers/test-clock";
import { MemoryRows } from "./memory-rows";

/** A live socket held in memory: what was sent on it, and how it was closed. */
export class MemorySocket implements RoomSocket {
  readonly sent: string[] = [];
  closed: { code?: number; reason?: string } | null = null;
  private attachment: unknown = null;

  send(text: string): void {
    if (this.closed) throw new Error("socket closed");
    this.sent.push(text);
  }
  close(code?: number, reason?: string): void {
    this.closed ??= { code, reason };
  }
  serializeAttachment(value: unknown): void {
    this.attachment = structuredClone(value);
  }
  deserializeAttachment(): unknown {
    return this.attachment;
  }
}

/** The crowd's feed, kept: every spectator view published, in English. */
export class MemoryFeed implements SpectatorFeed {
  readonly published: string[] = [];
  private held = false;
  private waiting: ((lang: Lang) => string) | null = null;
  private seq = 0;
  private readonly relays = new Set<string>();

  subscribe(name: string, langs: readonly Lang[], current: (lang: Lang) => string): Published {
    this.relays.add(name);
    return { epoch: "memory", seq: this.seq, texts: Object.fromEntries(langs.map((l) => [l, current(l)])) };
  }
  unsubscribe(name: string): void {
    this.relays.delete(name);
  }
  holdForMover(): void {
    this.held = true;
  }
  release(): void {
    this.held = false;
    if (this.waiting) this.publish(this.waiting);
  }
  publish(view: (lang: Lang) => string): void {
    if (this.held) {
      this.waiting = view;
      return;
    }
    this.waiting = null;
    this.seq++;
    this.published.push(view("en"));
  }
  async closeAll(): Promise<void> {
    this.relays.clear();
  }
  names(): string[] {
    return [...this.relays];
  }
}

export interface MemoryOptions {
  /** Real time at the start (ms since the epoch). */
  start: number;
  /** Outbound requests: webhooks and Web Push. */
  fetcher: typeof fetch;
  /** Where club tables report (src/club's answer); without it, every report is refused. */
  clubs?: (club: string, table: string, key: string, record: string) => Promise<ClubReportOutcome>;
}

interface Held {
  table: Table;
  rows: MemoryRows;
  alarm: { at: number | null };
  sockets: MemorySocket[];
  feed: MemoryFeed;
}

/** Every table of one run, by id, on one clock. */
export class MemoryTables {
  private time: number;
  private readonly held = new Map<string, Held>();
  /** Finished matches, as D1 would have them. */
  readonly records: MatchRecord[] = [];
  private keys: Promise<VapidKeys> | null = null;

  constructor(private readonly opts: MemoryOptions) {
    this.time = opts.start;
  }

  /** Real time now. */
  now(): number {
    return this.time;
  }

  /** The table `id`, made (empty) on first use, as a Durable Object is. */
  async table(id: string): Promise<Table> {
    return (await this.hold(id)).table;
  }

  /** What the crowd was sent from table `id`. */
  async feed(id: string): Promise<MemoryFeed> {
    return (await this.hold(id)).feed;
  }

  /** A live socket on table `id` that has said its hello (with `token`: a seat's). */
  async connect(id: string, token?: string, lang?: Lang): Promise<MemorySocket> {
    const h = await this.hold(id);
    const ws = new MemorySocket();
    h.sockets.push(ws);
    await h.table.socketMessage(
      ws,
      JSON.stringify({ type: "hello", ...(token ? { token } : {}), ...(lang ? { lang } : {}) }),
    );
    return ws;
  }

  /** Real time moves on by `ms`; every alarm that falls due on the way runs at its time, in time order. */
  async tick(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      let first: Held | null = null;
      for (const h of this.held.values())
        if (h.alarm.at !== null && h.alarm.at <= end && (!first || h.alarm.at < first.alarm.at!)) first = h;
      if (!first) break;
      this.time = Math.max(this.time, first.alarm.at!);
      first.alarm.at = null;
      await first.table.alarm();
    }
    this.time = end;
  }

  private async hold(id: string): Promise<Held> {
    let h = this.held.get(id);
    if (h) return h;
    const rows = new MemoryRows();
    const alarmAt = { at: null as number | null };
    const alarm: RoomAlarm = {
      get: async () => alarmAt.at,
      set: async (at) => void (alarmAt.at = at),
      delete: async () => void (alarmAt.at = null),
    };
    const sockets: MemorySocket[] = [];
    const host: TableHost = {
      store: rows.store,
      push: rows.push,
      alarm,
      sockets: () => sockets.filter((s) => !s.closed),
      exclusive: (fn) => fn(),
      deleteAll: async () => rows.clear(),
      closeSilent: () => null,
      vapidKeys: () => this.vapidKeys(),
      vapidSubject: () => "mailto:push@tablelink.invalid",
      createRematch: async (input) => (await this.table(input.id)).createRematch(input),
    };
    const feed = new MemoryFeed();
    const table = new Table(
      host,
      feed,
      new TableClock(
        () => rows.store,
        () => this.time,
      ),
      {
        sink: { insert: async (record) => void this.records.push(record) },
        clubs: {
          report: async (club, table, key, record) =>
            this.opts.clubs ? this.opts.clubs(club, table, key, record) : "refused",
        },
        fetcher: this.opts.fetcher,
        socketLimits: SOCKET_LIMITS,
      },
    );
    await table.load();
    h = { table, rows, alarm: alarmAt, sockets, feed };
    this.held.set(id, h);
    return h;
  }

  private vapidKeys(): Promise<VapidKeys> {
    this.keys ??= (async () => {
      const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
        "sign",
        "verify",
      ])) as CryptoKeyPair;
      const pub = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
      return { publicKey: toBase64url(pub), signingKey: pair.privateKey };
    })();
    return this.keys;
  }
}
