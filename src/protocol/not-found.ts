// The one sentence for a table that does not exist, answered by the Worker, the relays and the room.
export const GAME_NOT_FOUND = { code: "game/not_found", message: "No game has this id." } as const;
