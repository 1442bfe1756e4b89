// The message a Web Push carries, as the room sends it (src/push/send.ts) and the
// service worker reads it (web/src/sw.ts): one shape for both ends.
export interface PushPayload {
  type: "your_turn" | "finished";
  id: string;
  game: string;
  title: string;
  body: string;
  url: string;
}
