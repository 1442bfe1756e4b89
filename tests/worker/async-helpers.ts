// Driving a room's clock in tests: every room reads "now" from its own clock, which
// a test sets inside the object; alarms are then run by hand.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { GameRoom } from "../../src/index";
import type { View } from "../../src/protocol/view";
import type { ClockView, RematchView, WebhookView, ChatLine } from "../../src/protocol/async";
import { call } from "./helpers";

export type AsyncView = View & {
  clock: ClockView;
  chat: ChatLine[];
  resigned: number[];
  rematch: RematchView | null;
  webhook?: WebhookView | null;
};

export const HOUR = 3_600_000;

export function stubOf(id: string): DurableObjectStub<GameRoom> {
  return env.ROOMS.get(env.ROOMS.idFromName(id));
}

export async function setClock(id: string, ms: number): Promise<void> {
  await runInDurableObject(stubOf(id), (room: GameRoom) => {
    room.setSeams({ clock: () => ms });
  });
}

/** Moves the room's clock to `ms` and runs its alarm (true when one was due to run). */
export async function alarmAt(id: string, ms: number): Promise<boolean> {
  await setClock(id, ms);
  return runDurableObjectAlarm(stubOf(id));
}

export function deadlineOf(view: AsyncView, seat: number): number {
  const d = view.clock.deadlines?.find((x) => x.seat === seat);
  if (!d) throw new Error(`seat ${seat} has no deadline in ${JSON.stringify(view.clock)}`);
  return Date.parse(d.at);
}

export function postTo(
  id: string,
  what: "resign" | "rematch" | "chat",
  token: string | undefined,
  json?: unknown,
): Promise<Response> {
  return call(`/api/games/${id}/${what}`, { method: "POST", token, json: json ?? {} });
}
