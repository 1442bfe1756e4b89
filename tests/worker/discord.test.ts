// POST /integrations/discord (api.md "Discord (fourth round)"): signed requests only;
// the slash command opens a table whose public message holds no seat link, and the
// Take a seat button gives each person their own seat link in a message only they see.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { gameIdOfInteraction } from "../../src/http/discord/game-id";
import type { View } from "../../src/protocol/view";
import { call, ok, ORIGIN } from "./helpers";
import {
  type Answer,
  button,
  command,
  discord,
  interactionId,
  nowStamp,
  opts,
  type Person,
  signature,
} from "./discord-helpers";

const EPHEMERAL = 64;
const alice: Person = { id: "111111111111111111", username: "alice", global_name: "Alice A", nick: "Ali" };
const bob: Person = { id: "222222222222222222", username: "bob", global_name: "Bobby" };
const carol: Person = { id: "333333333333333333", username: "carol" };
const dave: Person = { id: "444444444444444444", username: "dave" };

async function answer(body: string): Promise<Answer> {
  return ok<Answer>(discord(body));
}

async function open(by: Person, game: string, seats?: number, clock?: string) {
  const a = await answer(command(by, opts(game, seats, clock)));
  const row = a.data?.components?.[0]?.components ?? [];
  const seatButton = row.find((c) => c.custom_id !== undefined);
  const id = /^seat:(.{14})$/.exec(seatButton?.custom_id ?? "")?.[1];
  if (!id) throw new Error(`no table in ${JSON.stringify(a)}`);
  return { answer: a, id, row };
}

async function press(by: Person, id: string) {
  const a = await answer(button(by, `seat:${id}`));
  const token = new RegExp(`${ORIGIN}/g/${id}#seat=([A-Za-z0-9_-]{32})`).exec(a.data?.content ?? "")?.[1];
  return { answer: a, token };
}

const spectatorView = (id: string) => ok<View>(call(`/api/games/${id}`));

describe("Discord interactions: verification", () => {
  it("answers a signed PING with a PONG", async () => {
    expect(await answer(JSON.stringify({ type: 1 }))).toEqual({ type: 1 });
  });

  it("refuses a missing, forged or stale signature with 401, and opens no table", async () => {
    const id = interactionId();
    const body = command(alice, opts("twelves", 2), id);
    expect((await discord(body, { signature: null })).status).toBe(401);
    expect((await discord(JSON.stringify({ type: 1 }), { signature: null })).status).toBe(401);
    // Signed, but over another body: a forged request.
    const other = await signature(nowStamp(), command(alice, opts("twelves", 3), id));
    expect((await discord(body, { signature: other })).status).toBe(401);
    expect((await discord(body, { signature: "zz" })).status).toBe(401);
    // Signed correctly, but six minutes old (or ahead): a replay outside the window.
    expect((await discord(body, { timestamp: nowStamp(-360) })).status).toBe(401);
    expect((await discord(body, { timestamp: nowStamp(360) })).status).toBe(401);
    expect((await call(`/api/games/${await gameIdOfInteraction(id)}`)).status).toBe(404);
    // Within the five minutes it is taken.
    expect((await discord(body, { timestamp: nowStamp(-240) })).status).toBe(200);
    expect((await call(`/api/games/${await gameIdOfInteraction(id)}`)).status).toBe(200);
  });

  it("is 404 where DISCORD_PUBLIC_KEY is not set", async () => {
    const { DISCORD_PUBLIC_KEY: _, ...without } = env;
    const body = JSON.stringify({ type: 1 });
    const stamp = nowStamp();
    const headers = {
      "content-type": "application/json",
      "x-signature-timestamp": stamp,
      "x-signature-ed25519": await signature(stamp, body),
    };
    const res = await app.fetch(
      new Request(`${ORIGIN}/integrations/discord`, { method: "POST", headers, body }),
      without as Env,
      createExecutionContext(),
    );
    expect(res.status).toBe(404);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await discord("{not json");
    expect(res.status).toBe(400);
  });
});

