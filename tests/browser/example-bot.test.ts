// The example bot (examples/bot.mjs) as its README says to use it: a separate Node
// process given a table's invite link, playing its seat to the end against the
// running service while this file plays the host's seat with the same loop.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { ROOT, startService } from "./harness";

type PlaySeat = (origin: string, id: string, token: string) => Promise<View<unknown, unknown>>;
const BOT = join(ROOT, "examples/bot.mjs");

function runBot(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BOT, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c));
    child.stderr.on("data", (c: Buffer) => (err += c));
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

interface Created {
  id: string;
  token: string;
  urls: { invite: string };
}

async function create(base: string, body: object): Promise<Created> {
  const res = await fetch(`${base}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Host", ...body }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

describe("the example bot", () => {
  const tables = [
    { title: "Stakes Duel", body: { game: "stakes", seats: 2 } },
    { title: "Stakes at three, with a service bot", body: { game: "stakes", seats: 3, bots: ["easy"] } },
    { title: "Dobbelsjanse at three", body: { game: "dobbelsjanse", seats: 3, bots: ["easy"] } },
    { title: "Twelves, one game", body: { game: "twelves", seats: 2, options: { games: 1 } } },
  ];
  for (const { title, body } of tables) {
    it(`joins by the invite link and plays ${title} to its end`, async () => {
      const { base } = await startService();
      const { options = {} } = body as { options?: object };
      const table = await create(base, { ...body, options: { ...options, botPace: "instant" } });
      const { playSeat } = (await import(BOT)) as { playSeat: PlaySeat };
      const [bot, host] = await Promise.all([
        runBot([table.urls.invite, "Robo"]),
        playSeat(base, table.id, table.token),
      ]);
      expect(bot.err).toBe("");
      expect(bot.code).toBe(0);
      expect(bot.out).toContain(`Robo sits in seat 1 of ${table.id}`);
      expect(bot.out).toContain("match over");
      expect(host.status).toBe("finished");
      const seen = (await (await fetch(`${base}/api/games/${table.id}`)).json()) as View<unknown, unknown>;
      expect(seen.status).toBe("finished");
      expect(seen.seats[1]?.name).toBe("Robo");
    });
  }

  it("says how to use it, and exits 1, when the link is not an invite", async () => {
    const { base } = await startService();
    const bot = await runBot([`${base}/g/abcdefghijklmn/watch`]);
    expect(bot.code).toBe(1);
    expect(bot.err).toContain("Give the table's invite link");
  });

  it("says why, and exits 1, when the invite is wrong", async () => {
    const { base } = await startService();
    const table = await create(base, { game: "twelves", seats: 2 });
    const bot = await runBot([`${base}/g/${table.id}/join#invite=${"x".repeat(22)}`]);
    expect(bot.code).toBe(1);
    expect(bot.err).toContain("could not join: auth/invalid_invite");
  });
});
