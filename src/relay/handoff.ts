// "Answer the mover first": a move's view goes back as a body the runtime pulls
// when it sends the response; only then is the game object told to hand the
// spectator view to the relays. On Cloudflare the relays run elsewhere and this
// costs the crowd one message; on one machine it keeps the crowd's writes from
// delaying the player's answer.
import type { Context } from "hono";
import type { GameRoom } from "../room/game-room";
import { viewResponse } from "../http/failure";

type ViewResult = { ok: true; value: string } | { ok: false; error: { code: string; message: string } };

export function answerMoverFirst(c: Context<{ Bindings: Env }>, r: ViewResult, room: DurableObjectStub<GameRoom>): Response {
  const release = () => room.releaseSpectators().catch(() => undefined);
  if (!r.ok) {
    c.executionCtx.waitUntil(release());
    return viewResponse(c, r);
  }
  const bytes = new TextEncoder().encode(r.value);
  let sent!: () => void;
  const pulled = new Promise<void>((resolve) => (sent = resolve));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(bytes);
      controller.close();
      sent();
    },
  });
  c.executionCtx.waitUntil(pulled.then(release));
  return c.body(body, 200, { "Content-Type": "application/json" });
}
