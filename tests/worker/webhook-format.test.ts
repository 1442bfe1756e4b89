// The webhook format guessed from the URL when none is given.
import { describe, expect, it } from "vitest";
import { guessFormat } from "../../src/room/delivery/webhook-format";

describe("guessFormat", () => {
  it.each([
    ["https://discord.com/api/webhooks/123/abc", "discord"],
    ["https://discordapp.com/api/webhooks/123/abc", "discord"],
    ["https://ptb.discord.com/api/webhooks/123/abc", "discord"],
    ["https://discord.com/channels/1/2", "json"],
    ["https://hooks.slack.com/services/T000/B000/XXXX", "slack"],
    ["https://slack.com/services/T000", "json"],
    ["https://discord.com.evil.example/api/webhooks/1/a", "json"],
    ["https://example.com/hook", "json"],
    ["not a url", "json"],
  ])("%s → %s", (url, format) => {
    expect(guessFormat(url)).toBe(format);
  });
});
