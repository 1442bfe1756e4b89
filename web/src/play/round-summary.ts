// The round summary: the moment a round ends every seat sees each player's
// result, the running totals and what comes next, without clicking. It comes up
// as a sheet over the board, just above the move bar (which stays usable: the
// next round may start at once), and scrolls inside itself, so every player's
// row can be read however many there are; focus goes to its Continue button.
// Continue or Escape closes it, and focus goes to your move buttons when it is
// your turn. It stays until closed, or until the next round has moved on: then
// it no longer says what comes "Next", and once it has been up a few seconds
// (time to read it, when a bot starts the round at once) it closes by itself,
// rather than cover the new round's cards and scores. A page opened after that
// shows none. The full log keeps a one-line copy of every round's summary where
// the round ended.
import * as tm from "../i18n/messages";
import { fmt } from "../i18n/format";
import type { RoundEnd } from "../games/renderer";
import { h } from "../lib/dom";
import { humanLog, logNodes, spokenLog } from "../lib/log-text";

/** How long a summary stays up at least, when the next round moves on at once. */
const READ_MS = 5000;

export class RoundSummary {
  private dismissed = new Set<string>();
  private openedAt = 0;
  /** The summary due to close by itself, once read. */
  private closing = "";
  private dialog: HTMLDialogElement | null = null;
  /** The summary on the sheet now ("" when closed): its key, and whether the round had moved on. */
  private drawn = "";

  /**
   * Brings the sheet up to date with the table: `ends` are the rounds ended so far
   * (none once the match is over), `you` the viewer's seat.
   */
  update(ends: RoundEnd[], names: string[], you: number | null): void {
    const last = ends[ends.length - 1];
    const d = this.dialog;
    const open = d?.open === true && this.drawn !== "";
    if (!last || this.dismissed.has(last.key) || (!last.fresh && !(open && this.drawn.startsWith(`${last.key}|`)))) {
      if (open) this.close();
      return;
    }
    const drawn = `${last.key}|${last.fresh}`;
    if (open && drawn === this.drawn) return;
    const sheet = this.sheet();
    const hadFocus = sheet.contains(document.activeElement);
    sheet.replaceChildren(
      summaryEl(last, names, you, () => {
        this.dismissed.add(last.key);
        sheet.close();
      }),
    );
    this.drawn = drawn;
    if (!last.fresh) this.closeSoon(last.key);
    if (!sheet.open) {
      this.openedAt = Date.now();
      sheet.show();
      placeAboveBar(sheet);
    } else if (!hadFocus) return;
    sheet.querySelector<HTMLElement>('[data-key="summary-close"]')?.focus({ preventScroll: true });
  }

  /** The next round has moved on: this summary closes once it has been up READ_MS. */
  private closeSoon(key: string): void {
    if (this.closing === key) return;
    this.closing = key;
    setTimeout(
      () => {
        if (this.closing === key && this.drawn.startsWith(`${key}|`)) this.close();
      },
      Math.max(0, this.openedAt + READ_MS - Date.now()),
    );
  }

  private close(): void {
    this.drawn = "";
    this.dialog?.close();
  }

  private sheet(): HTMLDialogElement {
    if (this.dialog) return this.dialog;
    const d = h("dialog", { class: "round-summary", "aria-labelledby": "round-summary-title" });
    // Escape closes it for good, as Continue does (the sheet is not modal, so the page listens).
    document.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && d.open) d.close();
    });
    d.addEventListener("close", () => {
      const key = this.drawn.split("|")[0];
      if (key) this.dismissed.add(key);
      this.drawn = "";
      // Back to the table: on your turn, to the first move you can make.
      document.querySelector<HTMLElement>("#moves button:not([disabled])")?.focus();
    });
    document.body.append(d);
    this.dialog = d;
    return d;
  }
}

/**
 * Keeps the open sheet just above the move bar, wherever the bar is: stuck to the bottom
 * of a phone's screen, or in the page's flow above the bottom of a laptop's screen when
 * the table is short. Measured as the sheet opens and whenever the bar or the view changes.
 */
