// "Your tables" on the home page: every table this browser holds a seat at, fed
// by one POST /api/tables. Your move on top, then the latest change first;
// finished tables folded below with their result; a seat link that no longer
// works is marked, not dropped, and a seat handed on to someone else says who
// took it over, with a link to watch. Refreshed when the page becomes visible and every
// 30 s while it is; your clock counts down every second in between. Offline, the
// last answer is shown with a note saying so.
import type { TableAnswer, TableEntry, TableError, TableReplaced } from "../../../src/protocol/tables";
import { call } from "../lib/api";
import { h, replaceContent } from "../lib/dom";
import { botMark } from "../parts/bot-mark";
import { dropSeat, heldSeat, holdSeat } from "../lib/seat-store";
import { cachedTables, cacheTables, heldTables, type HeldTable } from "./held-seats";
import { age, byUrgency, clockText, gameName, others, turnText } from "./table-words";
import * as m from "../i18n/messages";
import { fmt, LANG } from "../i18n/format";
import { localDay } from "../i18n/when";

const REFRESH_MS = 30_000;
const BATCH = 100;

type Answer = TableAnswer;

const agePrefix = (e: TableEntry) =>
  e.status === "waiting" ? m.sCreated : e.status === "finished" ? m.sEnded : e.version === 0 ? m.sStarted : m.sLastMove;

/** "with Bot Ada (easy) and Pat", each bot's name followed by its mark. */
function othersMarked(e: TableEntry): (string | Node)[] {
  const rest = e.seats.filter((s) => s.seat !== e.seat);
  if (rest.length === 0 || !rest.some((s) => s.bot)) return [others(e)];
  const out: (string | Node)[] = [m.sWith];
  rest.forEach((s, i) => {
    if (i > 0) out.push(i === rest.length - 1 ? m.rpAndSep : ", ");
    out.push(s.name);
    if (s.bot) out.push(botMark());
  });
  return out;
}

export class TablesList {
  readonly el = h("section", { class: "panel your-tables", "aria-labelledby": "your-tables-title" });
  private readonly note = h("p", { class: "tables-note", role: "status" });
  private readonly body = h("div", { class: "tables-body" });
  private answers: Answer[] = [];
  private undo: { held: HeldTable; at: number } | null = null;
  private refreshing = false;

