// The live socket's messages (src/protocol/socket.ts, docs/api.md "The live socket"),
// for the `x-websocket` extension of GET /api/games/{id}/live: OpenAPI has no words
// for what travels after the upgrade.
import { constant, obj, ref, type Schema, str } from "./schema-kit";

export const liveSocket: Schema = {
  description:
    "After the upgrade the client sends a hello first; the server answers with the seat's (or the spectator's) view at once and after every change. The text frame `ping` is answered `pong` at any time. One hello per socket; a second hello, more than 20 messages in 10 s, a frame over 4 KB (1009) or no hello within 30 s closes the socket (1008).",
  clientMessages: {
    hello: obj(
      { type: constant("hello") },
      {
        token: str("The seat's token; omitted for a spectator."),
        lang: str(
          'The language of this socket\'s log lines: "en", "nb" ("no", "nn" read as nb); unknown or absent: English.',
        ),
      },
    ),
    ping: { const: "ping", description: "A text frame, not JSON." },
  },
  serverMessages: {
    view: obj({ type: constant("view"), view: ref("View") }),
    error: obj(
      {
        type: constant("error"),
        error: obj({ code: { enum: ["auth/invalid_token", "request/invalid"] }, message: str() }),
      },
      {},
      {
        description:
          "auth/invalid_token: the socket is then closed (1008). request/invalid: the first message was not a hello; the socket waits on for one.",
      },
    ),
    pong: { const: "pong", description: "A text frame, the answer to ping." },
  },
  closeCodes: {
    "1000": "The host cancelled the table, or this seat left it.",
    "1001": "The table was retired.",
    "1008": "A policy was broken (unknown token, second hello, too many messages, no hello in 30 s, a seat handed on).",
    "1009": "A frame over 4 KB.",
    "1013": "Too many watchers or connections from this address: try again later.",
  },
};
