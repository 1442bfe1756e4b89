// Games the play page can draw: one line per game.
import type { GameRenderer } from "./renderer";
import { dobbelsjanse } from "./dobbelsjanse";
import { stakes } from "./stakes";
import { twelves } from "./twelves";

export const RENDERERS: Record<string, GameRenderer> = { stakes, dobbelsjanse, twelves };