function placeAboveBar(d: HTMLDialogElement): void {
  const moves = document.getElementById("moves");
  if (!moves) return;
  const place = () => {
    if (!d.open) return;
    const gap = Math.min(innerHeight, Math.max(0, innerHeight - moves.getBoundingClientRect().top));
    d.style.bottom = `${Math.round(gap + 8)}px`;
    d.style.maxHeight = `${Math.round(innerHeight - gap - 16)}px`;
  };
  place();
  if (d.dataset.placed) return;
  d.dataset.placed = "1";
  new ResizeObserver(place).observe(moves);
  addEventListener("scroll", place, { passive: true });
  addEventListener("resize", place);
}

/** "Ann banks 15" in Ann's own row reads "Banks 15". */
function withoutName(text: string, name: string): string {
  if (!name || !text.startsWith(`${name} `)) return text;
  const rest = text.slice(name.length + 1);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function summaryEl(e: RoundEnd, names: string[], you: number | null, close: () => void): HTMLElement {
  const name = (seat: number) =>
    seat === you ? fmt(tm.tYouParen, { name: names[seat]! }) : (names[seat] ?? fmt(tm.tSeatN, { n: seat }));
  // The sheet is read by a screen reader cell by cell: its cards' suits are words there too.
  const said = (text: string) => logNodes(humanLog(text));
  return h(
    "div",
    { class: "rs-body" },
    h(
      "div",
      { class: "rs-head" },
      h("h2", { id: "round-summary-title" }, e.title),
      h("button", { type: "button", class: "quiet", "data-key": "summary-close", onclick: close }, tm.tContinue),
    ),
    e.how ? h("p", { class: "rs-how" }, ...said(e.how)) : null,
    h(
      "table",
      { class: "rs-table" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, tm.tPlayer),
          h("th", { scope: "col" }, e.resultLabel ?? tm.tThisRound),
          h("th", { scope: "col" }, e.pointsLabel),
          h("th", { scope: "col" }, e.totalLabel),
        ),
      ),
      h(
        "tbody",
        {},
        ...e.rows.map((r) =>
          h(
            "tr",
            { class: r.best ? "best" : "" },
            h("th", { scope: "row" }, name(r.seat)),
            h("td", { class: "rs-result" }, ...logNodes(withoutName(humanLog(r.result), names[r.seat] ?? ""))),
            h("td", { class: "rs-points" }, r.points),
            h("td", { class: "rs-total" }, r.total),
          ),
        ),
      ),
    ),
    e.extra ?? null,
    // Once the next round has moved on, what came "next" is already past.
    e.fresh ? h("p", { class: "rs-next" }, ...said(e.next)) : null,
  );
}

/** The one-line copy of a summary in the full log. */
export function summaryLine(e: RoundEnd, names: string[]): HTMLElement {
  return h("li", { class: "log-summary" }, h("b", {}, `${e.title}: `), standings(e, names), ".");
}

/**
 * The round's end as a screen reader hears it, in one go, in place of a line per card or die
 * shown: the log's lines from `from` before the move that ended the round and that move's first
 * ("Bob stands."), then "Round 2 is over. Ann's 20 beats Bob's 18. Ann +20 (total 35), Bob 0
 * (total 18). Next: …", then the lines of any later moves; suits as words.
 */
export function roundSaid(
  e: RoundEnd,
  names: string[],
  log: readonly { text: string; n: number }[],
  from: number,
): string {
  const endN = log[e.at]!.n;
  const said: string[] = [];
  let first = true;
  for (const l of log.slice(from))
    if (l.n !== endN) said.push(l.text);
    else if (first) {
      first = false;
      said.push(l.text, `${e.title}.`, e.how, `${standings(e, names)}.`, e.fresh ? e.next : "");
    }
  return said
    .filter(Boolean)
    .map((t) => spokenLog(humanLog(t)))
    .join(" ");
}

/** "Ann +20 (total 35), Bob 0 (total 18)". */
function standings(e: RoundEnd, names: string[]): string {
  return e.rows
    .map((r) => `${names[r.seat]} ${r.points}${r.total ? ` (${e.totalLabel.toLowerCase()} ${r.total})` : ""}`)
    .join(", ");
}
