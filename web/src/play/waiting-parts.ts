// What only a table still filling up shows: the join form, the waiting room with
// its invite, and "Fill a seat with a bot". Loaded by the play page only when a
// table is waiting, so a table in play never downloads it.
export { joinForm } from "./join-form";
export { waitingRoom } from "./waiting-room";
export { addBotPanel } from "./add-bot";
