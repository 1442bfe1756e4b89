// On a waiting table, a seated player can put a bot in the next empty seat (for
// example the third seat of a Stakes table of two friends). The new seat arrives
// with the next live view; a refusal is shown beside the buttons.
import type { View } from "../../../src/protocol";
import { call } from "../lib/api";
import { h } from "../lib/dom";
import { seatsTotal } from "../lib/seats";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";

export function addBotPanel(v: View, token: string | undefined): HTMLElement | null {
  if (v.status !== "waiting" || !token || v.seats.length >= seatsTotal(v)) return null;
  const note = h("p", { class: "error", role: "alert", hidden: true });
  const add = (level: "easy" | "strong") => async (ev: Event) => {
    const button = ev.currentTarget as HTMLButtonElement;
    button.disabled = true;
    const r = await call<{ seat: number }>("POST", `/api/games/${encodeURIComponent(v.id)}/bots`, { level }, token);
    button.disabled = false;
    note.hidden = r.ok;
    if (!r.ok) note.textContent = fmt(m.sNoBotAdded, { why: r.message });
  };
  return h(
    "section",
    { class: "panel add-bot", "aria-labelledby": "add-bot-title" },
    h("h2", { id: "add-bot-title" }, m.sFillWithBot),
    h("p", {}, m.sBotHint),
    h(
      "div",
      { class: "add-bot-row" },
      h("button", { type: "button", "data-key": "bot-easy", onclick: add("easy") }, m.sAddEasy),
      h("button", { type: "button", "data-key": "bot-strong", onclick: add("strong") }, m.sAddStrong),
    ),
    note,
  );
}
