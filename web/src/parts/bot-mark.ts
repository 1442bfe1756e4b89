// A bot seat's mark: a small robot head after its name, read out as "bot". The
// name says "Bot …" too, but anyone may call themselves that; the mark comes
// from the seat's `bot` field, which only the service sets.
const NS = "http://www.w3.org/2000/svg";

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export function botMark(): HTMLElement {
  const box = document.createElement("span");
  box.className = "bot-mark";
  box.setAttribute("role", "img");
  box.setAttribute("aria-label", "bot");
  box.title = "Bot";
  const pic = svg("svg", { viewBox: "0 0 16 16", "aria-hidden": "true", focusable: "false" });
  pic.append(
    svg("path", { d: "M8 1.5v2.5", stroke: "currentColor", "stroke-width": 1.5, "stroke-linecap": "round" }),
    svg("rect", { x: 2, y: 4.5, width: 12, height: 9.5, rx: 2.5, fill: "none", stroke: "currentColor", "stroke-width": 1.5 }),
    svg("circle", { cx: 5.75, cy: 8.5, r: 1.4, fill: "currentColor" }),
    svg("circle", { cx: 10.25, cy: 8.5, r: 1.4, fill: "currentColor" }),
    svg("path", { d: "M5.5 11.5h5", stroke: "currentColor", "stroke-width": 1.3, "stroke-linecap": "round" }),
  );
  box.append(pic);
  return box;
}

/** The mark when `seat` is a bot in `seats` (a view's or a record's), else null. */
export function botMarkFor(seats: readonly { seat: number; bot?: unknown }[], seat: number): HTMLElement | null {
  return seats.some((s) => s.seat === seat && typeof s.bot === "string") ? botMark() : null;
}
