// Talking to POST /integrations/discord as Discord does: each request signed with
// the private half of the test key whose public half vitest.config.ts gives the Worker.
import { InteractionType } from "discord-api-types/v10";
import { discordSignature, nowStamp } from "../support/discord-sign";
import { DISCORD_TEST_PRIVATE_JWK } from "../support/discord-test-key";
import { call } from "./helpers";

const privateKey = crypto.subtle.importKey("jwk", DISCORD_TEST_PRIVATE_JWK, { name: "Ed25519" }, false, ["sign"]);

export async function signature(timestamp: string, body: string): Promise<string> {
  return discordSignature(await privateKey, timestamp, body);
}

export { nowStamp };

/** Sends `body` (text as is) signed, unless `sign` says otherwise. */
export async function discord(
  body: string,
  sign: { timestamp?: string; signature?: string | null } = {},
): Promise<Response> {
  const timestamp = sign.timestamp ?? nowStamp();
  const headers: Record<string, string> = { "content-type": "application/json", "x-signature-timestamp": timestamp };
  const sig = sign.signature === undefined ? await signature(timestamp, body) : sign.signature;
  if (sig !== null) headers["x-signature-ed25519"] = sig;
  return call("/integrations/discord", { method: "POST", headers, body });
}

export interface Person {
  id: string;
  username: string;
  global_name?: string | null;
  nick?: string | null;
}

let counter = 0;
/** A fresh snowflake-like interaction id. */
export const interactionId = () => `${Date.now()}${String(counter++).padStart(6, "0")}`;

function member(p: Person) {
  return {
    member: {
      nick: p.nick ?? null,
      user: { id: p.id, username: p.username, global_name: p.global_name ?? null, discriminator: "0", avatar: null },
      roles: [],
    },
    guild_id: "100",
  };
}

export function command(by: Person, options: { name: string; type: number; value: unknown }[], id = interactionId()) {
  return JSON.stringify({
    id,
    application_id: "1",
    type: InteractionType.ApplicationCommand,
    token: "interaction-token",
    version: 1,
    channel_id: "200",
    ...member(by),
    data: { id: "300", name: "tablelink", type: 1, options },
  });
}

export function button(by: Person, customId: string) {
  return JSON.stringify({
    id: interactionId(),
    application_id: "1",
    type: InteractionType.MessageComponent,
    token: "interaction-token",
    version: 1,
    channel_id: "200",
    ...member(by),
    message: { id: "400" },
    data: { custom_id: customId, component_type: 2 },
  });
}

/** The options of `/tablelink game:<game> [seats:<n>] [clock:<c>]`. */
export function opts(game: string, seats?: number, clock?: string) {
  const o: { name: string; type: number; value: unknown }[] = [{ name: "game", type: 3, value: game }];
  if (seats !== undefined) o.push({ name: "seats", type: 4, value: seats });
  if (clock !== undefined) o.push({ name: "clock", type: 3, value: clock });
  return o;
}

export interface Answer {
  type: number;
  data?: {
    content: string;
    flags?: number;
    components?: {
      type: number;
      components: { type: number; style: number; label: string; custom_id?: string; url?: string }[];
    }[];
  };
}
