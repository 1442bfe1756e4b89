// The match's end comes to the player: when a match ends (the last move, a
// resignation, a timeout), and again whenever the rematch changes (an offer, an
// answer, the new table), the result panel opens as a sheet over the board, at
// the bottom of a phone's screen or in the middle of a larger one, with focus on
// its heading. m.sBackToTable, Escape or a tap beside it closes it; the panel
// then sits at the top of the table as before, and focus goes back to where it
// was (or to the panel's heading, when that control is gone).
import { extraStyles } from "../lib/extra-styles";
import { h } from "../lib/dom";
import * as m from "../i18n/messages";

export class EndSheet {
  private dialog: HTMLDialogElement | null = null;
  /** What the sheet last came up for: it comes up again only when this changes. */
  private shownFor = "";
  private opener: HTMLElement | null = null;
  private opening = false;

  /** `closed`: draw the page again (the panel moves into the sheet, or back to the table). */
  constructor(private readonly closed: () => void) {}

  /**
   * Where the result panel goes this draw: into the sheet when it is open (or
   * opens now, because `event` is new), else back to the caller to sit on the table.
   */
  hold(panel: HTMLElement, event: string): HTMLElement | null {
    if (event !== this.shownFor && !this.opening) {
      this.shownFor = event;
      this.open();
    }
    const d = this.dialog;
    if (!d || (!d.open && !this.opening)) return panel;
    const active = document.activeElement;
    const key = active && d.contains(active) ? active.getAttribute("data-key") : null;
    const hadFocus = active !== null && d.contains(active);
    d.replaceChildren(panel, this.closeButton());
    if (key) d.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
    else if (hadFocus || document.activeElement === document.body) this.focusHeading();
    return null;
  }

  private open(): void {
    this.opening = true;
    const active = document.activeElement;
    this.opener = active instanceof HTMLElement && active !== document.body ? active : this.opener;
    // Its styles come with the other rarely shown parts; the sheet opens once they apply.
    void extraStyles().then(() => {
      this.opening = false;
      const d = this.sheet();
      if (!d.open) d.showModal();
      // Drawing again puts the panel into the sheet and focus on its heading.
      this.closed();
    });
  }

  private sheet(): HTMLDialogElement {
    if (this.dialog) return this.dialog;
    const d = h("dialog", { id: "end-sheet", class: "end-sheet", "aria-labelledby": "standings-title" });
    // A tap beside the sheet closes it, as a phone's bottom sheet does.
    d.addEventListener("click", (ev) => {
      if (ev.target === d) d.close();
    });
    d.addEventListener("close", () => {
      const back = this.opener;
      this.closed();
      if (back?.isConnected && !back.closest("dialog")) back.focus();
      else this.focusHeading();
    });
    document.body.append(d);
    this.dialog = d;
    return d;
  }

  private closeButton(): HTMLElement {
    return h(
      "form",
      { method: "dialog", class: "end-close" },
      h("button", { type: "submit", "data-key": "end-close" }, m.sBackToTable),
    );
  }

  /** The result's heading, wherever the panel is now: the sheet when open, else the table. */
  private focusHeading(): void {
    // While the sheet fills, the table may still hold the panel it drew last: look in the sheet first.
    const where = this.dialog?.open ? this.dialog : document.getElementById("stage");
    const title = where?.querySelector<HTMLElement>("#standings-title");
    if (!title) return;
    title.tabIndex = -1;
    title.focus({ preventScroll: true });
    // Back on the table, the whole result is brought into view with its heading.
    if (!this.dialog?.open) title.closest("section")?.scrollIntoView({ block: "start" });
  }
}
