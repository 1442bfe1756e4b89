// The slash command `/tablelink`: its definition as registered with Discord
// (tools/discord-commands.ts sends it), and what a run of it asks for, checked.
import {
  type APIApplicationCommandInteractionDataOption,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord-api-types/v10";
import type { GameId } from "../../engine/types";
import { TIME_PER_MOVE, type TimePerMove } from "../../protocol/async";

export const COMMAND_NAME = "tablelink";

/** The command's games: Duel is Stakes at two seats, so Stakes itself is for 3–6. */
export const COMMAND_GAMES = {
  stakes: { game: "stakes", title: "Stakes", min: 3, max: 6 },
  duel: { game: "stakes", title: "Stakes Duel", min: 2, max: 2 },
  dobbelsjanse: { game: "dobbelsjanse", title: "Dobbelsjanse", min: 3, max: 6 },
  twelves: { game: "twelves", title: "Twelves", min: 2, max: 6 },
} as const satisfies Record<string, { game: GameId; title: string; min: number; max: number }>;
export type CommandGame = keyof typeof COMMAND_GAMES;

export const COMMAND: RESTPostAPIChatInputApplicationCommandsJSONBody = {
  name: COMMAND_NAME,
  type: ApplicationCommandType.ChatInput,
  description: "Open a Tablelink table in this channel; everyone takes a seat with the button.",
  options: [
    {
      name: "game",
      description: "Which game",
      type: ApplicationCommandOptionType.String,
      required: true,
      choices: Object.entries(COMMAND_GAMES).map(([value, g]) => ({ name: g.title, value })),
    },
    {
      name: "seats",
      description: "How many players, you included (Stakes and Dobbelsjanse 3–6, Twelves 2–6; not for Duel)",
      type: ApplicationCommandOptionType.Integer,
      required: false,
      min_value: 2,
      max_value: 6,
    },
    {
      name: "clock",
      description: "Time per move (none by default)",
      type: ApplicationCommandOptionType.String,
      required: false,
      choices: TIME_PER_MOVE.map((t) => ({ name: t === "none" ? "no clock" : t, value: t })),
    },
  ],
};

export interface TableAsked {
  key: CommandGame;
  game: GameId;
  title: string;
  seats: number;
  clock: TimePerMove;
}

/** What the command's options ask for, or null when they do not make a table (unknown game, seats out of range, …). */
export function tableAsked(
  options: readonly APIApplicationCommandInteractionDataOption[] | undefined,
): TableAsked | null {
  const given = new Map<string, unknown>();
  for (const o of options ?? []) if ("value" in o) given.set(o.name, o.value);
  const key = given.get("game");
  if (typeof key !== "string" || !Object.hasOwn(COMMAND_GAMES, key)) return null;
  const g = COMMAND_GAMES[key as CommandGame];
  const rawSeats = given.get("seats");
  // Duel has its two seats: `seats` may be left out (or say 2).
  const seats = rawSeats === undefined && g.min === g.max ? g.min : rawSeats;
  if (typeof seats !== "number" || !Number.isInteger(seats) || seats < g.min || seats > g.max) return null;
  const clock = given.get("clock") ?? "none";
  if (typeof clock !== "string" || !(TIME_PER_MOVE as readonly string[]).includes(clock)) return null;
  return { key: key as CommandGame, game: g.game, title: g.title, seats, clock: clock as TimePerMove };
}
