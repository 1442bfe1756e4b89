// What the Worker reads from an interaction Discord sent (verified already,
// ./verify): its kind, who sent it and by what name. Read defensively: a signed
// body of an unexpected shape gets the help answer, never an error.
import { type APIInteraction, InteractionType } from "discord-api-types/v10";
import type { DiscordUser } from "../../room/seating/discord";

// Controls, line and paragraph separators and bidi overrides: a name is one plain line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NOT_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAME_MAX = 40;

const text = (v: unknown): string | null => {
  if (typeof v !== "string") return null;
  const t = [...v.replace(NOT_IN_NAMES, "").trim()].slice(0, NAME_MAX).join("").trim();
  return t === "" ? null : t;
};

/**
 * Who sent the interaction: their Discord user id and the name people see, which is
 * their server nickname, else their global display name, else their username. In
 * a server Discord sends `member` (with `user` inside), in a DM just `user`.
 */
export function sender(interaction: APIInteraction): DiscordUser | null {
  const member = interaction.member;
  const user = member?.user ?? interaction.user;
  if (!user || typeof user.id !== "string" || !/^\d{1,25}$/.test(user.id)) return null;
  const name = text(member?.nick) ?? text(user.global_name) ?? text(user.username) ?? "Discord player";
  return { userId: user.id, name };
}

/** The body as an interaction when it has the fields every interaction has; null otherwise. */
export function asInteraction(body: unknown): APIInteraction | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { type, id } = body as { type?: unknown; id?: unknown };
  if (typeof type !== "number") return null;
  // A PING carries an id too, but nothing depends on it.
  if (type !== InteractionType.Ping && typeof id !== "string") return null;
  return body as APIInteraction;
}
