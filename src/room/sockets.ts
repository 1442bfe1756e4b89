// Live views over hibernatable WebSockets. A socket's seat lives in its
// attachment, so it survives the object being evicted; a socket with no
// attachment has not said hello yet and receives nothing.
import type { ServerMessage } from "../protocol/socket";
import type { Room } from "./model";
import { seatOfToken } from "./room";
import { buildView, viewCache } from "./views";

interface Attachment {
  seat: number | null;
}

export function attachSocket(ctx: DurableObjectState, request: Request): Response {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return Response.json(
      { error: { code: "request/invalid", message: "This endpoint speaks WebSocket only." } },
      { status: 400 },
    );
  }
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server);
  return new Response(null, { status: 101, webSocket: client });
}

function send(ws: WebSocket, msg: ServerMessage | string): void {
  try {
    ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  } catch {
    // The peer is gone; its close event cleans up.
  }
}

function parseHello(message: string | ArrayBuffer): { token?: string } | null {
  if (typeof message !== "string") return null;
  try {
    const m = JSON.parse(message) as unknown;
    if (typeof m !== "object" || m === null || (m as { type?: unknown }).type !== "hello") return null;
    const token = (m as { token?: unknown }).token;
    if (token !== undefined && token !== null && typeof token !== "string") return null;
    return typeof token === "string" ? { token } : {};
  } catch {
    return null;
  }
}

export async function onSocketMessage(ws: WebSocket, message: string | ArrayBuffer, room: () => Room | null): Promise<void> {
  const hello = parseHello(message);
  if (!hello) {
    send(ws, { type: "error", error: { code: "request/invalid", message: 'Expected {"type":"hello","token"?}.' } });
    return;
  }
  const before = room();
  if (!before) return;
  const seat = await seatOfToken(before, hello.token);
  if (seat === null) {
    send(ws, { type: "error", error: { code: "auth/invalid_token", message: "This seat token is unknown." } });
    ws.close(1008, "invalid token");
    return;
  }
  const attachment: Attachment = { seat: seat ?? null };
  ws.serializeAttachment(attachment);
  // The room as it is now (a move may have landed during the await).
  send(ws, { type: "view", view: buildView(room() ?? before, attachment.seat) });
}

export function broadcast(sockets: WebSocket[], room: Room): void {
  const viewFor = viewCache(room);
  for (const ws of sockets) {
    const a = ws.deserializeAttachment() as Attachment | null;
    if (a) send(ws, viewFor(a.seat));
  }
}
