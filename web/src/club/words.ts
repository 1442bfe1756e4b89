// Names of a club's boards and games, and the club refusals said in words.
import type { Failure } from "../lib/api";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import type { Board } from "./api";

export function boardName(b: Board | string): string {
  return b === "duel" ? m.tDuelName : b === "dobbelsjanse" ? "Dobbelsjanse" : b === "twelves" ? "Twelves" : "Stakes";
}

/** A table's game as its board is called: Stakes at two seats is the Duel. */
export function tableGame(game: string, seats: number): string {
  return boardName(game === "stakes" && seats === 2 ? "duel" : game);
}

/** The sentence for a refused join (the codes the contract names), else the service's own. */
export function joinRefusal(f: Failure): string {
  switch (f.code) {
    case "club/name_taken":
      return m.cErrNameTaken;
    case "club/full":
      return m.cErrFull;
    case "club/bad_invite":
      return m.cErrBadInvite;
    case "club/not_found":
      return m.cErrNotFound;
    default:
      return fmt(m.cErrOther, { why: f.message });
  }
}
