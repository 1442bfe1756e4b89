// The home page's choice of time per move (web/docs/async-api.md): no clock by
// default; with one, two-player tables may also make a timeout lose the match.
import type { RoomOptions, TimePerMove } from "../../../src/protocol";
import { h } from "../lib/dom";

const CHOICES: [TimePerMove, string][] = [
  ["none", "No clock"],
  ["1h", "1 hour"],
  ["12h", "12 hours"],
  ["1d", "1 day"],
  ["3d", "3 days"],
  ["7d", "7 days"],
];

export function clockField(): HTMLElement {
  const select = h("select", { id: "time-per-move", name: "timePerMove" }, ...CHOICES.map(([v, label]) => h("option", { value: v }, label)));
  const loses = h("input", { type: "checkbox", id: "timeout-loses", name: "timeoutLoses", disabled: true });
  select.addEventListener("change", () => {
    loses.disabled = select.value === "none";
    if (loses.disabled) loses.checked = false;
  });
  return h(
    "div",
    { class: "clock-field" },
    h("div", { class: "field" }, h("label", { for: "time-per-move" }, "Time per move"), select),
    h("label", { class: "check", for: "timeout-loses" }, loses, " Two players: running out of time loses the match"),
  );
}

/** The room options the form asks for; nothing when there is no clock. */
export function clockOptions(seats: number): Partial<RoomOptions> {
  const select = document.getElementById("time-per-move") as HTMLSelectElement | null;
  const loses = document.getElementById("timeout-loses") as HTMLInputElement | null;
  const timePerMove = (select?.value ?? "none") as TimePerMove;
  if (timePerMove === "none") return {};
  return seats === 2 && loses?.checked ? { timePerMove, timeoutLoses: true } : { timePerMove };
}
