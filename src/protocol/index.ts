export * from "./view";
export * from "./errors";
export * from "./socket";
export type { GameId, GameResult, LogEntry, Seat } from "../engine/types";
export { GAME_IDS } from "../engine/types";
export * from "./api";
export * from "./async";
export * from "./tables";
export * from "./push";
