// The Worker: Hono routes for the API and pages, and the Durable Object classes.
// This is the composition root: the room (src/room) owns the interface it needs
// for spectators (SpectatorFeed), and the game object is put together here with
// the relay tier's implementation of it (src/relay/fanout.ts).
import { app } from "./http/app";
import { RelayFanout } from "./relay/fanout";
import { RoomObject } from "./room/object/game-room";

/** One per game (wrangler.toml ROOMS), named by the game's id. */
export class GameRoom extends RoomObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, new RelayFanout(ctx.storage, env.RELAYS));
  }
}

export { SpectatorRelay } from "./relay/relay";
export { AddressGate } from "./relay/address-gate";
export { ClubRoom } from "./club/club-room";
export default app;
