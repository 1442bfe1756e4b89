// "Your turn" webhooks against a real HTTP receiver on loopback (started by
// globalSetup in Node): each format's payload, one POST per turn, retries with
// backoff after failures, and the switch-off after five in a row.
import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import type { WebhookView } from "../../src/protocol/async";
import { call, errorOf, ok, ORIGIN, post, viewOf } from "./helpers";
import { alarmAt, HOUR, setClock, type AsyncView } from "./async-helpers";

const receiver = `http://127.0.0.1:${inject("webhookPort")}`;
// Far ahead of the real clock, so no alarm fires unless a test runs it.
const F = Date.now() + 30 * 24 * HOUR;

interface Received {
  path: string;
  contentType: string;
  body: string;
}

async function received(path: string): Promise<Received[]> {
  return (await fetch(`${receiver}/_received?path=${encodeURIComponent(path)}`)).json();
}

async function failNext(path: string, count: number): Promise<void> {
  await (await fetch(`${receiver}/_fail?path=${encodeURIComponent(path)}&count=${count}`, { method: "POST" })).text();
}

function putHook(id: string, token: string | undefined, json: unknown): Promise<Response> {
  return call(`/api/games/${id}/webhook`, { method: "PUT", token, json });
}

/** A 3-seat Stakes table (seat 0 first) whose clock is at F; `hooks` are registered before the game starts. */
async function hookedTable(hooks: ({ format?: string } | null)[], timePerMove = "1h") {
  const created = await ok<CreateGameResponse>(
    call("/api/games", {
      method: "POST",
      json: {
        game: "stakes",
        seats: 3,
        name: "Ann",
        options: { timePerMove, fixture: { deck: ["9H", "2C", "3D", "4S", "5H", "6C"], rolls: [4, 5] } },
      },
    }),
    201,
  );
  const tokens = [created.token];
  const names = ["Ann", "Bob", "Cy"];
  await setClock(created.id, F);
  const paths: string[] = [];
  for (let seat = 0; seat < 3; seat++) {
    if (seat > 0) {
      const joined = await ok<JoinGameResponse>(
        call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name: names[seat] } }),
        201,
      );
      tokens.push(joined.token);
    }
    paths.push(`/hook/${created.id}/${seat}`);
    const hook = hooks[seat];
    // The last seat's webhook goes in after its join would start the game: register the others first.
    if (hook && seat < 2) await ok(putHook(created.id, tokens[seat], { url: receiver + paths[seat], ...hook }));
  }
  if (hooks[2]) await ok(putHook(created.id, tokens[2], { url: receiver + paths[2], ...hooks[2] }));
  return { id: created.id, tokens, paths };
}

