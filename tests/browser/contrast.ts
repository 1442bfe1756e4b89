// Checks a person would notice failing: text too faint to read, controls too
// small to hit.
//
// Text contrast as a person sees it (WCAG 2 ratio): every visible text element
// against the first opaque background behind it, with opacity applied. Normal
// text needs 4.5:1, large text (24 px, or 18.66 px bold) 3:1. Disabled controls
// are exempt, as in WCAG.
import type { Page } from "playwright-core";

export interface LowContrast {
  text: string;
  ratio: number;
  fg: string;
  bg: string;
}

export function lowContrast(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    const parse = (c: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const out: { text: string; ratio: number; fg: string; bg: string }[] = [];
    const all = document.querySelectorAll<HTMLElement>("body *");
    for (const el of all) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
      if (!own || el.closest(".sr-only, [hidden], dialog:not([open])") || el.getClientRects().length === 0) continue;
      if ((el.closest("button, input, select") as HTMLButtonElement | null)?.disabled) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === "hidden") continue;
      const fg = parse(cs.color);
      let bg: [number, number, number, number] | null = null;
      let alpha = 1;
      let gradient = false;
      for (let a: HTMLElement | null = el; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        alpha *= Number(s.opacity);
        if (!bg) {
          if (s.backgroundImage !== "none") gradient = true;
          const c = parse(s.backgroundColor);
          if (c && c[3] > 0.99) bg = c;
        }
      }
      if (!fg || !bg || gradient) continue;
      const a = fg[3] * alpha;
      const mixed = [0, 1, 2].map((i) => fg[i]! * a + bg![i]! * (1 - a));
      const [l1, l2] = [lum(mixed), lum(bg)].sort((x, y) => y - x) as [number, number];
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      const size = parseFloat(cs.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5))
        out.push({
          text: el.textContent!.trim().slice(0, 40),
          ratio: Math.round(ratio * 100) / 100,
          fg: cs.color,
          bg: `rgb(${bg.slice(0, 3).join(", ")})`,
        });
    }
    return out;
  });
}

/** Controls smaller than 44 × 44 px (links inside running text are exempt, as in WCAG). */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, select, input, summary, .bar a")]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        // A radio or checkbox is hit through its whole label.
        const r = (el.closest("label") ?? el).getBoundingClientRect();
        return r.height < 44 || r.width < 44;
      })
      .map((el) => el.outerHTML.slice(0, 60)),
  );
}
