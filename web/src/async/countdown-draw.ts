// The countdown's text (./countdown): drawn only at tables with a clock, so it is
// loaded the first time one is shown instead of with every table page.
import type { View } from "../../../src/protocol";
import * as tm from "../i18n/messages";
import { fmt, LANG } from "../i18n/format";
import { h, replaceContent } from "../lib/dom";
import type { asyncOf } from "./fields";
import { remaining } from "./time-left";

/** "12h" → "12 hours", in the page's language. */
function perMove(t: string): string {
  const n = Number.parseInt(t, 10);
  const u = t.endsWith("h") ? "hour" : t.endsWith("d") ? "day" : "";
  return u ? new Intl.NumberFormat(LANG, { style: "unit", unit: u, unitDisplay: "long" }).format(n) : t;
}

type Clock = NonNullable<ReturnType<typeof asyncOf>["clock"]>;

export function drawDeadlines(el: HTMLElement, v: View, clock: Clock, names: string[]): void {
  const deadlines = clock.deadlines ?? [];
  const now = Date.now();
  replaceContent(
    el,
    h(
      "span",
      { class: "per-move" },
      `${fmt(tm.tPerMove, { time: perMove(clock.timePerMove) })}${clock.timeoutLoses ? tm.tTimeoutLoses : ""} · `,
    ),
    ...deadlines.map((d, i) => {
      const left = Date.parse(d.at) - now;
      const who = d.seat === v.you ? tm.tYouCap : (names[d.seat] ?? fmt(tm.tSeatN, { n: d.seat }));
      return h(
        "span",
        { class: left <= 0 ? "deadline late" : "deadline", "data-seat": d.seat },
        i > 0 ? " · " : "",
        `${who}: `,
        h("time", { datetime: d.at }, left <= 0 ? tm.tTimeUp : fmt(tm.tLeft, { time: remaining(left) })),
        // Your own move's due time, in your own time (with the day when it is not within the next 20 hours).
        d.seat === v.you && left > 0
          ? fmt(tm.tDue, {
              when: new Date(d.at).toLocaleString(LANG, {
                weekday: left > 72e6 ? "short" : undefined,
                hour: "2-digit",
                minute: "2-digit",
              }),
            })
          : "",
      );
    }),
  );
}
