// A twelve-sided die seen face-on: a decagon outline around the pentagon face
// that carries the number, with the edges to the faces around it. Hidden dice
// (others' hands before the showdown) are the same shape, dark, with no number.
const NS = "http://www.w3.org/2000/svg";

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

function ring(r: number, n: number): [number, number][] {
  return Array.from({ length: n }, (_, k) => {
    const a = ((-90 + (360 / n) * k) * Math.PI) / 180;
    return [Math.round(r * Math.cos(a) * 10) / 10, Math.round(r * Math.sin(a) * 10) / 10];
  });
}

const OUTER = ring(48, 10);
const FACE = ring(29, 5);
const pts = (p: [number, number][]) => p.map(([x, y]) => `${x},${y}`).join(" ");

export interface D12Options {
  /** Accessible name; the die is an image. Empty: hidden from screen readers. */
  label: string;
  size?: "big" | "small";
  /** Marked as hidden by the owner's Hide. */
  hidden?: boolean;
  /** Just rolled: tumbles briefly. */
  tumble?: boolean;
}

/** A d12 showing `face`, or a face-down die when `face` is null. */
export function d12El(face: number | null, opts: D12Options): HTMLElement {
  const cls = [
    "d12",
    face === null ? "back" : "",
    opts.size ?? "",
    opts.hidden ? "hid" : "",
    opts.tumble ? "tumble" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const box = document.createElement("span");
  box.className = cls;
  // Unnamed: drawn inside something that names the dice together.
  if (opts.label) {
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", opts.label);
  } else box.setAttribute("aria-hidden", "true");
  const pic = svg("svg", { viewBox: "-50 -50 100 100", "aria-hidden": "true", focusable: "false" });
  pic.append(svg("polygon", { class: "d12-body", points: pts(OUTER) }));
  for (let k = 0; k < 5; k++) {
    const [x1, y1] = FACE[k]!;
    const [x2, y2] = OUTER[2 * k]!;
    pic.append(svg("line", { class: "d12-edge", x1, y1, x2, y2 }));
  }
  pic.append(svg("polygon", { class: "d12-face", points: pts(FACE) }));
  const text = svg("text", {
    class: face !== null && face >= 10 ? "d12-num two" : "d12-num",
    x: 0,
    y: 2,
    "text-anchor": "middle",
    "dominant-baseline": "central",
  });
  text.textContent = face === null ? "?" : String(face);
  pic.append(text);
  box.append(pic);
  return box;
}
