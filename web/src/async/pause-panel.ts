// A pause by agreement on the table page (docs/api.md "Pause by agreement"):
// ask for one until a date, see who answered, accept or decline, and while it
// is on, when the clock starts again, counting down. Loaded only at tables with
// a clock (./pause-slot), so a table without one never carries it.
import type { PauseView, View } from "../../../src/protocol";
import { restampLog } from "../../../src/protocol/log-time";
import { PAUSE_MAX_MS, PAUSE_MIN_MS } from "../../../src/protocol/pause";
import { announce } from "../lib/announce";
import { call } from "../lib/api";
import { h, replaceContent } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";
import { localWhen } from "../i18n/when";
import type { AsyncContext } from "./panel";

const DAY = 24 * 3_600_000;

/** "1d 23h", "5h 07m", "12m": kept here, not imported from ./countdown, which would split that out of the page's first script. */
function remaining(ms: number): string {
  const m = Math.max(0, Math.floor(ms / 60_000));
  const d = Math.floor(m / 1440);
  const hr = Math.floor((m % 1440) / 60);
  if (d > 0) return fmt(msg.sDaysHours, { d, h: hr });
  return hr > 0 ? fmt(msg.sHoursMinutes, { h: hr, m: String(m % 60).padStart(2, "0") }) : fmt(msg.sMinutes, { m });
}

/** A datetime-local input's value for `ms`, in local time. */
function inputValue(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

export class PausePanel {
  readonly el = h("section", { class: "panel pause-panel", "aria-label": msg.sPause });
  private readonly state = h("div", { class: "pause-state" });
  private readonly until = h("input", { type: "datetime-local", id: "pause-until", name: "until", required: true });
  private readonly ask = h(
    "details",
    { class: "pause-ask" },
    h("summary", {}, msg.sPauseTable),
    h("p", { class: "hint" }, msg.sPauseHint),
    h("label", { for: "pause-until" }, msg.sPauseUntil),
    this.until,
    h(
      "button",
      { type: "button", class: "primary", "data-key": "pause-ask", onclick: () => void this.send() },
      msg.sAskPause,
    ),
  ) as HTMLDetailsElement;
  private readonly message = h("p", { class: "pause-error", role: "alert", hidden: true });
  private busy = false;
  /** What the state shows now: a render that would draw the same leaves it alone (see update). */
  private drawn = "";

  constructor(private readonly ctx: () => AsyncContext) {
    this.el.append(this.state, this.ask, this.message);
    this.ask.addEventListener("toggle", () => {
      if (!this.ask.open) return;
      const now = Date.now();
      this.until.min = inputValue(now + PAUSE_MIN_MS + 60_000);
      this.until.max = inputValue(now + PAUSE_MAX_MS - 60_000);
      if (!this.until.value) this.until.value = inputValue(now + DAY);
    });
    setInterval(() => this.tick(), 1000);
  }

  update(): void {
    const { view: v, token, names } = this.ctx();
    const p = v.pause as PauseView | undefined;
    const seated = Boolean(token) && v.you !== null && !((v.resigned as number[] | undefined) ?? []).includes(v.you);
    this.ask.hidden = Boolean(p) || !seated || v.status !== "playing";
    if (!p) {
      this.drawn = "";
      replaceContent(this.state);
      return;
    }
    const name = (s: number) => (s === v.you ? msg.sYouCap : (names[s] ?? fmt(msg.sSeat, { n: s })));
    const answers = Object.entries(p.answers).map(([s, a]) =>
      h(
        "li",
        {},
        `${name(Number(s))}: ${a === "accepted" ? msg.sYes : a === "declined" ? msg.sNo : msg.sNotAnsweredYet}`,
      ),
    );
    const mine = v.you === null ? undefined : p.answers[v.you];
    const buttons: HTMLElement[] = [];
    if (seated && !p.active && mine === null)
      buttons.push(
        this.button("pause-accept", msg.sAcceptPause, "primary", () => this.answer(true)),
        this.button("pause-decline", msg.sDecline, "", () => this.answer(false)),
      );
    // Not answered yet: Accept or Decline say it all; otherwise the offer (or the pause) can be ended.
    if (seated && (p.active || mine !== null))
      buttons.push(
        this.button(
          "pause-end",
          p.active ? msg.sEndPause : p.by === v.you ? msg.sWithdraw : msg.sCallOff,
          "quiet",
          () => this.end(),
        ),
      );
    const line = p.active
      ? fmt(msg.sPausedUntil, { when: localWhen(p.until) })
      : p.by === v.you
        ? fmt(msg.sYouAskPause, { when: localWhen(p.until) })
        : fmt(msg.sAsksPause, { name: name(p.by), when: localWhen(p.until) });
    // Every live update (a heartbeat, a friend connecting) renders the table. Drawing
    // the same panel again would swap its buttons under a finger: a tap whose press
    // and release straddle the swap is lost. So the panel is redrawn only when what
    // it says changes.
    const drawn = JSON.stringify([line, answers.map((li) => li.textContent), buttons.map((b) => b.outerHTML)]);
    if (drawn !== this.drawn) {
      this.drawn = drawn;
      replaceContent(
        this.state,
        h("p", { class: "pause-line", role: "status" }, line, p.active ? h("span", { class: "pause-left" }, "") : null),
        p.active ? null : h("ul", { class: "pause-answers", "aria-label": msg.sAnswers }, ...answers),
        buttons.length ? h("div", { class: "pause-buttons" }, ...buttons) : null,
      );
    }
    this.tick();
  }

  private button(key: string, text: string, cls: string, run: () => Promise<void>): HTMLButtonElement {
    return h(
      "button",
      { type: "button", class: cls, "data-key": key, disabled: this.busy, onclick: () => void run() },
      text,
    );
  }

  /** The countdown to the resume, once a second. */
  private tick(): void {
    const p = this.ctx().view.pause as PauseView | undefined;
    const left = this.state.querySelector(".pause-left");
    if (p?.active && left)
      left.textContent = fmt(msg.sClockAgain, { left: remaining(Date.parse(p.until) - Date.now()) });
  }

  private async send(): Promise<void> {
    const ms = Date.parse(this.until.value);
    if (Number.isNaN(ms)) return this.show(msg.sChooseDate);
    await this.run("POST", "", { until: new Date(ms).toISOString() });
  }

  private answer(accept: boolean): Promise<void> {
    return this.run("POST", "/answer", { accept });
  }

  private end(): Promise<void> {
    return this.run("DELETE", "", undefined);
  }

  private async run(method: string, path: string, body: unknown): Promise<void> {
    const { view, token, accept } = this.ctx();
    if (!token || this.busy) return;
    this.busy = true;
    const r = await call<View>(method, `/api/games/${encodeURIComponent(view.id)}/pause${path}`, body, token);
    this.busy = false;
    // A refusal that names a time (when the next offer may be made) says it in the reader's own time.
    if (!r.ok) return this.show(restampLog(r.message, localWhen));
    this.show(null);
    this.ask.open = false;
    accept(r.value);
  }

  private show(text: string | null): void {
    this.message.hidden = !text;
    this.message.textContent = text ?? "";
    if (text) announce(text);
  }
}
