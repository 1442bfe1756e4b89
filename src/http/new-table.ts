// A new table, as POST /api/games and POST /api/clubs/:id/tables both open one: the same
// body (the club's without `name`: the member's is used), checked in the same order, and
// the same answer. Only who opens it differs: the table's own object, or the club's.
import type { Context } from "hono";
import { nanoid } from "nanoid";
import { gameById } from "../engine/registry";
import type { GameId } from "../engine/types";
import type { CreateGameResponse } from "../protocol/api";
import { NO_GAME_ID } from "../protocol/server-errors";
import { allowances } from "./allowances";
import { botsOfCreate } from "./bots-routes";
import { fail, orFail } from "./failure";
import { gameOptions } from "./options";
import { publicOrigin } from "./origin";
import { splitRoomOptions } from "./room-options";
import { entropy, integer, playerName } from "./validate";

/** The body of POST /api/games, checked; `name` only where the body carries one. */
export function newTableOf(c: Context, body: Record<string, unknown>, named: boolean) {
  const def = gameById(body.game);
  if (!def) fail("request/invalid", "`game` must be one of the games this service offers.");
  const seats = integer(body.seats, "seats", def.minSeats, def.maxSeats);
  const name = named ? playerName(body.name) : undefined;
  const seedPart = entropy(body.entropy);
  const withBots = botsOfCreate(body, seats);
  const split = splitRoomOptions(withBots.options, seats);
  const options = gameOptions(def, split.game, seats, allowances(c).fixtureSeeds);
  const game: GameId = def.id;
  return {
    name,
    table: {
      game,
      seats,
      options,
      entropy: seedPart,
      room: split.room,
      origin: publicOrigin(c),
      bots: withBots.bots,
      ...(split.series ? { series: split.series } : {}),
    },
  };
}

type Opened =
  | { ok: true; value: { token: string; commitment: string; invite: string } }
  | { ok: false; error: { code: string; message: string } };

/**
 * Opens the table under a fresh id and answers 201 as POST /api/games does. A 14-character
 * nanoid is unguessable; a collision is astronomically rare, but retried.
 */
export async function openNewTable(c: Context, open: (id: string) => Promise<Opened>): Promise<Response> {
  const origin = publicOrigin(c);
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = nanoid(14);
    const created = await open(id);
    if (!created.ok && created.error.code === "game/exists") continue;
    const { token, commitment, invite } = orFail(created);
    const res: CreateGameResponse = {
      id,
      seat: 0,
      token,
      commitment,
      invite,
      urls: {
        play: `${origin}/g/${id}#seat=${token}`,
        // The secret rides in the fragment, which browsers never send to a server.
        invite: `${origin}/g/${id}/join#invite=${invite}`,
        watch: `${origin}/g/${id}/watch`,
        embed: `${origin}/embed/${id}`,
      },
    };
    return c.json(res, 201);
  }
  fail(NO_GAME_ID.code, NO_GAME_ID.message);
}
