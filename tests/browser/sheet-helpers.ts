// What a person sees of the result sheet and where the keyboard is: the open
// sheet's box against the viewport, its visible text, and the focused element.
import type { Page } from "playwright-core";
import { keepShot } from "./harness";

/** A screenshot of the viewport to look at (test-results/, when SHOTS=1: harness.ts keepShot). */
export async function shot(page: Page, name: string): Promise<void> {
  await keepShot(page, `${name}.png`);
}

export interface SheetSeen {
  open: boolean;
  /** The sheet lies wholly inside the viewport. */
  inView: boolean;
  text: string;
}

/** The open result sheet as the person sees it (closed: open false). */
export function sheetOf(page: Page): Promise<SheetSeen> {
  return page.evaluate(() => {
    const d = document.querySelector<HTMLDialogElement>("dialog#end-sheet");
    if (!d?.open) return { open: false, inView: false, text: "" };
    const r = d.getBoundingClientRect();
    const inView = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    return { open: r.height > 0 && r.width > 0, inView, text: d.innerText.replace(/\s+/g, " ").trim() };
  });
}

export interface FocusSeen {
  tag: string;
  text: string;
  key: string | null;
  inSheet: boolean;
  inMoves: boolean;
  /** The focused element is on screen. */
  inView: boolean;
}

export function focusOf(page: Page): Promise<FocusSeen> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body)
      return { tag: "body", text: "", key: null, inSheet: false, inMoves: false, inView: false };
    const r = a.getBoundingClientRect();
    return {
      tag: a.tagName.toLowerCase(),
      text: a.innerText.replace(/\s+/g, " ").trim(),
      key: a.getAttribute("data-key"),
      inSheet: Boolean(a.closest("dialog#end-sheet")),
      inMoves: Boolean(a.closest("#moves")),
      inView: r.bottom > 0 && r.top < innerHeight && r.width > 0,
    };
  });
}

/** The element's box lies wholly inside the viewport. */
export function whollyInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= 0 && r.right <= innerWidth + 0.5;
  });
}

export const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
export const SCHEMES = ["light", "dark"] as const;
