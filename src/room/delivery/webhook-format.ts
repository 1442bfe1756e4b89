// "Your turn" notifications in each webhook format: Discord's and Slack's incoming
// webhook bodies, or plain JSON. The seat link is the game's page without the
// token: a webhook URL may be shared with a whole channel.
import { gameById } from "../../engine/registry";
import type { Seat } from "../../engine/types";
import type { WebhookFormat, YourTurnPayload } from "../../protocol/async";
import type { Room } from "../ground/model";

/** discord.com / discordapp.com /api/webhooks → discord; hooks.slack.com → slack; else json. */
export function guessFormat(url: string): WebhookFormat {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "json";
  }
  const host = u.hostname.toLowerCase();
  const discordHost = ["discord.com", "discordapp.com"].some((h) => host === h || host.endsWith(`.${h}`));
  if (discordHost && u.pathname.startsWith("/api/webhooks")) return "discord";
  if (host === "hooks.slack.com") return "slack";
  return "json";
}

export function yourTurnPayload(room: Room, seat: Seat, happened: string, deadline: number | null): YourTurnPayload {
  const { meta } = room;
  return {
    game: meta.game,
    id: meta.id,
    seat,
    name: room.seats[seat]?.name ?? `Seat ${seat}`,
    event: "your_turn",
    happened,
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    url: `${meta.origin ?? ""}/g/${meta.id}`,
  };
}

// Discord and Slack read markup in these fields: names and log text are player-written.
const discordSafe = (t: string) => t.replace(/([\\*_~`|>[\]])/g, "\\$1");
const slackSafe = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function formatBody(format: WebhookFormat, p: YourTurnPayload): unknown {
  const game = gameById(p.game)?.name ?? p.game;
  const by = p.deadline ? ` Move by ${p.deadline}.` : "";
  if (p.event === "reminder") {
    const due = `Reminder: your move in ${game} is due by ${p.deadline ?? "soon"}`;
    if (format === "discord")
      return {
        username: "Tablelink",
        allowed_mentions: { parse: [] },
        content: `${due}, ${discordSafe(p.name)}. ${p.url}`,
      };
    if (format === "slack") return { text: `${due}, ${slackSafe(p.name)}. <${p.url}|Open the table>` };
    return p;
  }
  if (format === "discord") {
    return {
      username: "Tablelink",
      // A player's name must never ping a channel.
      allowed_mentions: { parse: [] },
      content: `Your turn in ${game}, ${discordSafe(p.name)}: ${discordSafe(p.happened)}${by} ${p.url}`,
    };
  }
  if (format === "slack") {
    return {
      text: `Your turn in ${game}, ${slackSafe(p.name)}: ${slackSafe(p.happened)}${by} <${p.url}|Open the table>`,
    };
  }
  return p;
}
