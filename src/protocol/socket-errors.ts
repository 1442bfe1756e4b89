// What a live socket that does not speak api.md's protocol is told, by the Worker,
// the relays and the game object alike: each sentence written once for all three.

/** A first message that is not a hello (the socket waits on for one). */
export const NOT_A_HELLO = { code: "request/invalid", message: 'Expected {"type":"hello","token"?}.' } as const;

/** A plain HTTP request to a live socket's address. */
export const WEBSOCKET_ONLY = { code: "request/invalid", message: "This endpoint speaks WebSocket only." } as const;
