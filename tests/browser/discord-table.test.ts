// A table opened from Discord says so on its page, and by whom (the opener's display
// name), to its players and its watchers, in English and in Norwegian.
import { describe, expect, it } from "vitest";
import { signedDiscordInit } from "../support/discord-sign";
import { DISCORD_TEST_PRIVATE_JWK } from "../support/discord-test-key";
import { keepShot, person, useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();

async function signedDiscord(body: unknown): Promise<{ data: { content: string; components?: unknown } }> {
  const key = await crypto.subtle.importKey("jwk", DISCORD_TEST_PRIVATE_JWK, { name: "Ed25519" }, false, ["sign"]);
  const res = await fetch(`${shared.svc.base}/integrations/discord`, await signedDiscordInit(key, body));
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as { data: { content: string } };
}

const ingrid = {
  member: { nick: "Ingrid", user: { id: "555000555000555000", username: "ingrid_k", global_name: "Ingrid K" } },
};

describe("a table opened from Discord", () => {
  it("says who opened it there, to its players and its watchers, in English and Norwegian", async () => {
    const opened = await signedDiscord({
      id: `${Date.now()}1`,
      type: 2,
      ...ingrid,
      data: { name: "tablelink", type: 1, options: [{ name: "game", type: 3, value: "duel" }] },
    });
    const id = /seat:([A-Za-z0-9_-]{14})/.exec(JSON.stringify(opened))![1]!;
    const pressed = await signedDiscord({
      id: `${Date.now()}2`,
      type: 3,
      ...ingrid,
      data: { custom_id: `seat:${id}`, component_type: 2 },
    });
    const seatLink = /\/g\/[^\s]+#seat=[A-Za-z0-9_-]{32}/.exec(pressed.data.content)![0];

    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const player = await ctx.newPage();
    await player.goto(seatLink.replace(`/g/${id}`, `/g/${id}?lang=en`));
    await eventually(() => player.getByText("Opened from Discord by Ingrid").isVisible()).toBe(true);
    await keepShot(player, "discord-opened-en-360.png");
    const watcher = await ctx.newPage();
    await watcher.goto(`/g/${id}/watch?lang=nb`);
    await eventually(() => watcher.getByText("Åpnet fra Discord av Ingrid").isVisible()).toBe(true);
    await keepShot(watcher, "discord-opened-nb-360.png");
    // The Discord user id is nowhere on the page.
    expect(await player.content()).not.toContain("555000555000555000");
    expect(await watcher.content()).not.toContain("555000555000555000");
    await ctx.close();
  });
});
