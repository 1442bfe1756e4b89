// The Worker: Hono routes for the API and pages, and the Durable Object classes.
// This is the composition root: the room (src/room) owns the interface it needs
// for spectators (SpectatorFeed), and its Durable Object class is made here with
// the relay tier's implementation of it (src/relay/fanout.ts).
import { app } from "./http/app";
import { RelayFanout } from "./relay/fanout";
import { gameRoomClass } from "./room/game-room";

/** One per game (wrangler.toml ROOMS), named by the game's id. */
export const GameRoom = gameRoomClass((ctx, env) => new RelayFanout(ctx.storage, env.RELAYS));
export type GameRoom = InstanceType<typeof GameRoom>;

export { SpectatorRelay } from "./relay/relay";
export { AddressGate } from "./live/address-gate";
export { ClubRoom } from "./club/club-room";
export default app;