describe("Discord interactions: /tablelink", () => {
  for (const [game, seats, title, engineGame] of [
    ["stakes", 4, "Stakes", "stakes"],
    ["duel", undefined, "Stakes Duel", "stakes"],
    ["dobbelsjanse", 3, "Dobbelsjanse", "dobbelsjanse"],
    ["twelves", 5, "Twelves", "twelves"],
  ] as const) {
    it(`opens a ${title} table in the channel, with no seat link in it`, async () => {
      const { answer: a, id, row } = await open(alice, game, seats, "1d");
      const total = seats ?? 2;
      expect(a.type).toBe(4);
      expect(a.data?.flags ?? 0).toBe(0);
      expect(a.data?.content).toContain(title);
      expect(a.data?.content).toContain("opened by Ali");
      expect(a.data?.content).toContain(`${total - 1} seat${total - 1 === 1 ? "" : "s"} free`);
      expect(JSON.stringify(a)).not.toContain("#seat=");
      expect(row).toEqual([
        expect.objectContaining({ type: 2, label: "Take a seat", custom_id: `seat:${id}` }),
        expect.objectContaining({ type: 2, style: 5, label: "Watch", url: `${ORIGIN}/g/${id}/watch` }),
      ]);
      const view = await spectatorView(id);
      expect(view.game).toBe(engineGame);
      expect(view.seatsTotal).toBe(total);
      expect(view.status).toBe("waiting");
      expect(view.seats.map((s) => s.name)).toEqual(["Ali"]);
      expect(view.discord).toEqual({ by: "Ali" });
      expect((view.clock as { timePerMove: string }).timePerMove).toBe("1d");
      // Nothing public names the Discord user id.
      expect(JSON.stringify(view)).not.toContain(alice.id);
    });
  }

  it("finds the same table when the same interaction comes again", async () => {
    const body = command(bob, opts("twelves", 3));
    const first = await answer(body);
    const again = await answer(body);
    expect(again).toEqual(first);
    const id = /seat:(.{14})/.exec(JSON.stringify(first))![1]!;
    expect((await spectatorView(id)).seats).toHaveLength(1);
  });

  it("answers options that make no table, and anything else, with the help only the sender sees", async () => {
    const helps = [
      command(alice, opts("twelves", 9)),
      command(alice, opts("stakes", 2)),
      command(alice, opts("dobbelsjanse")),
      command(alice, opts("duel", 4)),
      command(alice, opts("chess", 2)),
      command(alice, opts("twelves", 2, "2h")),
      JSON.stringify({ ...JSON.parse(command(alice, opts("twelves", 2))), data: { id: "3", name: "other", type: 1 } }),
      JSON.stringify({ ...JSON.parse(command(alice, opts("twelves", 2))), type: 5 }),
      button(alice, "seat:AAAAAAAAAAAAAA"),
      button(alice, "something-else"),
      JSON.stringify({ hello: "there" }),
    ];
    for (const body of helps) {
      const a = await answer(body);
      expect(a.type, body).toBe(4);
      expect(a.data?.flags, body).toBe(EPHEMERAL);
      expect(a.data?.content, body).toContain("/tablelink");
      expect(a.data?.components, body).toBeUndefined();
    }
  });

  it("names people by server nickname, else global name, else username", async () => {
    const names = [];
    for (const p of [
      { id: "5", username: "user5", global_name: "Global Five", nick: "Nick Five" },
      { id: "6", username: "user6", global_name: "Global Six", nick: null },
      { id: "7", username: "user7", global_name: null, nick: null },
    ]) {
      const { id } = await open(p, "twelves", 2);
      names.push((await spectatorView(id)).discord);
      const { answer: a } = await press({ ...p, id: `${p.id}0` }, id);
      expect(a.data?.content).toContain(`as ${p.nick ?? p.global_name ?? p.username}`);
    }
    expect(names).toEqual([{ by: "Nick Five" }, { by: "Global Six" }, { by: "user7" }]);
    // In a DM Discord sends `user` without `member`.
    const dm = JSON.parse(command(alice, opts("twelves", 2)));
    delete dm.member;
    dm.user = { id: "8", username: "user8", global_name: "Global Eight", discriminator: "0", avatar: null };
    const a = await answer(JSON.stringify(dm));
    expect(a.data?.content).toContain("opened by Global Eight");
  });
});

describe("Discord interactions: Take a seat", () => {
  it("gives each person their own seat link, only to them, the same one again", async () => {
    const { id } = await open(alice, "dobbelsjanse", 3);
    // The person who ran the command gets seat 0, kept for them.
    const own = await press(alice, id);
    expect(own.answer.data?.flags).toBe(EPHEMERAL);
    expect(own.token).toBeDefined();
    expect((await ok<View>(call(`/api/games/${id}`, { token: own.token }))).you).toBe(0);

    const b1 = await press(bob, id);
    expect(b1.answer.type).toBe(4);
    expect(b1.answer.data?.flags).toBe(EPHEMERAL);
    expect(b1.answer.data?.content).toContain("as Bobby");
    const asBob = await ok<View>(call(`/api/games/${id}`, { token: b1.token }));
    expect(asBob.you).toBe(1);
    expect(asBob.seats.map((s) => s.name)).toEqual(["Ali", "Bobby"]);
    // Bob again: the same seat and link, no second seat.
    const b2 = await press(bob, id);
    expect(b2.token).toBe(b1.token);
    expect((await spectatorView(id)).seats).toHaveLength(2);
    expect(b1.token).not.toBe(own.token);

    // Carol takes the last seat, which deals the game.
    const c = await press(carol, id);
    expect((await ok<View>(call(`/api/games/${id}`, { token: c.token }))).you).toBe(2);
    expect((await spectatorView(id)).status).toBe("playing");
    // Someone without a seat hears who is playing and where to watch.
    const d = await press(dave, id);
    expect(d.token).toBeUndefined();
    expect(d.answer.data?.flags).toBe(EPHEMERAL);
    expect(d.answer.data?.content).toContain("Ali, Bobby, carol");
    expect(d.answer.data?.content).toContain(`${ORIGIN}/g/${id}/watch`);
    expect(d.answer.data?.content).not.toContain("#seat=");
    // A seated player still gets their own link back once the game runs.
    expect((await press(bob, id)).token).toBe(b1.token);
  });

  it("keeps one user's link from working at another table", async () => {
    const t1 = await open(alice, "twelves", 2);
    const t2 = await open(alice, "twelves", 2);
    const s1 = await press(bob, t1.id);
    const s2 = await press(bob, t2.id);
    expect(s1.token).not.toBe(s2.token);
    expect((await call(`/api/games/${t2.id}`, { token: s1.token })).status).toBe(401);
  });
});
