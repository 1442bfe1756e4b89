// Tables played in Node through the room's own code (src/room/table.ts) on the
// in-memory host (src/room/memory): no workerd, no HTTP. What the tests read is
// what a player would: the views a seat is answered with or sent on its socket,
// and the webhooks and pushes that reached the outside world.
import type { GameId } from "../../src/engine/types";
import type { RoomOptions, WebhookFormat } from "../../src/protocol/async";
import type { PushPayload, QuietHours } from "../../src/protocol/push";
import type { SeriesOption } from "../../src/protocol/series";
import type { View } from "../../src/protocol/view";
import type { RoomResult } from "../../src/room/ground/model";
import { MemoryTables } from "../../src/room/memory/memory-tables";
import type { Table } from "../../src/room/table";
import { type BrowserKeys, browserKeys, decryptPush } from "../worker/push-browser";

/** Monday 5 January 2026, 12:00 UTC. */
export const START = Date.UTC(2026, 0, 5, 12);
export const HOUR = 3_600_000;

/** Something the outside world received: a webhook's JSON body, or a push as the browser decrypts it. */
export type Notice =
  | { kind: "webhook"; url: string; at: number; body: Record<string, unknown> }
  | { kind: "push"; endpoint: string; at: number; payload: PushPayload };

export interface World {
  tables: MemoryTables;
  /** Everything sent out so far, in order. */
  notices: Notice[];
  /** A push subscription's browser side: its endpoint decrypts to `notices`. */
  browser(endpoint: string): Promise<BrowserKeys>;
}

export function world(start = START): World {
  const browsers = new Map<string, BrowserKeys>();
  const pending: Promise<void>[] = [];
  const notices: Notice[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const at = tables.now();
    const keys = browsers.get(url);
    if (keys) {
      const body = new Uint8Array(init?.body as ArrayBuffer);
      pending.push(
        decryptPush(body, keys).then(
          (text) => void notices.push({ kind: "push", endpoint: url, at, payload: JSON.parse(text) as PushPayload }),
        ),
      );
      await pending.at(-1);
      return new Response(null, { status: 201 });
    }
    notices.push({ kind: "webhook", url, at, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  const tables = new MemoryTables({ start, fetcher });
  return {
    tables,
    notices,
    browser: async (endpoint) => {
      let keys = browsers.get(endpoint);
      if (!keys) {
        keys = await browserKeys();
        browsers.set(endpoint, keys);
      }
      return keys;
    },
  };
}

export function value<T>(r: RoomResult<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export interface Seated {
  id: string;
  table: Table;
  tokens: string[];
}

let ids = 0;

/** A table of `game` with `names.length` seats, every seat taken (the first name is the host). */
export async function seated(
  w: World,
  game: GameId,
  names: string[],
  opts: { room?: Partial<RoomOptions>; options?: unknown; series?: SeriesOption } = {},
): Promise<Seated> {
  const id = `room${++ids}`;
  const table = await w.tables.table(id);
  const created = value(
    await table.create({
      id,
      game,
      seats: names.length,
      name: names[0]!,
      options: opts.options ?? {},
      entropy: "",
      room: { timePerMove: "none", timeoutLoses: false, ...opts.room },
      origin: "https://tablelink.test",
      ...(opts.series ? { series: opts.series } : {}),
    }),
  );
  const tokens = [created.token];
  for (const name of names.slice(1))
    tokens.push(value(await table.join({ name, entropy: "", invite: created.invite })).token);
  return { id, table, tokens };
}

export async function viewOf(t: Seated, seat: number | null): Promise<View> {
  return JSON.parse(value(await t.table.view(seat === null ? undefined : t.tokens[seat]))) as View;
}

/** Plays the acting seat's legal moves until the match ends; returns the last view (a player's answer). */
export async function playOut(
  t: Seated,
  pick: (legal: unknown[], n: number) => unknown = (l, n) => l[n % l.length],
): Promise<View> {
  let view = await viewOf(t, null);
  for (let n = 0; view.status === "playing"; n++) {
    if (n > 5000) throw new Error("the match did not end");
    const seat = view.toAct[0]!;
    const own = await viewOf(t, seat);
    view = JSON.parse(value(await t.table.move(t.tokens[seat], own.version, pick(own.legal, n)))) as View;
  }
  return view;
}

export async function setWebhook(t: Seated, seat: number, format: WebhookFormat = "json"): Promise<string> {
  const url = `https://hooks.test/${t.id}/${seat}`;
  value(await t.table.webhook(t.tokens[seat], { url, format }));
  return url;
}

export async function subscribe(w: World, t: Seated, seat: number, quiet: QuietHours | null = null): Promise<string> {
  const endpoint = `https://push.test/${t.id}/${seat}`;
  const keys = await w.browser(endpoint);
  value(await t.table.pushSubscription(t.tokens[seat], { endpoint, p256dh: keys.p256dh, auth: keys.auth }, quiet));
  return endpoint;
}
