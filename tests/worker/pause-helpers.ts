// Pauses, reminders and quiet hours through the API and the test clock
// (POST …/fixture/advance), as an outside client would drive them.
import type { PauseView } from "../../src/protocol/pause";
import type { AsyncView } from "./async-helpers";
import { call, ok, post, viewOf } from "./helpers";

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

export type PausedView = AsyncView & { pause?: PauseView };

/** Moves the table's clock on by `ms` (running what fell due) and answers its new time. */
export async function advance(id: string, ms: number): Promise<number> {
  const { now } = await ok<{ now: string }>(call(`/api/games/${id}/fixture/advance`, { method: "POST", json: { ms } }));
  return Date.parse(now);
}

export const iso = (ms: number) => new Date(ms).toISOString();

export function askPause(id: string, token: string | undefined, until: unknown): Promise<Response> {
  return call(`/api/games/${id}/pause`, { method: "POST", token, json: { until } });
}

export function answerPause(id: string, token: string | undefined, accept: unknown): Promise<Response> {
  return call(`/api/games/${id}/pause/answer`, { method: "POST", token, json: { accept } });
}

export function endPause(id: string, token: string | undefined): Promise<Response> {
  return call(`/api/games/${id}/pause`, { method: "DELETE", token });
}

export async function seen(id: string, token?: string): Promise<PausedView> {
  return (await viewOf(id, token)) as PausedView;
}

export function deadline(v: PausedView, seat: number): number {
  const d = v.clock.deadlines?.find((x) => x.seat === seat);
  if (!d) throw new Error(`no deadline for seat ${seat}: ${JSON.stringify(v.clock)}`);
  return Date.parse(d.at);
}

/** Plays each acting seat's first legal move until `seat` is to act (at most 30 moves). */
export async function playUntilTurn(id: string, tokens: string[], seat: number): Promise<PausedView> {
  for (let i = 0; i < 30; i++) {
    const v = await seen(id);
    if (v.status !== "playing" || v.toAct.includes(seat)) return v;
    const mover = v.toAct[0]!;
    const mine = await viewOf(id, tokens[mover]);
    await ok(post(id, tokens[mover]!, mine.version, mine.legal[0]));
  }
  throw new Error(`seat ${seat} never came to act`);
}
