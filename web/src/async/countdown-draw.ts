// The countdown's text (./countdown): drawn only at tables with a clock, so it is
// loaded the first time one is shown instead of with every table page.
import type { View } from "../../../src/protocol";
import { h, replaceContent } from "../lib/dom";
import type { asyncOf } from "./fields";
import { remaining } from "./time-left";

const LABEL: Record<string, string> = {
  "1h": "1 hour",
  "12h": "12 hours",
  "1d": "1 day",
  "3d": "3 days",
  "7d": "7 days",
};

type Clock = NonNullable<ReturnType<typeof asyncOf>["clock"]>;

export function drawDeadlines(el: HTMLElement, v: View, clock: Clock, names: string[]): void {
  const deadlines = clock.deadlines ?? [];
  const now = Date.now();
  replaceContent(
    el,
    h(
      "span",
      { class: "per-move" },
      `${LABEL[clock.timePerMove] ?? clock.timePerMove} per move${clock.timeoutLoses ? " (a timeout loses the match)" : ""} · `,
    ),
    ...deadlines.map((d, i) => {
      const left = Date.parse(d.at) - now;
      const who = d.seat === v.you ? "You" : (names[d.seat] ?? `Seat ${d.seat}`);
      return h(
        "span",
        { class: left <= 0 ? "deadline late" : "deadline", "data-seat": d.seat },
        i > 0 ? " · " : "",
        `${who}: `,
        h("time", { datetime: d.at }, left <= 0 ? "time is up" : `${remaining(left)} left`),
        // Your own move's due time, in your own time (with the day when it is not within the next 20 hours).
        d.seat === v.you && left > 0
          ? ` (due ${new Date(d.at).toLocaleString(undefined, { weekday: left > 72e6 ? "short" : undefined, hour: "2-digit", minute: "2-digit" })})`
          : "",
      );
    }),
  );
}
