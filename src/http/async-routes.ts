// Long-running play (docs/api.md "Long-running play"): resign, claiming a Duel from a player
// who is gone, the seat's webhook, rematch and table chat. Bodies are checked here (400) before the room is asked, which
// keeps api.md's order: 400, 404, 401, 409.
import { Hono } from "hono";
import { CHAT_MAX_CHARS, WEBHOOK_FORMATS, type WebhookFormat } from "../protocol/async";
import { guessFormat } from "../room/delivery/webhook-format";
import { checkPublicEndpoint } from "../protocol/public-address";
import { allowances } from "./allowances";
import { asObject, readJson } from "./body";
import { fail, orFail, viewResponse } from "./failure";
import { roomStub } from "./rooms";
import { bearer, gameIdParam, plainText } from "./validate";

export const asyncRoutes = new Hono<{ Bindings: Env }>();

/** https to a public host on the default port (src/protocol/public-address.ts); http to 127.0.0.1 only on development servers (allowances.ts). */
export function webhookUrl(raw: unknown, loopbackAllowed: boolean): string {
  const checked = checkPublicEndpoint(raw, "url", { allowLoopbackHttp: loopbackAllowed });
  if (!checked.ok) fail("request/invalid", checked.message);
  return checked.url;
}

function webhookFormat(raw: unknown, url: string): WebhookFormat {
  if (raw === undefined || raw === null) return guessFormat(url);
  if (typeof raw !== "string" || !(WEBHOOK_FORMATS as readonly string[]).includes(raw))
    fail("request/invalid", `\`format\` must be one of ${WEBHOOK_FORMATS.join(", ")}.`);
  return raw as WebhookFormat;
}

/** Trimmed, 1–280 characters, one plain line. */
export function chatText(raw: unknown): string {
  return plainText(raw, "text", CHAT_MAX_CHARS);
}

asyncRoutes.post("/:id/resign", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return viewResponse(c, await roomStub(c.env, id).resign(bearer(c.req.header("authorization"))));
});

// At two seats, end the match and win it once time has played the other seat's last two turns.
asyncRoutes.post("/:id/claim", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return viewResponse(c, await roomStub(c.env, id).claim(bearer(c.req.header("authorization"))));
});

// Offer a rematch, or accept the one on offer; decline it.
asyncRoutes.post("/:id/rematch", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return viewResponse(c, await roomStub(c.env, id).rematch(bearer(c.req.header("authorization")), "accept"));
});

asyncRoutes.post("/:id/rematch/decline", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return viewResponse(c, await roomStub(c.env, id).rematch(bearer(c.req.header("authorization")), "decline"));
});

// End a series once the match in play is over (any seat).
asyncRoutes.delete("/:id/series", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return viewResponse(c, await roomStub(c.env, id).endSeries(bearer(c.req.header("authorization"))));
});

// Start the rematch now, without the seats that have not answered (a seat that accepted).
asyncRoutes.post("/:id/rematch/start", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return viewResponse(c, await roomStub(c.env, id).rematch(bearer(c.req.header("authorization")), "start"));
});

asyncRoutes.post("/:id/chat", async (c) => {
  const text = chatText(asObject(await readJson(c)).text);
  const id = gameIdParam(c.req.param("id"));
  return viewResponse(c, await roomStub(c.env, id).chat(bearer(c.req.header("authorization")), text));
});

asyncRoutes.put("/:id/webhook", async (c) => {
  const body = asObject(await readJson(c));
  const url = webhookUrl(body.url, allowances(c).loopbackEndpoints);
  const format = webhookFormat(body.format, url);
  const id = gameIdParam(c.req.param("id"));
  return c.json(orFail(await roomStub(c.env, id).webhook(bearer(c.req.header("authorization")), { url, format })));
});

asyncRoutes.delete("/:id/webhook", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  return c.json(orFail(await roomStub(c.env, id).webhook(bearer(c.req.header("authorization")), null)));
});
