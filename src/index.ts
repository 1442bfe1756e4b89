import { Hono } from "hono";
import { DurableObject } from "cloudflare:workers";

export class GameRoom extends DurableObject<Env> {
  async ping(): Promise<string> {
    return "pong";
  }
}

const app = new Hono<{ Bindings: Env }>();
app.get("/api/health", (c) => c.json({ ok: true }));
export default app;
