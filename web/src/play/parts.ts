// The parts of the play page every game shares: the join form and the waiting
// room (in their own files), whose turn it is and the links to keep (the result panel is ./match-end).
import type { View } from "../../../src/protocol";
import { h } from "../lib/dom";
import * as m from "../i18n/messages";
import { fmt } from "../i18n/format";

const NAME_KEY = "tablelink:name";

export function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    /* not kept: asked again next time */
  }
}

// The join form and the waiting room have their own files (loaded through ./waiting-parts).

export function turnLine(v: View, names: string[]): HTMLElement | null {
  if (v.status !== "playing") return null;
  if (v.you !== null && v.toAct.includes(v.you)) return h("p", { class: "your-turn" }, m.yourTurn);
  const who = v.toAct.map((s) => names[s]).join(" and ");
  const text = v.you === null ? (who ? m.watchingWaiting : m.youWatch) : who ? m.waitingFor : "";
  return h("p", { class: "waiting-for" }, fmt(text, { who }));
}

export function linksPanel(v: View, token: string | undefined): HTMLElement {
  // Notifications have one control on the page: the "Notify me on my turn" panel (../async/notify-shell).
  const panel = h("details", { class: "panel links" }, h("summary", {}, m.links)) as HTMLDetailsElement;
  // What it holds loads the first time it is opened (./links-body).
  let asked = false;
  panel.addEventListener("toggle", () => {
    if (!panel.open || asked) return;
    asked = true;
    void import("./links-body").then(({ linksBody }) => panel.append(...linksBody(v, token)));
  });
  return panel;
}
