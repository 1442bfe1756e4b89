// /assets/embed-snippet.js: the optional script of the embed snippet, for the
// page that embeds a table. It fits each Tablelink iframe to its content from the
// frame's "tablelink:height" messages, and listens only to messages about the
// frame that sent them: from the origin this script came from, or, for a frame
// of ours that the page sandboxed (`<iframe sandbox="allow-scripts">`, whose
// messages come from the opaque origin "null"), from that frame itself.
(() => {
  const me = document.currentScript as HTMLScriptElement | null;
  if (!me?.src) return;
  const origin = new URL(me.src).origin;
  const w = window as unknown as Record<string, unknown>;
  const flag = `tablelink-embed:${origin}`;
  if (w[flag]) return;
  w[flag] = true;
  /** A frame of our embed page that the page made sandboxed, so its messages say "null". */
  const ourSandboxed = (frame: HTMLIFrameElement) =>
    frame.hasAttribute("sandbox") && frame.src.startsWith(`${origin}/embed/`);
  addEventListener("message", (ev: MessageEvent) => {
    if (ev.origin !== origin && ev.origin !== "null") return;
    const d = ev.data as { type?: unknown; height?: unknown } | null;
    if (d?.type !== "tablelink:height" || typeof d.height !== "number" || !Number.isFinite(d.height)) return;
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow !== ev.source) continue;
      if (ev.origin === "null" && !ourSandboxed(frame)) continue;
      frame.style.height = `${Math.round(Math.max(120, Math.min(d.height, 5000)))}px`;
      // The frame follows its content from now on, so the embed need not scale itself to the frame's height.
      // (EMBED_SIZED of src/protocol/embed-size.ts, written out: this script adds no name to the page.)
      (ev.source as Window).postMessage({ type: "tablelink:sized" }, "*");
    }
  });
})();
