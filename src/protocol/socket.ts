// Messages on GET /api/games/:id/live.
import type { ApiError } from "./errors";
import type { View } from "./view";

/** Client → server. The first message must be a hello; token omitted for spectators. */
export type ClientMessage = { type: "hello"; token?: string };

/** Server → client. */
export type ServerMessage = { type: "view"; view: View } | ({ type: "error" } & ApiError);
