// The time left for each seat on the clock, ticking once a second between live
// updates. The deadline itself comes from the server; only the display ticks here.
// The text is drawn by ./countdown-draw, loaded at the first table with a clock.
import type { View } from "../../../src/protocol";
import { h } from "../lib/dom";
import { asyncOf } from "./fields";

export class Countdown {
  readonly el = h("p", { class: "countdown", hidden: true });
  private view: View | null = null;
  private names: string[] = [];
  private drawer: typeof import("./countdown-draw").drawDeadlines | null = null;
  private loading = false;

  update(v: View, names: string[]): void {
    this.view = v;
    this.names = names;
    this.draw();
  }

  private draw(): void {
    const v = this.view;
    const clock = v ? asyncOf(v).clock : null;
    const shown = v?.status === "playing" && (clock?.deadlines ?? []).length > 0;
    // Shown once its text is there: an empty line first would push the table down.
    this.el.hidden = !shown || !this.drawer;
    if (!shown || !clock || !v) return;
    if (this.drawer) return this.drawer(this.el, v, clock, this.names);
    if (this.loading) return;
    this.loading = true;
    void import("./countdown-draw").then((m) => {
      this.drawer = m.drawDeadlines;
      setInterval(() => this.draw(), 1000);
      this.draw();
    });
  }
}
