// The Worker: Hono routes for the API and pages, and the Durable Object class
// that holds each game.
import { app } from "./http/app";

export { GameRoom } from "./room/object/game-room";
export { SpectatorRelay } from "./relay/relay";
export { AddressGate } from "./relay/address-gate";
export default app;
