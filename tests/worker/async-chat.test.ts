// Table chat: seated players write, everyone reads; text is stored and sent as
// typed (never interpreted), within length and rate limits.
import { describe, expect, it } from "vitest";
import { errorOf, ok, table, viewOf } from "./helpers";
import { postTo, setClock, type AsyncView } from "./async-helpers";
import { LiveClient } from "./socket-client";

describe("table chat", () => {
  it("shows a seat's message, exactly as typed, to players and spectators", async () => {
    const t = await table("stakes", 3);
    const text = `<img src=x onerror="alert(1)"> & <b>hi</b>`;
    const v = await ok<AsyncView>(postTo(t.id, "chat", t.tokens[1], { text: `  ${text}  ` }));
    expect(v.chat).toHaveLength(1);
    expect(v.chat[0]).toMatchObject({ seat: 1, name: "Seat 1", text });
    expect(Date.parse(v.chat[0]!.at)).not.toBeNaN();
    expect(((await viewOf(t.id)) as AsyncView).chat).toEqual(v.chat);
    expect(((await viewOf(t.id, t.tokens[2])) as AsyncView).chat).toEqual(v.chat);
  });

  it("reaches live spectators as soon as it is sent", async () => {
    const t = await table("stakes", 3);
    const live = await LiveClient.open(t.id, {});
    expect((await live.next()).type).toBe("view");
    await ok(postTo(t.id, "chat", t.tokens[2], { text: "good luck" }));
    const msg = await live.next();
    expect(msg.type === "view" && (msg.view as AsyncView).chat.map((c) => c.text)).toEqual(["good luck"]);
    live.close();
  });

  it.each([
    ["empty", "   "],
    ["too long", "x".repeat(281)],
    ["a control character", "a\u0007b"],
    ["a line break", "a\nb"],
    ["half a surrogate pair", "a\ud800b"],
    ["not a string", 12],
  ])("refuses %s", async (_what, text) => {
    const t = await table("stakes", 3);
    expect(await errorOf(postTo(t.id, "chat", t.tokens[0], { text }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
  });

  it("takes 280 characters (emoji count as one)", async () => {
    const t = await table("stakes", 3);
    const text = "🎲".repeat(280);
    expect((await ok<AsyncView>(postTo(t.id, "chat", t.tokens[0], { text }))).chat[0]!.text).toBe(text);
  });

  it("is for seated players only", async () => {
    const t = await table("stakes", 3);
    expect(await errorOf(postTo(t.id, "chat", undefined, { text: "hi" }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
  });

  it("limits each seat to 5 messages per 10 seconds", async () => {
    const t = await table("stakes", 3);
    const t0 = Date.now() + 1000;
    await setClock(t.id, t0);
    for (let i = 0; i < 5; i++) await ok(postTo(t.id, "chat", t.tokens[0], { text: `m${i}` }));
    expect(await errorOf(postTo(t.id, "chat", t.tokens[0], { text: "m5" }))).toEqual({
      status: 429,
      code: "chat/too_fast",
    });
    // Another seat is not held up, and the first may write again once the window has passed.
    await ok(postTo(t.id, "chat", t.tokens[1], { text: "other" }));
    await setClock(t.id, t0 + 10_001);
    const v = await ok<AsyncView>(postTo(t.id, "chat", t.tokens[0], { text: "m5" }));
    expect(v.chat.map((c) => c.text)).toEqual(["m0", "m1", "m2", "m3", "m4", "other", "m5"]);
  });
});
