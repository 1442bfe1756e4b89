// Dates in the full log: each line's time, and the day above the first line of
// each day, in the reader's own time zone and language. They are drawn from the
// line's data (CSS, table-page-around.css), so a line's text stays the log's line.
import { LANG } from "../i18n/format";
import { localDay } from "../i18n/when";

/** A marker for one drawing of the log, line after line: each timed line gets its time, a new day its day. */
export function logDater(): (li: HTMLElement, at: string | undefined) => HTMLElement {
  let day = "";
  return (li, at) => {
    if (!at) return li;
    li.dataset.time = new Date(at).toLocaleTimeString(LANG, { hour: "2-digit", minute: "2-digit" });
    const d = localDay(at);
    if (d !== day) li.dataset.day = d;
    day = d;
    return li;
  };
}
