// Shared steps of the seat-handing tests: a table where one seat lets time play
// its turns (through the test clock, never by waiting) while the others play.
import { expect } from "vitest";
import type { View } from "../../src/protocol/view";
import { call, ok, post, type Table, viewOf } from "./helpers";

export const HOUR = 3_600_000;

export function advance(id: string, ms: number): Promise<{ now: string }> {
  return ok<{ now: string }>(call(`/api/games/${id}/fixture/advance`, { method: "POST", json: { ms } }));
}

export function replace(
  id: string,
  seat: number | string,
  token: string | undefined,
  json: unknown,
): Promise<Response> {
  return call(`/api/games/${id}/seats/${seat}/replace`, { method: "POST", token, json });
}

/** A move that ends a turn soon: bank or score when allowed, else the first legal one. */
export function quickMove(v: View): unknown {
  const legal = v.legal as { type: string }[];
  return legal.find((m) => m.type === "bank" || m.type === "score" || m.type === "pass") ?? legal[0];
}

/** The seat's own player plays once it is its turn, the others play `quickMove`; `idle`'s turns run out. */
export async function step(t: Table, idle: readonly number[]): Promise<View> {
  const spectator = await viewOf(t.id);
  const seat = spectator.toAct[0]!;
  if (idle.includes(seat)) {
    await advance(t.id, HOUR + 60_000);
  } else {
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok<View>(post(t.id, t.tokens[seat]!, mine.version, quickMove(mine)));
  }
  return viewOf(t.id);
}

/** Plays until `until` holds of the spectator view, letting the `idle` seats' turns time out. */
export async function playUntil(t: Table, idle: readonly number[], until: (v: View) => boolean): Promise<View> {
  for (let i = 0; i < 400; i++) {
    const v = await viewOf(t.id);
    if (until(v)) return v;
    expect(v.status).toBe("playing");
    await step(t, idle);
  }
  throw new Error("the table never got there");
}

export const absentSeats = (v: View) => v.seats.filter((s) => s.absent).map((s) => s.seat);

/** Plays until `seat`'s next turn is over (whoever plays it). */
export async function finishTurn(t: Table, idle: readonly number[], seat: number): Promise<View> {
  await playUntil(t, idle, (v) => v.toAct.includes(seat));
  return playUntil(t, idle, (v) => !v.toAct.includes(seat));
}

/** Plays to the end: bots by the test clock, people by `pick` with their own tokens (`tokens[s]` for seat s). */
export async function playOut(id: string, tokens: (string | undefined)[], pick: (v: View) => unknown): Promise<View> {
  for (let i = 0; i < 3000; i++) {
    const v = await viewOf(id);
    if (v.status === "finished") return v;
    const seat = v.toAct[0]!;
    if (v.seats[seat]?.bot || tokens[seat] === undefined) await advance(id, HOUR + 60_000);
    else {
      const mine = await viewOf(id, tokens[seat]);
      await ok<View>(post(id, tokens[seat]!, mine.version, pick(mine)));
    }
  }
  throw new Error("the match never ended");
}
