// Live sockets as the Durable Object runtime holds them: the upgrade, accepting a
// socket (tagged with its accept time and kind, so both survive hibernation) under
// the watcher cap, and the alarm's sweep of sockets that said no hello in time. What
// a socket may send and how views go out are the room's (../live).
import {
  LIVE_KIND_HEADER,
  type LiveKind,
  closeSocket,
  CLOSE_POLICY,
  CLOSE_TRY_LATER,
  limitState,
  SOCKET_LIMITS,
  type SocketLimits,
  WATCHERS_FULL,
} from "../live/socket-limits";
import { WEBSOCKET_ONLY } from "../../protocol/socket-errors";

/** The kind the Worker said; anything else (no header) counts as a watcher, the kind that is capped. */
export function liveKindOf(request: Request): LiveKind {
  return request.headers.get(LIVE_KIND_HEADER) === "seat" ? "seat" : "watch";
}

/** The upgrade's answer, and when the new socket's hello is due (null: none to wait for). */
export function attachSocket(
  ctx: DurableObjectState,
  request: Request,
  limits: SocketLimits = SOCKET_LIMITS,
): { response: Response; helloDue: number | null } {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    const response = Response.json({ error: WEBSOCKET_ONLY }, { status: 400 });
    return { response, helloDue: null };
  }
  const { 0: client, 1: server } = new WebSocketPair();
  const helloDue = acceptLimited(ctx, server, Date.now(), liveKindOf(request), limits);
  return { response: new Response(null, { status: 101, webSocket: client }), helloDue };
}

const ACCEPTED = "accepted:";

/**
 * Accepts a new socket, tagged with its accept time and its kind. A watcher past
 * the table's cap is closed at once with 1013 (try again later) and a reason
 * saying why; a seat's socket is never turned away here. Returns when the
 * socket's hello is due (the room's alarm checks then), or null.
 */
export function acceptLimited(
  ctx: DurableObjectState,
  server: WebSocket,
  now: number,
  kind: LiveKind,
  limits: SocketLimits = SOCKET_LIMITS,
): number | null {
  // Only watchers are counted (the runtime keeps sockets by tag), so seats cost the count nothing.
  const watchers = kind === "watch" ? openCount(ctx.getWebSockets("watch")) : 0;
  ctx.acceptWebSocket(server, [`${ACCEPTED}${now}`, kind]);
  if (kind === "watch" && watchers >= limits.maxWatchers) {
    closeSocket(server, CLOSE_TRY_LATER, WATCHERS_FULL);
    return null;
  }
  return now + limits.helloTimeoutMs;
}

/** Sockets not yet closed by a limit (one closed here is gone once its close completes). */
function openCount(sockets: WebSocket[]): number {
  let n = 0;
  for (const ws of sockets) if (!limitState(ws)?.closed) n++;
  return n;
}

/**
 * Run by the room's alarm (closing from a plain timer does not reach the peer):
 * closes the sockets that said no hello in time, and returns when the next
 * silent one is due, or null when none is waiting.
 */
export function closeSilent(ctx: DurableObjectState, now: number, limits: SocketLimits = SOCKET_LIMITS): number | null {
  let next: number | null = null;
  for (const ws of ctx.getWebSockets()) {
    const s = limitState(ws);
    if (s?.closed || s?.hello || ws.deserializeAttachment() != null) continue;
    const tag = ctx.getTags(ws).find((t) => t.startsWith(ACCEPTED));
    const due = (tag ? Number(tag.slice(ACCEPTED.length)) : now) + limits.helloTimeoutMs;
    if (due <= now) closeSocket(ws, CLOSE_POLICY, `No hello within ${limits.helloTimeoutMs / 1000} seconds.`);
    else next = next === null ? due : Math.min(next, due);
  }
  return next;
}
