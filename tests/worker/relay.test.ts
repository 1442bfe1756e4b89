// The relay path of GET /api/games/:id/live: spectators are held by relay
// Durable Objects, which get the spectator view from the game object and write
// it to every spectator in order; seats stay on the game object; a relay that is
// evicted loses nobody for longer than the Worker's reconnect; an empty relay
// leaves the game object's list and keeps nothing.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import type { SpectatorRelay } from "../../src/relay/relay";
import { call, ok, table, viewOf, viewText } from "./helpers";
import { LiveClient } from "./socket-client";
import {
  draws,
  eventually,
  hands,
  relayNamed,
  relaySockets,
  relaysOf,
  roomOf,
  roomSockets,
  viewMsg,
  watched,
} from "./relay-helpers";

describe("spectators through relays", () => {
  it("serves every spectator from a relay, every view in order, and keeps seats on the game object", async () => {
    const t = await table("dobbelsjanse", 3);
    const seats = await Promise.all(t.tokens.map((token) => LiveClient.open(t.id, { token })));
    for (const s of seats) await viewMsg(s);
    // Seats alone: no relay is made, and the game object holds the three seat sockets.
    expect(await relaysOf(t.id)).toEqual([]);
    expect(await roomSockets(t.id)).toBe(3);

    const watchers = await Promise.all(Array.from({ length: 6 }, () => LiveClient.open(t.id, {})));
    for (const w of watchers) expect(await viewMsg(w)).toEqual(await viewOf(t.id));
    const relays = await relaysOf(t.id);
    expect(relays).toHaveLength(1);
    expect(await relaySockets(relays[0]!)).toBe(6);
    // The spectators are not on the game object: it still holds only the seats.
    expect(await roomSockets(t.id)).toBe(3);

    // Three moves in a row: each spectator gets versions 1, 2, 3, in that order, and no more.
    await draws(t, 3);
    for (const w of watchers) {
      const got = [await viewMsg(w), await viewMsg(w), await viewMsg(w)];
      expect(got.map((v) => v.version)).toEqual([1, 2, 3]);
      for (const v of got) {
        expect(v.you).toBeNull();
        expect(hands(v).every((h) => h === undefined)).toBe(true);
      }
      expect(got[2]).toEqual(await viewOf(t.id));
    }
    // Seats got their own views from the game object, hands included.
    for (const [i, s] of seats.entries()) {
      const got = [await viewMsg(s), await viewMsg(s), await viewMsg(s)];
      expect(got.map((v) => v.you)).toEqual([i, i, i]);
      expect(got[2]).toEqual(await viewOf(t.id, t.tokens[i]));
    }
    expect(watchers.reduce((n, w) => n + w.pending, 0)).toBe(0);

    // What a relay holds is the spectator view only: no seat's hand ever reaches it.
    const held = await runInDurableObject(relayNamed(relays[0]!), (_r: SpectatorRelay, state) =>
      state.storage.kv.get<{ texts: { en: string } }>("latest"),
    );
    const heldView = (JSON.parse(held!.texts.en) as { view: View }).view;
    expect(heldView.you).toBeNull();
    for (const token of t.tokens) {
      for (const card of hands(await viewOf(t.id, token)).find((h) => h !== undefined) ?? []) {
        expect(viewText(heldView).split(/\W+/)).not.toContain(card);
      }
    }
    for (const c of [...seats, ...watchers]) c.close();
  });

  it("hands relays the view as ASCII JSON that reads back to the same view, names and all", async () => {
    const created = await ok<{ id: string; invite: string }>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "Zoë Ångström" } }),
      201,
    );
    await ok(
      call(`/api/games/${created.id}/join`, { method: "POST", json: { name: "Øyvind — 2", invite: created.invite } }),
      201,
    );
    const watcher = await LiveClient.open(created.id, {});
    const seen = await viewMsg(watcher);
    // What the spectator reads is exactly what the game object says, accents and dash included.
    expect(seen).toEqual(await viewOf(created.id));
    expect(JSON.stringify(seen)).toContain("Zoë Ångström");
    expect(JSON.stringify(seen)).toContain("Øyvind — 2");
    // What the relay holds and writes to every socket is one-byte text (cheaper to send to thousands).
    const [relay] = await relaysOf(created.id);
    const held = await runInDurableObject(relayNamed(relay!), (_r: SpectatorRelay, state) =>
      state.storage.kv.get<{ texts: { en: string } }>("latest"),
    );
    expect(held!.texts.en).toMatch(/^[\x20-\x7e]*$/);
    expect(held!.texts.en).toContain("Zo\\u00eb \\u00c5ngstr\\u00f6m");
    watcher.close();
  });

  it("spreads spectators over more relays once one is full", async () => {
    const {
      t,
      watchers: [first],
      relay: shard0,
    } = await watched(1);
    expect(shard0).toMatch(/\/0$/);
    const shard1 = shard0.replace(/\/0$/, "/1");
    // Small relays, so a handful of spectators fills them.
    for (const name of [shard0, shard1])
      await runInDurableObject(relayNamed(name), (r: SpectatorRelay) => r.setSeams({ capacity: 2 }));

    const more = await Promise.all(Array.from({ length: 4 }, () => LiveClient.open(t.id, {})));
    const all = [first!, ...more];
    for (const w of more) await viewMsg(w);
    const relays = await relaysOf(t.id);
    expect(relays.length).toBe(3);
    expect(await relaySockets(shard0)).toBe(2);
    expect(await relaySockets(shard1)).toBe(2);
    const counts = await Promise.all(relays.map(relaySockets));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);

    await draws(t, 2);
    for (const w of all) expect([(await viewMsg(w)).version, (await viewMsg(w)).version]).toEqual([1, 2]);
    for (const w of all) w.close();
  });

  it("loses no spectator when a relay is evicted: the Worker reconnects and the next view arrives once", async () => {
    const { t, watchers, relay: name } = await watched(3);

    // Evicted with its sockets closed (a restart): the spectators' own sockets stay open.
    await evictDurableObject(relayNamed(name), { webSockets: "close" });
    await eventually(async () => (await relaySockets(name)) === 3, "the spectators are back on a relay");
    await draws(t, 1);
    for (const w of watchers) {
      const v = await viewMsg(w);
      expect(v.version).toBe(1);
      expect(v).toEqual(await viewOf(t.id));
    }

    // Evicted while hibernating: the sockets survive and it wakes for the next view.
    await evictDurableObject(relayNamed(name), { webSockets: "hibernate" });
    await draws(t, 1);
    for (const w of watchers) expect((await viewMsg(w)).version).toBe(2);

    // A move made while the relay is gone still reaches everyone once they are back.
    await evictDurableObject(relayNamed(name), { webSockets: "close" });
    await draws(t, 1);
    for (const w of watchers) expect((await viewMsg(w)).version).toBe(3);
    // Once, and the sockets stay open: the next message each spectator reads is the next move's view,
    // not a second copy of this one (no waiting for something not to arrive).
    await draws(t, 1);
    for (const w of watchers) expect((await viewMsg(w)).version).toBe(4);
    for (const w of watchers) expect(w.pending).toBe(0);
    for (const w of watchers) w.close();
  });

  it("after waking from hibernation, still counts its spectators: full turns newcomers away, and it leaves with the last one", async () => {
    const { t, watchers: first, relay: shard0 } = await watched(2);
    // It hibernates with its two sockets and forgets everything in memory; woken, it is told it holds two at most.
    await evictDurableObject(relayNamed(shard0), { webSockets: "hibernate" });
    await runInDurableObject(relayNamed(shard0), (r: SpectatorRelay) => r.setSeams({ capacity: 2 }));
    const late = await LiveClient.open(t.id, {});
    await viewMsg(late);
    expect((await relaysOf(t.id)).sort()).toEqual([shard0, shard0.replace(/\/0$/, "/1")].sort());
    expect(await relaySockets(shard0)).toBe(2);

    await draws(t, 1);
    for (const w of [...first, late]) expect((await viewMsg(w)).version).toBe(1);
    // Its spectators leave one by one; it leaves the game object's list only with the last.
    first[0]!.close();
    await eventually(async () => (await relaySockets(shard0)) === 1, "one spectator left");
    expect(await relaysOf(t.id)).toContain(shard0);
    first[1]!.close();
    late.close();
    await eventually(async () => (await relaysOf(t.id)).length === 0, "both relays unsubscribed");
  });

  it("keeps the relays subscribed when the game object is evicted", async () => {
    const t = await table("dobbelsjanse", 3);
    const w = await LiveClient.open(t.id, {});
    await viewMsg(w);
    await evictDurableObject(roomOf(t.id), { webSockets: "hibernate" });
    await draws(t, 1);
    expect((await viewMsg(w)).version).toBe(1);
    w.close();
  });

  it("leaves the game object's list and keeps nothing once its last spectator has gone", async () => {
    const { t, watchers, relay: name } = await watched(2);
    for (const w of watchers) w.close();
    await eventually(async () => (await relaysOf(t.id)).length === 0, "the relay unsubscribed");
    const left = await runInDurableObject(
      relayNamed(name),
      (_r: SpectatorRelay, state) => [...state.storage.kv.list()].length,
    );
    expect(left).toBe(0);
    // A new spectator later brings it back with the current view.
    await draws(t, 1);
    const again = await LiveClient.open(t.id, {});
    expect(await viewMsg(again)).toEqual(await viewOf(t.id));
    again.close();
  });
});
