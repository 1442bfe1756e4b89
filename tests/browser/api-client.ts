// The service's HTTP API as browser tests drive it: tables are set up and
// played on through the API while the pages under test follow them live.
import type { StakesMove } from "../../src/engine/stakes/types";
import type { StakesView } from "../../src/engine/stakes/view";
import type { View } from "../../src/protocol/view";
import type { Service } from "./harness";

export type Api = <T>(path: string, body?: unknown, token?: string) => Promise<T>;
export type StakesSeen = View<StakesView, StakesMove>;

/** GET without a body, POST with one; any answer but a 2xx throws with its text. */
export function apiOf(shared: { svc: Service }): Api {
  return async <T>(path: string, body?: unknown, token?: string): Promise<T> => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(shared.svc.base + path, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** Plays a Stakes table to its end as its seats would: peek → keep, a first flip, then bank when allowed. Returns the moves played. */
export async function playStakesOut(api: Api, id: string, tokens: string[]): Promise<number> {
  let moves = 0;
  for (;;) {
    const v = await api<StakesSeen>(`/api/games/${id}`);
    if (v.status === "finished") return moves;
    const seat = v.toAct[0]!;
    const mine = await api<StakesSeen>(`/api/games/${id}`, undefined, tokens[seat]);
    const has = (t: string) => mine.legal.find((m) => m.type === t);
    const move =
      has("peek") ??
      has("nudge") ??
      (mine.state!.players[seat]!.flipped ? has("bank") : undefined) ??
      has("flip") ??
      mine.legal[0];
    await api(`/api/games/${id}/moves`, { version: mine.version, move }, tokens[seat]);
    moves++;
  }
}

export interface SeatedTable {
  id: string;
  /** Seat tokens, in seat order: the creator first, then each joiner. */
  tokens: string[];
  /** Plays `move` for `seat` at the table's current version. */
  move(seat: number, move: unknown): Promise<void>;
}

/** Creates a table as `names[0]` and joins everyone else by its invite, so it starts full. */
export async function seatedTable(
  api: Api,
  game: string,
  names: string[],
  options: unknown = {},
): Promise<SeatedTable> {
  const created = await api<{ id: string; token: string; invite: string }>("/api/games", {
    game,
    seats: names.length,
    name: names[0],
    options,
  });
  const id = created.id;
  const tokens = [created.token];
  for (const name of names.slice(1))
    tokens.push((await api<{ token: string }>(`/api/games/${id}/join`, { name, invite: created.invite })).token);
  return {
    id,
    tokens,
    async move(seat, move) {
      const v = await api<{ version: number }>(`/api/games/${id}`, undefined, tokens[seat]);
      await api(`/api/games/${id}/moves`, { version: v.version, move }, tokens[seat]);
    },
  };
}

/** Dobbelsjanse hands where Ann (seat 0) can draw, score, or play a 4 onto the middle. */
export const DOBBELSJANSE_HANDS = [
  ["4H", "5C", "9D"],
  ["4S", "6H", "10C"],
  ["4D", "8S", "8H"],
];
/** Those hands with a short deck: a first turn at a three-seat Dobbelsjanse table. */
export const DOBBELSJANSE_FIRST_TURN = { hands: DOBBELSJANSE_HANDS, deck: ["7H", "2S", "3S"] };

/** Plays `moves` (the first of them that is legal, else the first legal move) for whoever is to act until round 1 is over. */
export async function endRoundOne(
  api: Api,
  t: { id: string; tokens: string[] },
  moves: (i: number) => string[],
): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const v = await api<{ version: number; toAct: number[]; state: { round: number } }>(`/api/games/${t.id}`);
    if (v.state.round !== 1) return;
    const seat = v.toAct[0]!;
    const mine = await api<{ legal: { type: string }[] }>(`/api/games/${t.id}`, undefined, t.tokens[seat]);
    const move = moves(i)
      .map((type) => mine.legal.find((m) => m.type === type))
      .find(Boolean);
    await api(`/api/games/${t.id}/moves`, { version: v.version, move: move ?? mine.legal[0] }, t.tokens[seat]);
  }
  throw new Error("round 1 did not end");
}
