// The checks every RPC method of ./game-room runs through: errors caught and answered
// as a result, joins and creation run alone, and a seat token found on the room.
import { err, ok } from "../../engine/result";
import type { Seat } from "../../engine/types";
import type { Lang } from "../../engine/lang";
import { seatOfToken } from "../seating/tokens";
import { RoomHolder } from "./holder";
import type { Room, RoomError, RoomResult, ViewJson } from "./model";
import { buildView } from "./views";

export const NOT_FOUND_ERROR: RoomError = { code: "game/not_found", message: "No game has this id." };
export const NOT_FOUND = err(NOT_FOUND_ERROR);
const BAD_TOKEN = err<RoomError>({ code: "auth/invalid_token", message: "This seat token is missing or unknown." });
export const seatView = (room: Room, seat: Seat, lang?: Lang): ViewJson => JSON.stringify(buildView(room, seat, lang));

/** RoomHolder with the seat check and the error guard that ./game-room's methods use. */
export abstract class SeatGuard extends RoomHolder {
  /** The one seat check: the table exists (else 404) and `token` is one of its seats (else 401); then `fn` runs on the room as it is now. */
  protected seated<T>(
    token: string | undefined,
    fn: (room: Room, seat: Seat) => Promise<RoomResult<T>>,
  ): Promise<RoomResult<T>> {
    return this.guard(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      return fn(this.room, seat);
    });
  }

  /** A seat's change to the room as it is now; on success the room is kept and the seat answered with its view (its log in `lang`). */
  protected asSeat(
    token: string | undefined,
    change: (room: Room, seat: Seat) => RoomResult<Room> | Promise<RoomResult<Room>>,
    lang?: Lang,
  ): Promise<RoomResult<ViewJson>> {
    return this.seated(token, async (room, seat) => {
      // Synchronous changes run on the room as it is now, with nothing in between.
      const pending = change(room, seat);
      const r = pending instanceof Promise ? await pending : pending;
      if (!r.ok) return r;
      await this.changed(r.value);
      return ok(seatView(r.value, seat, lang));
    });
  }

  /** Joins and creation run alone: a seat is chosen and the deal made with nothing in between. */
  protected exclusive<T>(fn: () => Promise<RoomResult<T>>): Promise<RoomResult<T>> {
    return this.ctx.blockConcurrencyWhile(() => this.guard(fn));
  }

  protected async guard<T>(fn: () => Promise<RoomResult<T>>): Promise<RoomResult<T>> {
    try {
      return await fn();
    } catch (e) {
      console.error("room error", e);
      return err({ code: "server/internal", message: "Something went wrong on our side; please try again." });
    }
  }
}
