// A bot's turn (../seating/bot-seats says which seats are bots and when one is
// due): the room's alarm plays one bot move, chosen by src/bots from the bot
// seat's own view, as an ordinary move through `commit`, so it lands in the log,
// the record and the replay like any other.
import { chooseMove } from "../../bots/index";
import { defOf, type Room } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { botDueAt, dueBot } from "../seating/bot-seats";
import { commit } from "./commit";

/**
 * The alarm's bot work: plays one bot move (one per alarm, so a table is never
 * busy for more than one decision at a time) and says when the next is due.
 */
export function runBots(
  store: RoomStorage,
  room: Room,
  now: number,
): { room: Room; changed: boolean; next: number | null } {
  const bot = dueBot(room);
  if (!bot) return { room, changed: false, next: null };
  const def = defOf(room);
  const state = room.state!;
  const legal = def.legal(state, bot.seat);
  if (legal.length === 0) return { room, changed: false, next: null };
  const move = chooseMove(
    room.meta.game,
    bot.level,
    { seat: bot.seat, view: def.view(state, bot.seat), legal },
    `${bot.seed}:${state.version}`,
  );
  const done = commit(store, room, { seat: bot.seat, move }, now);
  if (!done.ok) {
    console.error("bot move refused", done.error);
    return { room, changed: false, next: null };
  }
  const next = botDueAt(done.value, now);
  // The next bot move runs in an alarm of its own, never in this one.
  return { room: done.value, changed: true, next: next === null ? null : Math.max(next, now + 1) };
}
