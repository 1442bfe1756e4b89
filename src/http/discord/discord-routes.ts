// POST /integrations/discord: Discord's interactions endpoint (api.md "Discord").
// On only where DISCORD_PUBLIC_KEY is set. Every request is verified first
// (./verify); then a PING is answered, the slash command opens a table with seat 0
// kept for whoever ran it, and the Take a seat button gives the presser their own
// seat link in a message only they see.
import {
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
  type APIInteractionResponse,
  type APIMessageComponentInteraction,
  ApplicationCommandType,
  ComponentType,
  InteractionResponseType,
  InteractionType,
} from "discord-api-types/v10";
import { Hono } from "hono";
import type { Context } from "hono";
import type { View } from "../../protocol/view";
import { notJson, readBody } from "../body";
import { errorResponse, fail } from "../failure";
import { publicOrigin } from "../origin";
import { pageLang } from "../page-lang";
import { notFoundPage } from "../pages";
import { roomStub } from "../rooms";
import { help, SEAT_BUTTON, tableFull, tableOpened, yourSeat } from "./answers";
import { COMMAND_NAME, tableAsked } from "./command";
import { gameIdOfInteraction } from "./game-id";
import { asInteraction, sender } from "./interaction";
import { signedByDiscord } from "./verify";

type Ctx = Context<{ Bindings: Env }>;

export const discordRoute = new Hono<{ Bindings: Env }>();

discordRoute.post("/integrations/discord", async (c) => {
  const publicKey = (c.env as { DISCORD_PUBLIC_KEY?: string }).DISCORD_PUBLIC_KEY;
  if (!publicKey) return notFoundPage(pageLang(c));
  const body = await readBody(c);
  const signed = await signedByDiscord(
    publicKey,
    c.req.header("x-signature-ed25519"),
    c.req.header("x-signature-timestamp"),
    body,
    Date.now(),
  );
  if (!signed) return errorResponse(c, "auth/invalid_token", "The request's Discord signature is missing or wrong.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(body));
  } catch {
    notJson();
  }
  const interaction = asInteraction(parsed);
  return c.json(interaction ? await answer(c, interaction) : help());
});

async function answer(c: Ctx, interaction: APIInteraction): Promise<APIInteractionResponse> {
  switch (interaction.type) {
    case InteractionType.Ping:
      return { type: InteractionResponseType.Pong };
    case InteractionType.ApplicationCommand:
      return openTable(c, interaction as APIChatInputApplicationCommandInteraction);
    case InteractionType.MessageComponent:
      return takeSeat(c, interaction);
    default:
      return help();
  }
}

/** The slash command: a table named after the interaction (./game-id), seat 0 kept for the user who ran it. */
async function openTable(
  c: Ctx,
  interaction: APIChatInputApplicationCommandInteraction,
): Promise<APIInteractionResponse> {
  const data = interaction.data;
  if (data?.name !== COMMAND_NAME || data.type !== ApplicationCommandType.ChatInput) return help();
  const asked = tableAsked(Array.isArray(data.options) ? data.options : undefined);
  const opener = sender(interaction);
  if (!asked || !opener) return help();
  const id = await gameIdOfInteraction(interaction.id);
  const origin = publicOrigin(c);
  const created = await roomStub(c.env, id).create({
    id,
    game: asked.game,
    seats: asked.seats,
    name: opener.name,
    options: {},
    entropy: "",
    room: { timePerMove: asked.clock, timeoutLoses: false },
    origin,
    discord: opener,
  });
  // The same interaction again (a retry or a replay) finds its table and is answered as before.
  if (!created.ok && created.error.code !== "game/exists")
    fail(created.error.code as "server/internal", created.error.message);
  return tableOpened(asked, opener.name, id, origin);
}

/** The Take a seat button: the presser's own seat link, or who is playing when no seat is left. */
async function takeSeat(c: Ctx, interaction: APIMessageComponentInteraction): Promise<APIInteractionResponse> {
  const data = interaction.data;
  const match = data?.component_type === ComponentType.Button ? SEAT_BUTTON.exec(data.custom_id) : null;
  const user = sender(interaction);
  if (!match || !user) return help();
  const id = match[1]!;
  const origin = publicOrigin(c);
  const room = roomStub(c.env, id);
  const seated = await room.seatDiscordUser(user);
  if (seated.ok) return yourSeat(id, origin, seated.value.seat, seated.value.token, user.name);
  if (seated.error.code !== "game/full") return help();
  const view = await room.view();
  const players = view.ok ? (JSON.parse(view.value) as View).seats.map((s) => s.name) : [];
  return tableFull(id, origin, players);
}
