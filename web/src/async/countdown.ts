// The time left for each seat on the clock, ticking once a second between live
// updates. The deadline itself comes from the server; only the display ticks here.
import type { View } from "../../../src/protocol";
import { h, replaceContent } from "../lib/dom";
import { asyncOf } from "./fields";

/** "2d 4h", "3h 05m", "4:09", "0:00". */
export function remaining(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400),
    hr = Math.floor((s % 86400) / 3600),
    m = Math.floor((s % 3600) / 60),
    sec = s % 60;
  if (d > 0) return `${d}d ${hr}h`;
  if (hr > 0) return `${hr}h ${String(m).padStart(2, "0")}m`;
  return `${m}:${String(sec).padStart(2, "0")}`;
}

const LABEL: Record<string, string> = {
  "1h": "1 hour",
  "12h": "12 hours",
  "1d": "1 day",
  "3d": "3 days",
  "7d": "7 days",
};

export class Countdown {
  readonly el = h("p", { class: "countdown", hidden: true });
  private view: View | null = null;
  private names: string[] = [];

  constructor() {
    setInterval(() => this.draw(), 1000);
  }

  update(v: View, names: string[]): void {
    this.view = v;
    this.names = names;
    this.draw();
  }

  private draw(): void {
    const v = this.view;
    const clock = v ? asyncOf(v).clock : null;
    const deadlines = clock?.deadlines ?? [];
    this.el.hidden = v?.status !== "playing" || deadlines.length === 0;
    if (this.el.hidden || !clock) return;
    const now = Date.now();
    replaceContent(
      this.el,
      h(
        "span",
        { class: "per-move" },
        `${LABEL[clock.timePerMove] ?? clock.timePerMove} per move${clock.timeoutLoses ? " (a timeout loses the match)" : ""} · `,
      ),
      ...deadlines.map((d, i) => {
        const left = Date.parse(d.at) - now;
        const who = d.seat === v!.you ? "You" : (this.names[d.seat] ?? `Seat ${d.seat}`);
        return h(
          "span",
          { class: left <= 0 ? "deadline late" : "deadline", "data-seat": d.seat },
          i > 0 ? " · " : "",
          `${who}: `,
          h("time", { datetime: d.at }, left <= 0 ? "time is up" : `${remaining(left)} left`),
          // Your own move's due time, in your own time (with the day when it is not within the next 20 hours).
          d.seat === v!.you && left > 0
            ? ` (due ${new Date(d.at).toLocaleString(undefined, { weekday: left > 72e6 ? "short" : undefined, hour: "2-digit", minute: "2-digit" })})`
            : "",
        );
      }),
    );
  }
}
