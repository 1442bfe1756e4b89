// Playing by keyboard: a key per move, shown on its button (aria-keyshortcuts and a
// small key cap), the skip link's work, and R, which reads the table aloud through
// the live region. Loaded with the first key pressed (./keys-start).
//
// The keys are single letters and digits with no modifier: Alt+letter opens browser
// menus and Alt+Shift switches the keyboard layout on Windows, Ctrl and Cmd belong to
// the browser, and a screen reader's own quick keys take single letters before the
// page sees them in browse mode, so a player who uses one presses these in focus mode
// (or passes one key through), as on any web app with keys; aria-keyshortcuts says
// which. They work anywhere on the page but never while typing (chat, a name) or in
// a sheet. A move's letter is the same in every language (they are listed in How to
// play); the answers to a question (which die, card, seat or place) are 1, 2, … in
// the order shown, and Escape goes back.
import type { View } from "../../../src/protocol";
import { DOBBELSJANSE_KEYS } from "../games/dobbelsjanse/keys";
import { readDobbelsjanse } from "../games/dobbelsjanse/read";
import { STAKES_KEYS } from "../games/stakes/keys";
import { readStakes } from "../games/stakes/read";
import { TWELVES_KEYS } from "../games/twelves/keys";
import { readTwelves } from "../games/twelves/read";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";
import { announce } from "../lib/announce";
import { h } from "../lib/dom";
import { extraStyles } from "../lib/extra-styles";
import type { KeyedTable } from "./keys-start";
import { page } from "./page-state";
import { seatNames } from "../lib/seats";

const KEYS: Record<string, Record<string, string>> = {
  stakes: STAKES_KEYS,
  dobbelsjanse: DOBBELSJANSE_KEYS,
  twelves: TWELVES_KEYS,
};
/** The answers to a question, in the order shown. */
const ANSWERS = "1234567890";
export const READ_KEY = "R";
const READERS: Record<string, (v: View, names: string[]) => string> = {
  stakes: readStakes,
  dobbelsjanse: readDobbelsjanse,
  twelves: readTwelves,
};

const bar = () => document.getElementById("moves");

/** Gives each move button in the bar its key: the attribute, and the key cap a sighted player reads. */
function mark(game: string): void {
  const el = bar();
  if (!el) return;
  const keys = KEYS[game] ?? {};
  let answer = 0;
  for (const b of el.querySelectorAll<HTMLButtonElement>("button.move[data-key]")) {
    const k = keys[b.dataset.key!] ?? ANSWERS[answer++];
    if (!k) continue;
    if (b.getAttribute("aria-keyshortcuts") === k && b.querySelector(".key-cap")) continue;
    b.setAttribute("aria-keyshortcuts", k);
    b.querySelector(".key-cap")?.remove();
    b.append(h("kbd", { class: "key-cap", "aria-hidden": "true" }, k === "Escape" ? "Esc" : k));
  }
}

/** The play page's table (./page-state), unless the page hands over its own (the practice page). */
let table: KeyedTable = { view: () => page.view, names: () => (page.view ? seatNames(page.view) : []) };

export function startKeys(own?: KeyedTable): void {
  if (own) table = own;
  void extraStyles();
  document.getElementById("skip-move")?.addEventListener("click", (ev) => {
    ev.preventDefault();
    skip();
  });
  const el = bar();
  const again = () => {
    const v = table.view();
    if (v) mark(v.game);
  };
  // The bar is drawn anew on every view: its new buttons get their keys as they come.
  if (el) new MutationObserver(again).observe(el, { childList: true, subtree: true });
  again();
}

/** Keys that belong to typing or to a sheet, not to the table. */
function notForUs(ev: KeyboardEvent): boolean {
  if (ev.ctrlKey || ev.altKey || ev.metaKey || ev.isComposing) return true;
  const t = ev.target instanceof Element ? ev.target : null;
  if (t?.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], dialog")) return true;
  return document.querySelector("dialog:modal") !== null;
}

/** The last view whose "not your turn" was said: said once, not at every press. */
let saidNotYours = "";

/** A key pressed on the page (handed over by ./keys-start once this module is there: too late to prevent its default, which these keys have none of). */
export function onKey(ev: KeyboardEvent): void {
  if (notForUs(ev)) return;
  const v = table.view();
  if (!v) return;
  const key = ev.key.length === 1 ? ev.key.toUpperCase() : ev.key;
  if (key === READ_KEY) {
    readTable();
    return;
  }
  const own = Object.values(KEYS[v.game] ?? {});
  if (!own.includes(key) && !ANSWERS.includes(key)) return;
  const button = bar()?.querySelector<HTMLButtonElement>(`button[aria-keyshortcuts="${CSS.escape(key)}"]`);
  if (button && !button.disabled) {
    // Focus first: the bar keeps it on this move, or on the next, once it is drawn again.
    button.focus({ preventScroll: true });
    button.click();
    return;
  }
  if (button?.title) {
    // A move the rules forbid now: why, as its button says.
    announce(`${button.querySelector(".move-label")?.textContent ?? ""}: ${button.title}`);
    return;
  }
  if (key === "Escape" || button || isYourTurn(v)) return;
  const at = `${v.id}:${v.version}`;
  if (saidNotYours === at) return;
  saidNotYours = at;
  announce(notYours(v, table.names()));
}

function notYours(v: View, names: string[]): string {
  if (v.status === "waiting" || v.state === null) return msg.kNoGame;
  if (v.you === null) return msg.kWatching;
  if (v.status !== "playing") return msg.kOver;
  return fmt(msg.kNotYourTurn, { who: v.toAct.map((s) => names[s]).join(msg.rAnd) });
}

/** R: the table in words, in the live region (games/<game>/read.ts). */
function readTable(): void {
  const v = table.view();
  const read = v && READERS[v.game];
  if (read) announce(read(v, table.names()));
}

// As ./narrate says it; not imported from there, which would move it out of the page's first script.
const isYourTurn = (v: View) => v.status === "playing" && v.you !== null && v.toAct.includes(v.you);

/** The skip link: to your first move, or, while others play, to the bar that says whose turn it is. */
export function skip(): void {
  const el = bar();
  if (!el) return;
  const v = table.view();
  const first = el.querySelector<HTMLButtonElement>("button:not([disabled])");
  if (v && isYourTurn(v) && first) {
    first.focus();
    return;
  }
  const to = el.childElementCount > 0 ? el : document.getElementById("stage");
  if (!to) return;
  to.tabIndex = -1;
  to.focus();
  if (v) announce(isYourTurn(v) ? el.innerText : notYours(v, table.names()));
}
