// Spectators in any language are served by the relays (api.md "Limits (fourth
// round)"): each relay keeps the spectator view in every language it has readers
// for, and the game object's own room of sockets stays free for the seats.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import type { GameRoom } from "../../src/index";
import { call, ok, table } from "./helpers";
import { draws, relaySockets, relaysOf, roomOf, roomSockets, viewMsg } from "./relay-helpers";
import { LiveClient } from "./socket-client";

const spectatorIn = (id: string, lang: string) => LiveClient.open(id, JSON.stringify({ type: "hello", lang }));
const viewIn = (id: string, lang: string, token?: string) => ok<View>(call(`/api/games/${id}?lang=${lang}`, { token }));
const texts = (v: View) => v.log.map((l) => l.text);

describe("spectators in every language on the relays", () => {
  it("a Norwegian spectator is served by a relay, in Norwegian; an English one on the same relay keeps English", async () => {
    const t = await table("dobbelsjanse", 3);
    await draws(t, 1);
    const nb = await spectatorIn(t.id, "nb");
    const first = await viewMsg(nb);
    const nbView = await viewIn(t.id, "nb");
    expect(first).toEqual(nbView);
    expect(texts(first)).not.toEqual(texts(await viewIn(t.id, "en")));
    // It is on a relay, not on the game object.
    const relays = await relaysOf(t.id);
    expect(relays).toHaveLength(1);
    expect(await relaySockets(relays[0]!)).toBe(1);
    expect(await roomSockets(t.id)).toBe(0);

    const en = await spectatorIn(t.id, "en");
    expect(await viewMsg(en)).toEqual(await viewIn(t.id, "en"));
    expect(await relaysOf(t.id)).toEqual(relays);
    expect(await relaySockets(relays[0]!)).toBe(2);

    // The next move reaches each in its own language, once.
    await draws(t, 1);
    const [nbNext, enNext] = [await viewMsg(nb), await viewMsg(en)];
    expect(nbNext.version).toBe(2);
    expect(nbNext).toEqual(await viewIn(t.id, "nb"));
    expect(enNext).toEqual(await viewIn(t.id, "en"));
    expect(nb.pending + en.pending).toBe(0);
    for (const c of [nb, en]) c.close();
  });

  it("a crowd of Norwegian spectators does not take the seats' room on the game object, and its reads come from the relay", async () => {
    const t = await table("dobbelsjanse", 3);
    // The game object would turn away a 4th spectator of its own (1013).
    await runInDurableObject(roomOf(t.id), (room: GameRoom) =>
      room.setSeams({ socketLimits: { ...room.seams.socketLimits, maxWatchers: 3 } }),
    );
    const crowd = await Promise.all(Array.from({ length: 100 }, () => spectatorIn(t.id, "nb")));
    for (const w of crowd) expect((await viewMsg(w)).log).toEqual((await viewIn(t.id, "nb")).log);
    const [relay] = await relaysOf(t.id);
    expect(await relaySockets(relay!)).toBe(100);
    expect(await roomSockets(t.id)).toBe(0);

    // A seat still gets its socket and its own view.
    const seat = await LiveClient.open(t.id, JSON.stringify({ type: "hello", token: t.tokens[0], lang: "nb" }));
    expect((await viewMsg(seat)).you).toBe(0);
    expect(await roomSockets(t.id)).toBe(1);

    // The crowd's reads in Norwegian are answered from the relay: with the game object
    // silenced, a spectator's read still answers while a seat's finds nothing.
    await draws(t, 1);
    const pushed = await viewMsg(crowd[0]!);
    const room = await runInDurableObject(roomOf(t.id), (r: GameRoom) => {
      const kept = r.room;
      r.room = null;
      return kept;
    });
    try {
      expect(await viewIn(t.id, "nb")).toEqual(pushed);
      expect((await call(`/api/games/${t.id}?lang=nb`, { token: t.tokens[0] })).status).toBe(404);
    } finally {
      await runInDurableObject(roomOf(t.id), (r: GameRoom) => void (r.room = room));
    }
    for (const c of [seat, ...crowd]) c.close();
  });
});
