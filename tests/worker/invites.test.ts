// Invites (api.md "Invites"): the id alone seats nobody. Seated players see the
// invite while the table waits; nothing public ever shows it. Before the start
// the host can cancel the table and a joined player can leave.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import type { View } from "../../src/protocol/view";
import { call, chooser, errorOf, join, ok, ORIGIN, playToEnd, recordOf, table, viewOf } from "./helpers";
import { LiveClient } from "./socket-client";

type InviteView = View & { invite?: string };

async function create(seats = 3, game = "stakes"): Promise<CreateGameResponse> {
  return ok<CreateGameResponse>(call("/api/games", { method: "POST", json: { game, seats, name: "Host" } }), 201);
}

describe("joining needs the invite", () => {
  it("hands the host an invite of at least 16 nanoid characters, also in the invite link's fragment", async () => {
    const c = await create();
    expect(c.invite).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(c.urls.invite).toBe(`${ORIGIN}/g/${c.id}/join#invite=${c.invite}`);
    // Every other link is free of it.
    for (const url of [c.urls.play, c.urls.watch, c.urls.embed]) expect(url).not.toContain(c.invite);
  });

  it("refuses a missing, wrong or mistyped invite with 401 and seats nobody", async () => {
    const c = await create();
    const tries: unknown[] = [
      undefined,
      "",
      c.invite.slice(1),
      c.invite.toUpperCase() === c.invite ? "x" : c.invite.toUpperCase(),
      `${c.invite}x`,
      42,
      null,
      { invite: c.invite },
    ];
    for (const invite of tries) {
      const res = call(`/api/games/${c.id}/join`, { method: "POST", json: { name: "Mallory", invite } });
      expect(await errorOf(res), JSON.stringify(invite)).toEqual({ status: 401, code: "auth/invalid_invite" });
    }
    expect((await viewOf(c.id)).seats).toHaveLength(1);
    // Another table's invite does not open this one.
    const other = await create();
    expect(await errorOf(join({ id: c.id, invite: other.invite }, "Mallory"))).toEqual({
      status: 401,
      code: "auth/invalid_invite",
    });
    const joined = await ok<JoinGameResponse>(join(c, "Bob"), 201);
    expect(joined.seat).toBe(1);
  });

  it("ranks the invite after 400 and 404 and before 409 game/full", async () => {
    const c = await create(2);
    expect(await errorOf(join({ id: c.id, invite: "wrong" }, ""))).toEqual({ status: 400, code: "request/invalid" });
    expect(await errorOf(join({ id: "AAAAAAAAAAAAAA", invite: "wrong" }, "Bob"))).toEqual({
      status: 404,
      code: "game/not_found",
    });
    await ok(join(c, "Bob"), 201);
    expect(await errorOf(join({ id: c.id, invite: "wrong" }, "Cy"))).toEqual({
      status: 401,
      code: "auth/invalid_invite",
    });
    expect(await errorOf(join(c, "Cy"))).toEqual({ status: 409, code: "game/full" });
  });

  it("shows the invite to every seated player while waiting, and to nobody else or after the start", async () => {
    const c = await create(3);
    const bob = await ok<JoinGameResponse>(join(c, "Bob"), 201);
    expect(((await viewOf(c.id, c.token)) as InviteView).invite).toBe(c.invite);
    expect(((await viewOf(c.id, bob.token)) as InviteView).invite).toBe(c.invite);
    const spectator = await viewOf(c.id);
    expect(spectator).not.toHaveProperty("invite");
    expect(JSON.stringify(spectator)).not.toContain(c.invite);
    // Live sockets: the seat's view has it, the spectator's does not.
    const seatSocket = await LiveClient.open(c.id, { token: bob.token });
    const watchSocket = await LiveClient.open(c.id, {});
    const seen = await seatSocket.next();
    expect(seen.type === "view" && (seen.view as InviteView).invite).toBe(c.invite);
    const watched = await watchSocket.next();
    expect(JSON.stringify(watched)).not.toContain(c.invite);
    seatSocket.close();
    watchSocket.close();

    await ok(join(c, "Cy"), 201);
    const playing = await viewOf(c.id, c.token);
    expect(playing.status).toBe("playing");
    expect(JSON.stringify(playing)).not.toContain(c.invite);
  });

  it("never puts the invite in a page, an embed, a share card, an oEmbed answer or the match record", async () => {
    const assets = {
      fetch: async () =>
        new Response("<!doctype html><html><head><title>T</title></head><body></body></html>", {
          headers: { "content-type": "text/html" },
        }),
    } as unknown as Fetcher;
    const site = (path: string) =>
      app.fetch(new Request(ORIGIN + path), { ...env, ASSETS: assets }, createExecutionContext());
    const c = await create(2);
    for (const path of [
      `/g/${c.id}`,
      `/g/${c.id}/join`,
      `/g/${c.id}/watch`,
      `/embed/${c.id}`,
      `/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${c.id}`)}&format=json`,
    ]) {
      const res = await site(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain(c.invite);
    }
    const t = { id: c.id, tokens: [c.token, (await ok<JoinGameResponse>(join(c, "Bob"), 201)).token], created: c };
    await playToEnd(t, chooser(3), 3000);
    expect(JSON.stringify(await recordOf(c.id))).not.toContain(c.invite);
    expect(JSON.stringify(await viewOf(c.id, c.token))).not.toContain(c.invite);
  });
});

describe("before the start", () => {
  it("lets the host cancel a waiting table: it is gone for everyone, its sockets are told why", async () => {
    const c = await create(3);
    const bob = await ok<JoinGameResponse>(join(c, "Bob"), 201);
    const watcher = await LiveClient.open(c.id, {});
    await watcher.next();
    // Only the host, and only with a valid token.
    expect(await errorOf(call(`/api/games/${c.id}/cancel`, { method: "POST", token: bob.token }))).toEqual({
      status: 403,
      code: "seat/not_host",
    });
    expect(await errorOf(call(`/api/games/${c.id}/cancel`, { method: "POST", token: "nope" }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(call(`/api/games/${c.id}/cancel`, { method: "POST" }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await ok(call(`/api/games/${c.id}/cancel`, { method: "POST", token: c.token }))).toEqual({
      cancelled: true,
    });
    expect(await watcher.closed).toBe(1000);
    expect(await errorOf(call(`/api/games/${c.id}`))).toEqual({ status: 404, code: "game/not_found" });
    expect(await errorOf(join(c, "Cy"))).toEqual({ status: 404, code: "game/not_found" });
    expect(await errorOf(call(`/api/games/${c.id}/cancel`, { method: "POST", token: c.token }))).toEqual({
      status: 404,
      code: "game/not_found",
    });
  });

  it("does not cancel a table in play", async () => {
    const t = await table("stakes", 2);
    expect(await errorOf(call(`/api/games/${t.id}/cancel`, { method: "POST", token: t.tokens[0] }))).toEqual({
      status: 409,
      code: "game/not_waiting",
    });
    expect((await viewOf(t.id)).status).toBe("playing");
  });

  it("lets a joined player leave: later seats move down, keep their tokens, and the freed seat can be taken again", async () => {
    const c = await create(4, "dobbelsjanse");
    const bob = await ok<JoinGameResponse>(join(c, "Bob"), 201);
    const cy = await ok<JoinGameResponse>(join(c, "Cy"), 201);
    const bobSocket = await LiveClient.open(c.id, { token: bob.token });
    const cySocket = await LiveClient.open(c.id, { token: cy.token });
    await bobSocket.next();
    expect(((await cySocket.next()) as { view: View }).view.you).toBe(2);

    expect(await ok(call(`/api/games/${c.id}/leave`, { method: "POST", token: bob.token }))).toEqual({ left: true });
    expect(await bobSocket.closed).toBe(1000);
    expect((await viewOf(c.id)).seats).toEqual([
      { seat: 0, name: "Host" },
      { seat: 1, name: "Cy" },
    ]);
    const cyNow = await viewOf(c.id, cy.token);
    expect(cyNow.you).toBe(1);
    // Cy's open socket follows the move to seat 1.
    const pushed = (await cySocket.next()) as { view: View };
    expect(pushed.view.you).toBe(1);
    expect(pushed.view.seats).toHaveLength(2);
    cySocket.close();
    // Bob's old token no longer names a seat.
    expect(await errorOf(call(`/api/games/${c.id}`, { token: bob.token }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });

    const di = await ok<JoinGameResponse>(join(c, "Di"), 201);
    expect(di.seat).toBe(2);
    const ed = await ok<JoinGameResponse>(join(c, "Ed"), 201);
    expect(ed.seat).toBe(3);
    const started = await viewOf(c.id, cy.token);
    expect(started.status).toBe("playing");
    expect(started.seats.map((s) => s.name)).toEqual(["Host", "Cy", "Di", "Ed"]);
    // Once the game runs, leaving is resigning.
    expect(await errorOf(call(`/api/games/${c.id}/leave`, { method: "POST", token: cy.token }))).toEqual({
      status: 409,
      code: "game/not_waiting",
    });
  });

  it("does not let the host leave (the host cancels instead)", async () => {
    const c = await create(3);
    expect(await errorOf(call(`/api/games/${c.id}/leave`, { method: "POST", token: c.token }))).toEqual({
      status: 409,
      code: "seat/is_host",
    });
    expect((await viewOf(c.id)).seats).toHaveLength(1);
  });
});
