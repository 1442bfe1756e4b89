// Baselines for the benchmark: the cost of a bare route and of one Durable Object
// round trip, to compare real requests against. Development servers only (./mount.ts).
import { Hono } from "hono";
import { roomStub } from "../http/rooms";
import { developmentOnly } from "./development-only";

export const benchRoutes = new Hono<{ Bindings: Env }>();

benchRoutes.get("/noop", developmentOnly, (c) => c.json({ ok: true }));

benchRoutes.post("/room", developmentOnly, async (c) => c.json(await roomStub(c.env, "_bench").noop()));
