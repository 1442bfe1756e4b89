// Baselines for the benchmark: the cost of a bare route and of one Durable Object
// round trip, to compare real requests against. Only where fixtures are allowed.
import { Hono } from "hono";
import { fail } from "./failure";
import { roomStub } from "./rooms";

export const bench = new Hono<{ Bindings: Env }>();

bench.use("*", async (c, next) => {
  if (c.env.ALLOW_FIXTURES !== "true") fail("route/not_found", "No such API route.");
  await next();
});

bench.get("/noop", (c) => c.json({ ok: true }));

bench.post("/room", async (c) => c.json(await roomStub(c.env, "_bench").noop()));
