// Ties `exports` from "cloudflare:workers" to our main module, so tests and code
// get typed Durable Object stubs (wrangler types leaves these untyped here).
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("./index");
    durableNamespaces: "GameRoom" | "ClubRoom";
  }
}
