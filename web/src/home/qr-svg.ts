// A QR code as inline SVG (uqr: Nayuki's encoder, no dependencies), drawn dark on
// white with a quiet zone in both themes: phone cameras read it either way.
import { encode } from "uqr";

const SVG = "http://www.w3.org/2000/svg";

/** null when the text is too long for any QR code. */
export function qrSvg(text: string, label: string): SVGSVGElement | null {
  let qr: ReturnType<typeof encode>;
  try {
    qr = encode(text, { ecc: "L", border: 4 });
  } catch {
    return null;
  }
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${qr.size} ${qr.size}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("class", "qr");
  svg.setAttribute("shape-rendering", "crispEdges");
  const bg = document.createElementNS(SVG, "rect");
  bg.setAttribute("width", String(qr.size));
  bg.setAttribute("height", String(qr.size));
  bg.setAttribute("fill", "#ffffff");
  let d = "";
  qr.data.forEach((row, y) => row.forEach((on, x) => (d += on ? `M${x} ${y}h1v1h-1z` : "")));
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", d);
  path.setAttribute("fill", "#000000");
  svg.append(bg, path);
  return svg;
}
