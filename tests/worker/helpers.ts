// Talking to the Worker as a client would: JSON in and out through its fetch.
import { exports } from "cloudflare:workers";
import { expect, vi } from "vitest";
import type { CreateGameResponse, JoinGameResponse, MatchRecord } from "../../src/protocol/api";
import type { View } from "../../src/protocol/view";

export const ORIGIN = "http://tablelink.test";

export function call(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token !== undefined) headers.set("authorization", `Bearer ${init.token}`);
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  // Bodies are JSON, as api.md requires; a test of the 415 sets its own Content-Type.
  if (body !== undefined && body !== null && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  return exports.default.fetch(new Request(ORIGIN + path, { ...init, headers, body }));
}

export async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function errorOf(res: Response | Promise<Response>): Promise<{ status: number; code: string }> {
  const r = await res;
  const body = (await r.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(0);
  return { status: r.status, code: body.error.code };
}

export interface Table {
  id: string;
  tokens: string[];
  created: CreateGameResponse;
}

/** Creates a game and fills every seat. */
export async function table(
  game: string,
  seats: number,
  opts: { options?: unknown; entropy?: (string | undefined)[] } = {},
): Promise<Table> {
  const created = await ok<CreateGameResponse>(
    call("/api/games", {
      method: "POST",
      json: { game, seats, name: "Seat 0", options: opts.options, entropy: opts.entropy?.[0] },
    }),
    201,
  );
  const tokens = [created.token];
  for (let s = 1; s < seats; s++) {
    const joined = await ok<JoinGameResponse>(
      call(`/api/games/${created.id}/join`, {
        method: "POST",
        json: { name: `Seat ${s}`, invite: created.invite, entropy: opts.entropy?.[s] },
      }),
      201,
    );
    expect(joined.seat).toBe(s);
    tokens.push(joined.token);
  }
  return { id: created.id, tokens, created };
}

export function viewOf(id: string, token?: string): Promise<View> {
  return ok<View>(call(`/api/games/${id}`, { token }));
}

export function post(id: string, token: string, version: number, move: unknown): Promise<Response> {
  return call(`/api/games/${id}/moves`, { method: "POST", token, json: { version, move } });
}

/**
 * Plays until the match ends, each turn asking the acting seat's own view for its
 * legal moves and letting `pick` choose (default: the first). Returns the final view.
 */
export async function playToEnd(
  t: Table,
  pick: (view: View, step: number) => unknown = (v) => v.legal[0],
  maxMoves = 2000,
): Promise<View> {
  for (let step = 0; step < maxMoves; step++) {
    const spectator = await viewOf(t.id);
    if (spectator.status === "finished") return spectator;
    const seat = spectator.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    const move = pick(mine, step);
    await ok<View>(post(t.id, t.tokens[seat]!, mine.version, move));
  }
  throw new Error("match did not finish");
}

/**
 * The D1 record, once the outbox has delivered it. The room's own alarm delivers
 * it at once (outbox.test.ts checks that it does so by itself), and a test cannot
 * await the runtime's alarm, so this asks D1 until it answers, for at most 15 s.
 */
export async function recordOf(id: string): Promise<MatchRecord> {
  return vi.waitFor(
    async () => {
      const res = await call(`/api/matches/${id}`);
      if (res.status === 200) return (await res.json()) as MatchRecord;
      await res.body?.cancel();
      throw new Error(`match ${id} never reached D1 (${res.status})`);
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** Seeded choice for playouts (a tiny LCG: test-only, deterministic). */
export function chooser(seed: number): (view: View) => unknown {
  let x = seed >>> 0;
  return (view) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return view.legal[x % view.legal.length];
  };
}

/**
 * A view as text for "never shows card X" checks, without its random id and
 * commitment (a nanoid may well contain "7H").
 */
export function viewText(v: View): string {
  return JSON.stringify({ ...v, id: "", commitment: "" });
}

/** Takes the next free seat with the table's invite. */
export function join(
  created: { id: string; invite: string },
  name: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return call(`/api/games/${created.id}/join`, { method: "POST", json: { name, invite: created.invite, ...extra } });
}
