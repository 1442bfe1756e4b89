// A few lines instead of a framework: build elements from data, re-render whole
// regions, and keep keyboard focus across a re-render.
type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | ((ev: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.replace(/^on/, ""), v);
    else if (k === "class") el.className = String(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

export function append(el: Element, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "number" ? String(c) : c);
  }
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing from the page`);
  return el as T;
}

/**
 * Replaces `region`'s content; if focus was on an element carrying data-key
 * inside it, focus moves to the new element with the same key, so keyboard
 * players are not thrown back to the top on every live update.
 */
export function replaceContent(region: Element, ...children: Child[]): void {
  const active = document.activeElement;
  const key = active && region.contains(active) ? active.getAttribute("data-key") : null;
  region.replaceChildren();
  append(region, children);
  if (key) {
    const next = region.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
    next?.focus();
  }
}
