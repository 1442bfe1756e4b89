// npm run discord:commands: registers the /tablelink slash command with Discord
// (a bulk overwrite of the application's global commands: running it again changes
// nothing). Reads DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN from the environment;
// DISCORD_API points it at another API root (the tests' fake Discord).
import { type RESTPutAPIApplicationCommandsJSONBody, Routes } from "discord-api-types/v10";
import { COMMAND } from "../src/http/discord/command";

const DEFAULT_API = "https://discord.com/api/v10";

async function main(): Promise<number> {
  const app = process.env.DISCORD_APPLICATION_ID;
  const token = process.env.DISCORD_BOT_TOKEN;
  if (!app || !token) {
    console.error(
      "Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN (from the Discord developer portal), then run again.",
    );
    return 2;
  }
  const api = (process.env.DISCORD_API ?? DEFAULT_API).replace(/\/+$/, "");
  const body: RESTPutAPIApplicationCommandsJSONBody = [COMMAND];
  const res = await fetch(api + Routes.applicationCommands(app), {
    method: "PUT",
    headers: {
      Authorization: `Bot ${token}`,
      "Content-Type": "application/json",
      "User-Agent": "DiscordBot (https://github.com/tablelink, 1)",
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    console.error(`Discord refused the command (${res.status}): ${text}`);
    return 1;
  }
  console.log(`Registered /${COMMAND.name} for application ${app}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
