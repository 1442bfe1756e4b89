// The round summary: the moment a round ends every seat sees each player's
// result, the running totals and what comes next, without clicking. It stays
// until the viewer closes it, or until the next round's first move has arrived
// and it has been on screen for at least a few seconds. The full log keeps a
// one-line copy of every round's summary where the round ended.
import type { RoundEnd } from "../games/renderer";
import { h } from "../lib/dom";
import { humanLog } from "../lib/log-text";

export { placeSummary } from "./summary-place";

/** Long enough to read a few numbers even when the next move comes at once. */
export const SUMMARY_MIN_MS = 6000;

export class RoundSummary {
  private dismissed = new Set<string>();
  private shownKey: string | null = null;
  private shownAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `rerender` is called when the minimum time has passed and the summary may go. */
  constructor(private readonly rerender: () => void) {}

  /** The summary to show now (null: none); `you` is the viewer's seat. */
  panel(ends: RoundEnd[], names: string[], you: number | null): HTMLElement | null {
    const last = ends[ends.length - 1];
    if (!last || this.dismissed.has(last.key)) return null;
    const now = Date.now();
    const justShown = this.shownKey === last.key && now - this.shownAt < SUMMARY_MIN_MS;
    if (!last.fresh && !justShown) return null;
    if (this.shownKey !== last.key) {
      this.shownKey = last.key;
      this.shownAt = now;
    }
    if (!last.fresh) this.wake(this.shownAt + SUMMARY_MIN_MS - now);
    return summaryEl(last, names, you, () => {
      this.dismissed.add(last.key);
      this.rerender();
    });
  }

  private wake(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.rerender();
    }, Math.max(0, ms) + 50);
  }
}

/** "Ann banks 15" in Ann's own row reads "Banks 15". */
function withoutName(text: string, name: string): string {
  if (!name || !text.startsWith(`${name} `)) return text;
  const rest = text.slice(name.length + 1);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function summaryEl(e: RoundEnd, names: string[], you: number | null, close: () => void): HTMLElement {
  const name = (seat: number) => (seat === you ? `${names[seat]} (you)` : (names[seat] ?? `Seat ${seat}`));
  return h(
    "section",
    { class: "round-summary", "aria-labelledby": "round-summary-title" },
    h(
      "div",
      { class: "rs-head" },
      h("h2", { id: "round-summary-title" }, e.title),
      h("button", { type: "button", class: "quiet", "data-key": "summary-close", onclick: close }, "Continue"),
    ),
    e.how ? h("p", { class: "rs-how" }, humanLog(e.how)) : null,
    h(
      "table",
      { class: "rs-table" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, "Player"),
          h("th", { scope: "col" }, e.resultLabel ?? "This round"),
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
            h("td", { class: "rs-result" }, withoutName(humanLog(r.result), names[r.seat] ?? "")),
            h("td", { class: "rs-points" }, r.points),
            h("td", { class: "rs-total" }, r.total),
          ),
        ),
      ),
    ),
    e.extra ?? null,
    h("p", { class: "rs-next" }, humanLog(e.next)),
  );
}

/** The one-line copy of a summary in the full log. */
export function summaryLine(e: RoundEnd, names: string[]): HTMLElement {
  const parts = e.rows.map(
    (r) => `${names[r.seat]} ${r.points}${r.total ? ` (${e.totalLabel.toLowerCase()} ${r.total})` : ""}`,
  );
  return h("li", { class: "log-summary" }, h("b", {}, `${e.title}: `), parts.join(", "), ".");
}
