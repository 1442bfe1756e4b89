// Web Push (api.md, "Push notifications"): the service's VAPID public key, and
// each seat's subscription and its quiet hours. Both are checked here (400) before the
// room is asked, keeping the order 400, 404, 401.
import { type Context, Hono } from "hono";
import { parseQuiet, type QuietHours } from "../protocol/push";
import { type Lang, LANGS, langOf } from "../protocol/lang";
import { keyPairText } from "../push/keys";
import { parseSubscription } from "../push/subscription";
import { allowances } from "./allowances";
import { asObject, readJson } from "./body";
import { fail, orFail } from "./failure";
import { roomStub } from "./rooms";
import { bearer, gameIdParam } from "./validate";

export const pushKeyRoute = new Hono<{ Bindings: Env }>();
export const pushRoutes = new Hono<{ Bindings: Env }>();

pushKeyRoute.get("/key", async (c) => {
  const { publicKey } = await keyPairText(c.env);
  return c.json({ publicKey });
});

/** A push subscription's body, as a seat's and a club member's PUT …/push send it, checked. */
export async function pushBodyOf(c: Context) {
  const body = asObject(await readJson(c));
  const parsed = await parseSubscription(body.subscription, allowances(c).loopbackEndpoints);
  if (!parsed.ok) fail("request/invalid", parsed.message);
  // Quiet hours are optional; absent or null: none.
  let quiet: QuietHours | null = null;
  if (body.quiet !== undefined && body.quiet !== null) {
    const q = parseQuiet(body.quiet);
    if (!q.ok) fail("request/invalid", q.message);
    quiet = q.value;
  }
  // The language of the push texts; absent or null: not said (English). `no` and `nn` read as `nb`.
  let lang: Lang | undefined;
  if (body.lang !== undefined && body.lang !== null) {
    lang = langOf(body.lang);
    if (!lang) fail("request/unknown_lang", `\`lang\` must be one of ${LANGS.join(", ")}.`);
  }
  return { subscription: parsed.value, quiet, lang };
}

pushRoutes.put("/:id/push", async (c) => {
  const { subscription, quiet, lang } = await pushBodyOf(c);
  const id = gameIdParam(c.req.param("id"));
  c.header("Cache-Control", "private, no-store");
  const token = bearer(c.req.header("authorization"));
  return c.json(orFail(await roomStub(c.env, id).pushSubscription(token, subscription, quiet, lang)));
});

pushRoutes.delete("/:id/push", async (c) => {
  const id = gameIdParam(c.req.param("id"));
  c.header("Cache-Control", "private, no-store");
  return c.json(orFail(await roomStub(c.env, id).pushSubscription(bearer(c.req.header("authorization")), null)));
});
