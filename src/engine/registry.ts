// Every game the service offers, by the id used in the API. Each game adds its line.
import type { AnyGameDef } from "./types";
import { dobbelsjanse } from "./dobbelsjanse";
import { stakes } from "./stakes";
import { twelves } from "./twelves";

export const GAMES: Record<string, AnyGameDef> = {
  dobbelsjanse,
  stakes,
  twelves,
};

export function gameById(id: unknown): AnyGameDef | undefined {
  return typeof id === "string" && Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
