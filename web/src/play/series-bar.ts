// A match of a series on the play page: the score line above the table ("Match 2 ·
// best of 5 · Ann 1–0 Bob") and, for a seat, "End the series after this match",
// asked twice as it cannot be taken back. Loaded with the page's later parts, and
// only for a series' match: a single match carries none of it.
import type { View } from "../../../src/protocol";
import type { SeriesView } from "../../../src/protocol/series";
import { announce } from "../lib/announce";
import { call } from "../lib/api";
import { byId, h, replaceContent } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { page } from "./page-state";

/** The series as the view carries it, or null for a single match. */
export const seriesOf = (v: View): SeriesView | null => (v.series as SeriesView | null | undefined) ?? null;

/** This match's number in its series: a finished match is among those played. */
export const matchNumber = (v: View, s: SeriesView) => (v.status === "finished" ? s.played : s.played + 1);

/** Whether a seat asked for this match to be the series' last (the room's line says so). */
const ending = (v: View) => v.log.some((e) => e.kind === "series");

/** Each seat's match wins: "Ann 1–0 Bob" at two seats, "Ann 1 · Bob 0 · Cy 0" at more. */
function standing(s: SeriesView, names: string[]): (HTMLElement | string)[] {
  // Each part keeps its name and number together; the line breaks only between parts.
  const part = (t: string) => h("span", { class: "series-part" }, t);
  const won = (seat: number) => s.wins[seat] ?? 0;
  if (names.length === 2) return [part(`${names[0]} ${won(0)}–${won(1)} ${names[1]}`)];
  return names.flatMap((n, seat) => (seat > 0 ? [" · ", part(`${n} ${won(seat)}`)] : [part(`${n} ${won(seat)}`)]));
}

class SeriesBar {
  readonly line = h("p", { id: "series-line", class: "series-line" });
  readonly end = h("div", { class: "series-end" });
  private asking = false;
  private busy = false;
  private error: string | null = null;
  /** The service took this seat's word: the series ends with this match (the live view will say so too). */
  private ended = false;
  private v: View | null = null;
  private token: string | undefined;

  /** Draws both parts for this view and puts them in place (or takes them away when the table plays no series). */
  update(v: View, names: string[]): void {
    this.v = v;
    this.token = page.token;
    const s = seriesOf(v);
    if (!s) {
      this.line.remove();
      this.end.remove();
      return;
    }
    const match = h("span", { class: "series-part" }, fmt(m.sSeriesMatch, { n: matchNumber(v, s), best: s.bestOf }));
    // While seats are still open, the series' length alone: the score comes with the players.
    replaceContent(this.line, match, ...(v.status === "waiting" ? [] : [" · ", ...standing(s, names)]));
    // Placed once: another panel may come to sit between the line and the table (an absent seat's offer).
    if (!this.line.isConnected) byId("stage").before(this.line);
    this.drawEnd(v);
    // Beside Resign, the other way a seat changes how long it plays.
    if (!this.end.isConnected) byId("async").querySelector(".seat-actions")?.after(this.end);
  }

  private drawEnd(v: View): void {
    const seated = Boolean(this.token) && v.you !== null;
    if (v.status !== "playing") return replaceContent(this.end);
    if (this.ended || ending(v))
      return replaceContent(this.end, h("p", { class: "series-ending", role: "status" }, m.sSeriesEnding));
    if (!seated) return replaceContent(this.end);
    const err = this.error ? h("p", { class: "error", role: "alert" }, this.error) : null;
    if (!this.asking)
      return replaceContent(
        this.end,
        h(
          "button",
          { type: "button", class: "quiet", "data-key": "series-end", onclick: () => this.ask(true) },
          m.sEndSeries,
        ),
        err,
      );
    replaceContent(
      this.end,
      h("span", { class: "confirm" }, m.sEndSeriesAsk),
      h(
        "button",
        { type: "button", class: "primary", "data-key": "series-end-yes", onclick: () => void this.endIt() },
        m.sYesEndSeries,
      ),
      h("button", { type: "button", "data-key": "series-end-no", onclick: () => this.ask(false) }, m.sKeepSeries),
      err,
    );
  }

  private ask(on: boolean): void {
    this.asking = on;
    this.error = null;
    if (!this.v) return;
    this.drawEnd(this.v);
    this.end.querySelector<HTMLElement>("button")?.focus();
  }

  private async endIt(): Promise<void> {
    const v = this.v;
    if (this.busy || !v || !this.token) return;
    this.busy = true;
    const r = await call<View>("DELETE", `/api/games/${encodeURIComponent(v.id)}/series`, undefined, this.token);
    this.busy = false;
    if (!r.ok) {
      this.error = r.message;
      announce(r.message);
      this.drawEnd(this.v!);
      return;
    }
    // The line that replaces the buttons is a status: it is heard as it appears.
    this.asking = false;
    this.ended = true;
    this.drawEnd(r.value);
  }
}

let bar: SeriesBar | null = null;

/** The page's one series bar, drawn for this view. */
export function drawSeries(v: View, names: string[]): void {
  bar ??= new SeriesBar();
  bar.update(v, names);
}
