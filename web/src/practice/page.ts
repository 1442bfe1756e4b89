// Draws the practice table and keeps it going: the person's moves go to the table
// (./host.ts), and whenever the game waits for a bot, that bot moves after a short
// visible pause ("Bot Ada (easy) is thinking…"), so a table of bots reads at a
// person's pace. The table, move buttons, round summaries and result are the real
// table's own (web/src/games/*, ../play/round-summary.ts, ../play/end-sheet.ts).
import type { View } from "../../../src/protocol/view";
import type { GameRenderer, TableContext } from "../games/renderer";
import { setTitle } from "../lib/announce";
import { byId, h, replaceContent } from "../lib/dom";
import { inPageLanguage } from "../lib/error-words";
import { humanLog, logNodes, recentLines } from "../lib/log-text";
import { scoreUnit } from "../lib/match-text";
import { seatNames } from "../lib/seats";
import { EndSheet } from "../play/end-sheet";
import { startKeys } from "../play/keys-start";
import { followFocus, keepFocusInMoves } from "../play/move-focus";
import { isYourTurn, narrate } from "../play/narrate";
import { RoundSummary, roundSaid, summaryLine } from "../play/round-summary";
import { keepSeatInView } from "../play/seat-in-view";
import { extraStyles } from "../lib/extra-styles";
import { endPanel } from "./end";
import type { TableHost } from "./host";
import type { Answer } from "./messages";
import type { PracticeSetup } from "./params";
import { T } from "./texts";

/**
 * The pause before a bot's move, so a person sees each move land. A browser driven
 * by automation (navigator.webdriver: the browser tests) gets a short one, so a
 * whole match is quick to play through; a person never has that flag set.
 */
const BOT_PAUSE_MS = navigator.webdriver ? 30 : 900;

export class PracticePage {
  private view: View;
  private shown: View | null = null;
  private busy = false;
  private choice: string | null = null;
  private error: string | null = null;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly summary = new RoundSummary();
  private readonly sheet = new EndSheet(() => this.render());
  private readonly name: string;

  constructor(
    private readonly host: TableHost,
    private readonly renderer: GameRenderer,
    private readonly setup: PracticeSetup,
    first: View,
  ) {
    this.view = first;
    this.name = setup.game.name;
    followFocus();
    startKeys(() => import("../play/move-keys"), { view: () => this.view, names: () => seatNames(this.view) });
    narrate(null, first, this.name);
    this.render();
    this.nextBot();
  }

  private accept(a: Answer): void {
    this.busy = false;
    if (!a.ok) {
      // The rules refuse in English; the page says it in its own language.
      void inPageLanguage(a.code, a.message).then((text) => {
        this.error = text;
        this.render();
      });
      return;
    }
    const prev = this.view;
    if (a.view.version !== prev.version) this.choice = null;
    this.error = null;
    this.view = a.view;
    narrate(prev, a.view, this.name, this.renderer, async () => roundSaid);
    this.render();
    this.nextBot();
  }

  private send(move: unknown): void {
    if (this.busy) return;
    this.busy = true;
    this.render();
    void this.host.play(move).then((a) => this.accept(a));
  }

  /** The next bot's move, after the pause, when the game waits for one. */
  private nextBot(): void {
    const v = this.view;
    if (this.botTimer !== null || v.status !== "playing" || !v.toAct.some((s) => s !== v.you)) return;
    this.botTimer = setTimeout(() => {
      void this.host.bot().then((a) => {
        this.botTimer = null;
        // Each decision's time, as User Timing entries anyone may read (npm run bench -- --practice does).
        if (a.ok && a.decision)
          performance.measure("tablelink:bot-decision", {
            start: performance.now() - a.decision.ms,
            duration: a.decision.ms,
            detail: { choices: a.decision.choices, level: this.setup.level },
          });
        this.accept(a);
      });
    }, BOT_PAUSE_MS);
  }

  private ctx(names: string[]): TableContext {
    return {
      view: this.view,
      names,
      send: (m) => this.send(m),
      busy: this.busy,
      choice: this.choice,
      choose: (c) => {
        const fromMoves = byId("moves").contains(document.activeElement);
        this.choice = c;
        this.render();
        if (fromMoves) byId("moves").querySelector<HTMLElement>("button:not([disabled])")?.focus();
      },
      previous: this.shown && this.shown.version !== this.view.version ? this.shown : null,
    };
  }

  private turnLine(names: string[]): HTMLElement | null {
    const v = this.view;
    if (v.status !== "playing") return null;
    if (isYourTurn(v)) return h("p", { class: "your-turn" }, T.yourTurn);
    const bots = v.toAct.filter((s) => s !== v.you).map((s) => names[s]!);
    return h(
      "p",
      { class: "waiting-for thinking" },
      bots.length === 1 ? T.thinking(bots[0]!) : T.waitingFor(bots.join(T.and)),
    );
  }

  render(): void {
    const v = this.view;
    const names = seatNames(v);
    const ctx = this.ctx(names);
    setTitle(T.title(this.name), isYourTurn(v), v.status === "finished");
    const lines = recentLines(v.log, v.you).map((e) => humanLog(e.text));
    replaceContent(byId("happened"), ...logNodes(lines.join(" ") || T.begun));
    const ends = this.renderer.roundEnds?.(ctx) ?? [];
    const byLine = new Map(ends.map((e) => [e.at, e]));
    replaceContent(
      byId("log-list"),
      ...v.log.flatMap((e, i) => {
        const end = byLine.get(i);
        const li = h("li", {}, ...logNodes(humanLog(e.text)));
        return end ? [li, summaryLine(end, names)] : [li];
      }),
    );
    if (ends.length > 0) void extraStyles();
    const err = byId("error");
    err.hidden = !this.error;
    err.textContent = this.error ?? "";
    const panel = endPanel(v, names, scoreUnit(v.game, this.setup.seats), this.setup);
    const result = panel ? this.sheet.hold(panel, "end") : null;
    replaceContent(byId("stage"), result, this.renderer.table(ctx));
    replaceContent(byId("moves"), this.turnLine(names), this.renderer.moves?.(ctx) ?? null);
    if (this.error) byId("moves").prepend(h("p", { class: "error move-error" }, this.error));
    byId("moves").classList.toggle("yours", isYourTurn(v));
    // Tells the round summary how tall the move bar is (it sits above it), and brings your seat into view.
    keepSeatInView(isYourTurn(v) ? `practice:${v.version}` : null);
    keepFocusInMoves(v.status !== "playing" ? null : isYourTurn(v) ? `practice:${v.version}` : "practice:others");
    this.summary.update(v.status === "playing" ? ends : [], names, v.you);
    this.shown = v;
  }
}
