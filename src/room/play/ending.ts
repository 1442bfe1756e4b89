// How a match ended, for every reader of a finished room (views, records, pushes,
// Your tables). Usually the rules say so (the engine's result); a table nobody
// moved at for 30 days is ended by the room instead (../timers/abandon), with no winners
// and the scores as they stood, and a Duel claimed from a player who was gone
// (./claim) is won by the claimer, the scores as they stood.
import { gameById } from "../../engine/registry";
import type { GameResult } from "../../engine/types";
import type { Room } from "../ground/model";

export function roomResult(room: Room): GameResult | null {
  const def = gameById(room.meta.game);
  if (!room.state || !def) return null;
  if (room.meta.abandoned) return { winners: [], scores: def.scores(room.state), reason: "abandoned" };
  if (room.meta.claimed !== undefined)
    return { winners: [room.meta.claimed], scores: def.scores(room.state), reason: "claimed" };
  return def.result(room.state);
}
