// The service's own failures, said the same way by every layer that answers them
// (the Worker, a table's object, a club's object).
export const SERVER_INTERNAL = {
  code: "server/internal",
  message: "Something went wrong on our side; please try again.",
} as const;

/** A new table's id that collided again and again with tables that exist. */
export const NO_GAME_ID = {
  code: "server/internal",
  message: "Could not allocate a game id; please try again.",
} as const;
