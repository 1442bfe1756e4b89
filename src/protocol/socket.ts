// Messages on GET /api/games/:id/live.
import type { ApiError } from "./errors";
import type { View } from "./view";

/** Client → server. The first message must be a hello; token omitted for spectators. */
export type ClientMessage = {
  type: "hello";
  token?: string;
  /** The language of this socket's views (./lang.ts: "en", "nb"; `no`/`nn` read as nb); unknown or absent: English. */
  lang?: string;
};

/** Server → client. */
export type ServerMessage = { type: "view"; view: View } | ({ type: "error" } & ApiError);
