// A frame narrower than the table is drawn for (320 px) shows the whole table
// scaled down to its width instead of cutting it off: the page is laid out at
// 320 px and zoomed to the frame. An oEmbed answer that had to shrink a wider
// table to fit a height limit names the width it was laid out at (`?fit=600`,
// src/protocol/embed-size.ts), so the frame shows that layout, scaled.
import { EMBED_MAX_WIDTH, EMBED_MIN_WIDTH } from "../../../src/protocol/embed-size";

export function fitWidth(): void {
  const asked = Number(new URLSearchParams(location.search).get("fit"));
  const layout = asked >= EMBED_MIN_WIDTH && asked <= EMBED_MAX_WIDTH ? asked : EMBED_MIN_WIDTH;
  const root = document.documentElement;
  const fit = () => {
    const zoom = innerWidth / layout;
    root.style.zoom = zoom < 1 ? String(zoom) : "";
  };
  addEventListener("resize", fit);
  fit();
}
