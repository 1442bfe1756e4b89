// The answers the interactions endpoint sends: the public message that opens a
// table (no seat link in it, ever), a seat link only its owner sees (EPHEMERAL),
// who is playing at a table that has no seat left, and the help.
import {
  type APIInteractionResponse,
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  MessageFlags,
} from "discord-api-types/v10";
import { TIME_PER_MOVE, type TimePerMove } from "../../protocol/async";
import { COMMAND_GAMES, COMMAND_NAME, type TableAsked } from "./command";

/** The button's custom id carries the table: `seat:<game id>`. */
export const SEAT_BUTTON = /^seat:([A-Za-z0-9_-]{14})$/;
export const seatButtonId = (gameId: string) => `seat:${gameId}`;

// Names are the users' own text: shown as they are, not as Markdown, and never a mention.
const plain = (s: string) => s.replace(/[\\*_~`|>#[\]()<@:]/g, (c) => `\\${c}`);
const NO_MENTIONS = { parse: [] };

const seatsWord = (n: number) => (n === 1 ? "1 seat" : `${n} seats`);
const CLOCK_WORDS: Record<TimePerMove, string> = {
  none: "",
  "1h": "1 hour a move",
  "12h": "12 hours a move",
  "1d": "1 day a move",
  "3d": "3 days a move",
  "7d": "7 days a move",
};

/** The public message: the game, who opened it, the seats free for others, a Take a seat button and a Watch link. */
export function tableOpened(asked: TableAsked, opener: string, gameId: string, origin: string): APIInteractionResponse {
  const clock = asked.clock === "none" ? "" : `, ${CLOCK_WORDS[asked.clock]}`;
  const free = asked.seats - 1;
  return {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: {
      content:
        `**${asked.title}** (${seatsWord(asked.seats)}${clock}), opened by ${plain(opener)}: ` +
        `${seatsWord(free)} free. Press Take a seat for your own link; only you will see it.`,
      allowed_mentions: NO_MENTIONS,
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.Button,
              style: ButtonStyle.Primary,
              label: "Take a seat",
              custom_id: seatButtonId(gameId),
            },
            { type: ComponentType.Button, style: ButtonStyle.Link, label: "Watch", url: watchUrl(origin, gameId) },
          ],
        },
      ],
    },
  };
}

export const watchUrl = (origin: string, gameId: string) => `${origin}/g/${gameId}/watch`;

/** Only the person who pressed the button sees this: their own seat link. */
export function yourSeat(
  gameId: string,
  origin: string,
  seat: number,
  token: string,
  name: string,
): APIInteractionResponse {
  return ephemeral(
    `Your seat (seat ${seat + 1}, as ${plain(name)}): ${origin}/g/${gameId}#seat=${token}\n` +
      "This link is yours alone: whoever has it plays your seat.",
  );
}

/** A full or started table: who is playing, and where to watch. */
export function tableFull(gameId: string, origin: string, players: readonly string[]): APIInteractionResponse {
  const who = players.length > 0 ? players.map(plain).join(", ") : "nobody yet";
  return ephemeral(`Every seat at this table is taken. Playing: ${who}. Watch: ${watchUrl(origin, gameId)}`);
}

/** What the command does: the answer to anything the endpoint does not understand. */
export function help(): APIInteractionResponse {
  const games = Object.entries(COMMAND_GAMES)
    .map(([key, g]) => (g.min === g.max ? `\`${key}\` (${g.min} players)` : `\`${key}\` (${g.min}–${g.max} players)`))
    .join(", ");
  return ephemeral(
    `\`/${COMMAND_NAME}\` opens a Tablelink table in this channel. Options: \`game\`: ${games}; ` +
      "`seats`: how many players, you included (leave it out for `duel`); " +
      `\`clock\` (optional): time per move, ${TIME_PER_MOVE.map((t) => `\`${t}\``).join(", ")}. ` +
      "Everyone, you too, gets their own seat link with the Take a seat button, seen only by them.",
  );
}

function ephemeral(content: string): APIInteractionResponse {
  return {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: { content, flags: MessageFlags.Ephemeral, allowed_mentions: NO_MENTIONS },
  };
}