  /** `drawn` is told after every drawing, once the list has its new height. */
  constructor(
    extra: HTMLElement[] = [],
    private readonly drawn: () => void = () => undefined,
    /** Draws what else the list keeps (the clubs) and says how many there are. */
    private readonly alsoKept: () => number = () => 0,
  ) {
    this.el.append(h("h2", { id: "your-tables-title" }, m.yourTables), this.note, this.body, ...extra);
    setInterval(() => this.tick(), 1000);
    setInterval(() => {
      if (document.visibilityState === "visible") void this.refresh();
    }, REFRESH_MS);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") void this.refresh();
    });
  }

  /** Tables whose seat link no longer works (as of the last answer). */
  brokenIds(): Set<string> {
    return new Set(this.answers.filter((a) => "error" in a).map((a) => a.id));
  }

  async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      await this.load();
    } finally {
      this.refreshing = false;
    }
  }

  /** `hops`: series steps already followed in this refresh (each match of a series leads to the next). */
  private async load(hops = 0): Promise<void> {
    const held = heldTables();
    const others = this.alsoKept();
    this.el.hidden = held.length === 0 && others === 0;
    if (held.length === 0) {
      this.answers = [];
      replaceContent(this.body);
      return this.drawn();
    }
    // The first time, the last answer is drawn at once (the page keeps its room: home-first.ts),
    // then replaced by the fresh one.
    if (this.answers.length === 0 && this.body.childElementCount === 0) this.fromCache(held);
    const answers: Answer[] = [];
    for (let i = 0; i < held.length; i += BATCH) {
      const seats = held.slice(i, i + BATCH).map(({ id, token }) => ({ id, token }));
      const r = await call<{ tables: Answer[] }>("POST", "/api/tables", { seats });
      if (!r.ok) return this.offline(held, r.status === 0);
      answers.push(...r.value.tables);
    }
    // A series went on from a match: its seat is held at the next match instead, and asked for again.
    if (hops < 7 && this.followSeries(held, answers)) return this.load(hops + 1);
    this.answers = answers;
    cacheTables({ at: Date.now(), tables: answers });
    this.note.textContent = "";
    this.note.hidden = true;
    this.draw();
  }

  /** Holds each seat whose series went on at the next match (same token), in place of the finished one. */
  private followSeries(held: HeldTable[], answers: Answer[]): boolean {
    let moved = false;
    for (const a of answers) {
      const next = "next" in a ? a.next : undefined;
      const h = held.find((t) => t.id === a.id);
      if (!next || !h) continue;
      if (!heldSeat(next)) holdSeat(next, { token: h.token, seat: h.seat });
      dropSeat(a.id);
      moved = true;
    }
    return moved;
  }

  private fromCache(held: HeldTable[]): void {
    const ids = new Set(held.map((t) => t.id));
    this.answers = (cachedTables()?.tables ?? []).filter((t) => ids.has(t.id));
    if (this.answers.length > 0) this.draw();
  }

  /** The last answer (only tables still held), with a note saying how old it is. */
  private offline(held: HeldTable[], unreachable: boolean): void {
    const cache = cachedTables();
    this.fromCache(held);
    const when = cache ? fmt(m.sListFrom, { when: new Date(cache.at).toLocaleString(LANG) }) : "";
    this.note.textContent = unreachable ? fmt(m.sOfflineList, { when }) : fmt(m.sStaleList, { when });
    this.note.hidden = false;
    this.draw();
  }

  private draw(): void {
    const entries = this.answers.filter((a): a is TableEntry => !("error" in a));
    const broken = this.answers.filter((a): a is TableError => "error" in a && typeof a.error === "object");
    const handedOn = this.answers.filter((a): a is TableReplaced => "error" in a && a.error === "seat/replaced");
    const live = entries.filter((e) => e.status !== "finished").sort(byUrgency);
    const finished = entries
      .filter((e) => e.status === "finished")
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const now = Date.now();
    replaceContent(
      this.body,
      this.undo ? this.undoRow() : null,
      live.length > 0
        ? h("ul", { class: "tables" }, ...live.map((e) => this.row(e, now)))
        : h("p", { class: "muted" }, m.noTableInPlay),
      handedOn.length > 0 ? h("ul", { class: "tables" }, ...handedOn.map((e) => this.handedOnRow(e))) : null,
      broken.length > 0 ? h("ul", { class: "tables broken" }, ...broken.map((e) => this.brokenRow(e))) : null,
      finished.length > 0
        ? h(
            "details",
            { class: "finished-tables" },
            h("summary", {}, fmt(m.sFinishedN, { n: finished.length })),
            h("ul", { class: "tables" }, ...finished.map((e) => this.row(e, now))),
          )
        : null,
    );
    this.drawn();
  }

  private row(e: TableEntry, now: number): HTMLElement {
    const title = `${gameName(e)} ${others(e)}`;
    const clock = clockText(e, now);
    return h(
      "li",
      { class: `table-row${e.yourTurn ? " your-move" : ""}`, "data-id": e.id },
      h(
        "a",
        { class: "table-link", href: `/g/${encodeURIComponent(e.id)}`, "data-key": `open-${e.id}` },
        h("span", { class: "table-game" }, gameName(e)),
        " ",
        h("span", { class: "table-others" }, ...othersMarked(e)),
      ),
      h(
        "span",
        { class: "table-facts" },
        h("span", { class: e.yourTurn ? "turn mine" : "turn" }, turnText(e)),
        clock ? h("time", { class: "table-clock", datetime: e.deadline!, "data-deadline": e.deadline! }, clock) : null,
        e.series ? h("span", { class: "table-series" }, seriesScore(e)) : null,
        h(
          "span",
          { class: "table-age", "data-updated": e.updatedAt, "data-prefix": agePrefix(e) },
          `${agePrefix(e)} ${age(e.updatedAt, now)}`,
        ),
      ),
      this.removeButton(e.id, title),
    );
  }

  private brokenRow(e: TableError): HTMLElement {
    const why = e.error.code === "game/not_found" ? m.sTableGone : m.sTokenGone;
    return h(
      "li",
      { class: "table-row broken-link", "data-id": e.id },
      h(
        "span",
        { class: "table-link" },
        h("span", { class: "table-game" }, m.sBrokenLink),
        " ",
        h("span", { class: "table-others" }, fmt(m.sTableId, { id: e.id })),
      ),
      h("span", { class: "table-facts" }, h("span", { class: "turn" }, why)),
      this.removeButton(e.id, fmt(m.sBrokenTo, { id: e.id })),
    );
  }

  /** A seat someone else took over: who and when, a link to watch the table, and Remove. */
  private handedOnRow(e: TableReplaced): HTMLElement {
    const by = e.replacedBy;
    const what = by ? fmt(m.sTookOverSeat, { name: by.name, day: localDay(by.at) }) : m.sSeatHandedOn;
    return h(
      "li",
      { class: "table-row handed-on", "data-id": e.id },
      h("span", { class: "table-link" }, h("span", { class: "table-game" }, what)),
      h(
        "span",
        { class: "table-facts" },
        h("a", { class: "table-watch", href: `/g/${encodeURIComponent(e.id)}` }, m.sWatchTable),
      ),
      this.removeButton(e.id, fmt(m.sTableId, { id: e.id })),
    );
  }

  private removeButton(id: string, title: string): HTMLElement {
    return h(
      "button",
      {
        type: "button",
        class: "remove",
        "aria-label": fmt(m.sRemoveFrom, { title }),
        onclick: () => this.remove(id),
      },
      m.sRemove,
    );
  }

  /** Forgets the seat here, with an undo while the page is open (the token is the seat). */
  private remove(id: string): void {
    const held = heldTables().find((t) => t.id === id);
    if (!held) return;
    dropSeat(id);
    this.undo = { held, at: Date.now() };
    this.answers = this.answers.filter((a) => a.id !== id);
    this.draw();
  }

  private undoRow(): HTMLElement {
    const held = this.undo!.held;
    return h(
      "p",
      { class: "undo-row", role: "status" },
      m.sRemoved,
      h(
        "button",
        {
          type: "button",
          "data-key": "undo",
          onclick: () => {
            holdSeat(held.id, { token: held.token, seat: held.seat });
            this.undo = null;
            void this.refresh();
          },
        },
        m.sUndo,
      ),
    );
  }

  /** Clocks and ages move on between refreshes. */
  private tick(): void {
    const now = Date.now();
    for (const t of this.body.querySelectorAll<HTMLElement>("[data-deadline]")) {
      const left = Date.parse(t.dataset.deadline!) - now;
      t.textContent = clockText({ deadline: t.dataset.deadline! } as TableEntry, now) ?? "";
      t.classList.toggle("late", left <= 0);
    }
    for (const t of this.body.querySelectorAll<HTMLElement>("[data-updated]"))
      t.textContent = `${t.dataset.prefix} ${age(t.dataset.updated!, now)}`;
  }
}

/** A series match's score from this seat's side: its wins, then the most any other seat has. */
function seriesScore(e: TableEntry): string {
  const { bestOf, wins } = e.series!;
  const them = Math.max(0, ...wins.filter((_, seat) => seat !== e.seat));
  return fmt(m.sSeriesYou, { n: bestOf, you: wins[e.seat] ?? 0, them });
}