describe("webhooks", () => {
  it("post once per turn, in each seat's format, with the game, deadline and link (never the token)", async () => {
    const t = await hookedTable([{ format: "discord" }, { format: "slack" }, { format: "json" }]);
    const turns = [0, 0, 0];
    let before: number[] = [];
    let now = F;
    // The game started with seat 0 to act; then each seat plays its first legal move.
    for (let step = 0; step < 12; step++) {
      const v = await viewOf(t.id);
      for (const s of v.toAct) if (!before.includes(s)) turns[s]!++;
      before = v.toAct;
      await alarmAt(t.id, now);
      const seat = v.toAct[0]!;
      const mine = await viewOf(t.id, t.tokens[seat]);
      now += 60_000;
      await setClock(t.id, now);
      await ok(post(t.id, t.tokens[seat]!, mine.version, mine.legal[0]));
    }
    for (const s of (await viewOf(t.id)).toAct) if (!before.includes(s)) turns[s]!++;
    await alarmAt(t.id, now);
    const got = await Promise.all(t.paths.map(received));
    expect(got.map((g) => g.length)).toEqual(turns);
    expect(turns.every((n) => n > 0)).toBe(true);
    for (const g of got)
      for (const r of g) {
        expect(r.contentType).toBe("application/json");
        expect(r.body).not.toContain(t.tokens[0]);
      }

    const discord = JSON.parse(got[0]![0]!.body);
    expect(discord).toEqual({ username: "Tablelink", allowed_mentions: { parse: [] }, content: expect.any(String) });
    expect(discord.content).toContain("Your turn in Stakes, Ann");
    expect(discord.content).toContain(`${ORIGIN}/g/${t.id}`);
    expect(discord.content).toContain(new Date(F + HOUR).toISOString());

    const slack = JSON.parse(got[1]![0]!.body);
    expect(Object.keys(slack)).toEqual(["text"]);
    expect(slack.text).toContain("Your turn in Stakes, Bob");
    expect(slack.text).toContain(`<${ORIGIN}/g/${t.id}|Open the table>`);

    const json = JSON.parse(got[2]![0]!.body);
    expect(json).toMatchObject({
      game: "stakes",
      id: t.id,
      seat: 2,
      name: "Cy",
      event: "your_turn",
      url: `${ORIGIN}/g/${t.id}`,
    });
    expect(json.happened).toMatch(/^Bob /);
    expect(Date.parse(json.deadline)).toBeGreaterThan(F);
  });

  it("retry failures with doubling backoff and never hold up play", async () => {
    const t = await hookedTable([{ format: "json" }, null, null]);
    const path = t.paths[0]!;
    await failNext(path, 2);
    await alarmAt(t.id, F);
    expect(await received(path)).toHaveLength(1);
    const mine = (await viewOf(t.id, t.tokens[0])) as AsyncView;
    expect(mine.webhook).toEqual({ url: receiver + path, format: "json", active: true, failures: 1 });
    await alarmAt(t.id, F + 999);
    expect(await received(path)).toHaveLength(1);
    await alarmAt(t.id, F + 1000);
    expect(await received(path)).toHaveLength(2);
    // Play goes on meanwhile.
    await ok(post(t.id, t.tokens[0]!, 0, { type: "flip" }));
    await alarmAt(t.id, F + 2999);
    expect(await received(path)).toHaveLength(2);
    await alarmAt(t.id, F + 3000);
    const all = await received(path);
    expect(all).toHaveLength(3);
    expect(new Set(all.map((r) => r.body)).size).toBe(1);
    expect(((await viewOf(t.id, t.tokens[0])) as AsyncView).webhook).toMatchObject({ active: true, failures: 0 });
    // Nothing is left to send.
    await alarmAt(t.id, F + HOUR / 2);
    expect(await received(path)).toHaveLength(3);
  });

  it("switch off after five failures in a row, and the seat's own view says so", async () => {
    const t = await hookedTable([{ format: "slack" }, null, null], "none");
    const path = t.paths[0]!;
    await failNext(path, 100);
    let at = F;
    for (let i = 0; i < 5; i++) {
      await alarmAt(t.id, at);
      at += 1000 * 2 ** i;
    }
    expect(await received(path)).toHaveLength(5);
    const mine = (await viewOf(t.id, t.tokens[0])) as AsyncView;
    expect(mine.webhook).toEqual({ url: receiver + path, format: "slack", active: false, failures: 5 });
    await alarmAt(t.id, at + HOUR);
    expect(await received(path)).toHaveLength(5);
    // Only the seat itself sees its webhook.
    expect(((await viewOf(t.id, t.tokens[1])) as AsyncView).webhook).toBeNull();
    expect("webhook" in (await viewOf(t.id))).toBe(false);
    // Registering again switches it back on.
    await failNext(path, 0);
    const again = await ok<{ webhook: WebhookView }>(
      putHook(t.id, t.tokens[0], { url: receiver + path, format: "slack" }),
    );
    expect(again.webhook).toEqual({ url: receiver + path, format: "slack", active: true, failures: 0 });
  });
});

describe("registering a webhook", () => {
  it("guesses the format from the URL, and DELETE removes it", async () => {
    const t = await hookedTable([null, null, null]);
    const set = await ok<{ webhook: WebhookView }>(
      putHook(t.id, t.tokens[1], { url: "https://discord.com/api/webhooks/1/abc" }),
    );
    expect(set.webhook).toEqual({
      url: "https://discord.com/api/webhooks/1/abc",
      format: "discord",
      active: true,
      failures: 0,
    });
    const slack = await ok<{ webhook: WebhookView }>(
      putHook(t.id, t.tokens[1], { url: "https://hooks.slack.com/services/T/B/x" }),
    );
    expect(slack.webhook.format).toBe("slack");
    const del = await ok<{ webhook: null }>(
      call(`/api/games/${t.id}/webhook`, { method: "DELETE", token: t.tokens[1] }),
    );
    expect(del.webhook).toBeNull();
    expect(((await viewOf(t.id, t.tokens[1])) as AsyncView).webhook).toBeNull();
  });

  it.each([
    ["plain http off loopback", { url: "http://example.com/hook" }],
    ["not a URL", { url: "hook" }],
    ["another scheme", { url: "ftp://example.com/hook" }],
    ["a password in the URL", { url: "https://a:b@example.com/hook" }],
    ["an unknown format", { url: "https://example.com/hook", format: "teams" }],
    ["no url", {}],
  ])("refuses %s", async (_what, body) => {
    const t = await hookedTable([null, null, null]);
    expect(await errorOf(putHook(t.id, t.tokens[0], body))).toEqual({ status: 400, code: "request/invalid" });
  });

  it("needs a seat token", async () => {
    const t = await hookedTable([null, null, null]);
    expect(await errorOf(putHook(t.id, undefined, { url: "https://example.com/h" }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
  });
});
