// Shared by the relay tests (relay, relay-limits): reading a game object's and a
// relay's sockets, waiting for a condition, and a watched Dobbelsjanse table.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { View } from "../../src/protocol/view";
import type { SpectatorRelay } from "../../src/relay/relay";
import type { GameRoom } from "../../src/index";
import { ok, post, table, viewOf } from "./helpers";
import { LiveClient } from "./socket-client";

export async function viewMsg(c: LiveClient): Promise<View> {
  const m = await c.next();
  if (m.type !== "view") throw new Error(`expected a view, got ${JSON.stringify(m)}`);
  return m.view;
}

export const roomOf = (id: string) => env.ROOMS.get(env.ROOMS.idFromName(id));
export const relayNamed = (name: string) => env.RELAYS.get(env.RELAYS.idFromName(name));

/** The relays the game object sends the spectator view to. */
export function relaysOf(id: string): Promise<string[]> {
  return runInDurableObject(roomOf(id), (room: GameRoom) => room.relays.names());
}

/** Sockets held by the game object itself. */
export function roomSockets(id: string): Promise<number> {
  return runInDurableObject(roomOf(id), (_room: GameRoom, state) => state.getWebSockets().length);
}

export function relaySockets(name: string): Promise<number> {
  return runInDurableObject(relayNamed(name), (relay: SpectatorRelay) => relay.count());
}

export async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
}

export const hands = (v: View) => (v.state as { players: { hand?: string[] }[] }).players.map((p) => p.hand);

/** Plays `n` Dobbelsjanse draws, each by the seat to act. */
export async function draws(t: { id: string; tokens: string[] }, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const v = await viewOf(t.id);
    await ok(post(t.id, t.tokens[v.toAct[0]!]!, v.version, { type: "draw" }));
  }
}

/** A fresh Dobbelsjanse table, `n` spectators holding its first view, and the relay they are on. */
export async function watched(
  n: number,
): Promise<{ t: { id: string; tokens: string[] }; watchers: LiveClient[]; relay: string }> {
  const t = await table("dobbelsjanse", 3);
  const watchers = await Promise.all(Array.from({ length: n }, () => LiveClient.open(t.id, {})));
  for (const w of watchers) await viewMsg(w);
  const [relay] = await relaysOf(t.id);
  return { t, watchers, relay: relay! };
}
