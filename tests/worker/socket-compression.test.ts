// A live socket declines permessage-deflate, though every browser offers it.
// Views are small JSON (0.4–3 KB): compressing each reader's copy separately cost
// ~30% of the CPU of a crowd's fan-out and a deflate context (~300 KB) per socket
// (measured with 5,000 spectators, docs/crowd.md). The Worker's compatibility
// flag `no_web_socket_compression` is what declines it.
import { describe, expect, it } from "vitest";
import { call, table } from "./helpers";

const OFFER = "permessage-deflate; client_max_window_bits";

describe("live sockets and compression", () => {
  // Seats and spectators share the URL (the hello, sent after the upgrade, tells them apart).
  it("answers a browser's offer of permessage-deflate with an uncompressed socket", async () => {
    const t = await table("stakes", 2);
    const res = await call(`/api/games/${t.id}/live`, {
      headers: { upgrade: "websocket", "sec-websocket-extensions": OFFER },
    });
    expect(res.status).toBe(101);
    // A negotiated extension is echoed in this header; none means plain frames.
    expect(res.headers.get("sec-websocket-extensions")).toBeNull();
    res.webSocket!.accept();
    res.webSocket!.close(1000, "done");
  });
});
