// A six-sided die with pips on a 3×3 grid (cells 1..9, reading order).
import { h } from "../lib/dom";

const PIPS: Record<number, number[]> = {
  1: [5],
  2: [3, 7],
  3: [3, 5, 7],
  4: [1, 3, 7, 9],
  5: [1, 3, 5, 7, 9],
  6: [1, 3, 4, 6, 7, 9],
};

export function dieEl(
  value: number,
  opts: { label?: string; size?: "big" | "small"; tumble?: boolean } = {},
): HTMLElement {
  const cls = ["die", opts.size ?? "", opts.tumble ? "tumble" : ""].filter(Boolean).join(" ");
  const pips = (PIPS[value] ?? []).map((p) => h("span", { class: `pip p${p}` }));
  return h("span", { class: cls, role: "img", "aria-label": opts.label ?? `die showing ${value}` }, ...pips);
}
