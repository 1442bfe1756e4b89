// "Answer the mover first": a move's view goes back as a body the runtime pulls
// when it sends the response; only then is the game object told to hand the
// spectator view to the relays. On Cloudflare the relays run elsewhere and this
// costs the crowd one message; on one machine it keeps the crowd's writes from
// delaying the player's answer.
import type { Context } from "hono";
import type { RoomObject } from "../room/game-room";
import { viewResponse } from "./failure";

/**
 * After the answer's bytes were handed to the connection (the runtime asks the
 * body for more only once it wrote what it had), a short wait before the crowd's
 * writes start: on one machine the player's client still has to be scheduled to
 * read them while the crowd's writes take the cores. Costs spectators this much.
 */
export const RELEASE_GRACE_MS = 25;

type ViewResult = { ok: true; value: string } | { ok: false; error: { code: string; message: string } };

export function answerMoverFirst(
  c: Context<{ Bindings: Env }>,
  r: ViewResult,
  room: DurableObjectStub<RoomObject>,
): Response {
  const release = () => room.releaseSpectators().catch(() => undefined);
  if (!r.ok) {
    c.executionCtx.waitUntil(release());
    return viewResponse(c, r);
  }
  const bytes = new TextEncoder().encode(r.value);
  let written!: () => void;
  const out = new Promise<void>((resolve) => (written = resolve));
  let handed = false;
  // highWaterMark 0: pull runs only when the runtime reads. The second read comes
  // after the first chunk was written out, so that is when the answer has left.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!handed) {
          handed = true;
          controller.enqueue(bytes);
          return;
        }
        controller.close();
        written();
      },
      cancel() {
        written();
      },
    },
    { highWaterMark: 0 },
  );
  c.executionCtx.waitUntil(out.then(() => new Promise((r) => setTimeout(r, RELEASE_GRACE_MS))).then(release));
  return c.body(body, 200, { "Content-Type": "application/json" });
}
