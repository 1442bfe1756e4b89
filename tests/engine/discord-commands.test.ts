// `npm run discord:commands` as a person runs it, against a fake Discord API on
// loopback (DISCORD_API): one PUT of the command list with the bot's token.
import { execFile } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

function run(env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
  return new Promise((resolve) => {
    const { DISCORD_APPLICATION_ID: _a, DISCORD_BOT_TOKEN: _b, DISCORD_API: _c, ...rest } = process.env;
    execFile(tsx, ["tools/discord-commands.ts"], { env: { ...rest, ...env }, encoding: "utf8" }, (e, out, err) =>
      resolve({ code: e ? ((e as { code?: number }).code ?? 1) : 0, out, err }),
    );
  });
}

async function fakeDiscord(status: number) {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      seen.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body,
      });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(status === 200 ? body : JSON.stringify({ message: "401: Unauthorized", code: 0 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v10`;
  return { seen, api, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("npm run discord:commands", () => {
  it("registers /tablelink with its options, as the bot", async () => {
    const discord = await fakeDiscord(200);
    try {
      const r = await run({
        DISCORD_APPLICATION_ID: "123456",
        DISCORD_BOT_TOKEN: "bot-secret",
        DISCORD_API: discord.api,
      });
      expect(r.code, r.err).toBe(0);
      expect(r.out).toContain("Registered /tablelink");
      expect(discord.seen).toHaveLength(1);
      const req = discord.seen[0]!;
      expect(req.method).toBe("PUT");
      expect(req.url).toBe("/api/v10/applications/123456/commands");
      expect(req.authorization).toBe("Bot bot-secret");
      expect(req.contentType).toBe("application/json");
      const commands = JSON.parse(req.body) as {
        name: string;
        type: number;
        options: { name: string; type: number; required?: boolean; choices?: { value: string }[] }[];
      }[];
      expect(commands).toHaveLength(1);
      const [command] = commands;
      expect(command!.name).toBe("tablelink");
      expect(command!.type).toBe(1);
      const byName = Object.fromEntries(command!.options.map((o) => [o.name, o]));
      expect(byName.game).toMatchObject({ type: 3, required: true });
      expect(byName.game!.choices!.map((c) => c.value)).toEqual(["stakes", "duel", "dobbelsjanse", "twelves"]);
      expect(byName.seats).toMatchObject({ type: 4 });
      expect(byName.clock).toMatchObject({ type: 3 });
      expect(byName.clock!.choices!.map((c) => c.value)).toEqual(["none", "1h", "12h", "1d", "3d", "7d"]);
    } finally {
      await discord.close();
    }
  });

  it("says what is missing, and fails when Discord refuses", async () => {
    const missing = await run({});
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("DISCORD_APPLICATION_ID");
    const discord = await fakeDiscord(401);
    try {
      const refused = await run({ DISCORD_APPLICATION_ID: "1", DISCORD_BOT_TOKEN: "wrong", DISCORD_API: discord.api });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain("401");
    } finally {
      await discord.close();
    }
  });
});
