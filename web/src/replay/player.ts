// The step-through replay shared by the match page and finished-match embeds:
// the whole table at any move, hidden information face up, with buttons, a
// slider, a round list and the keyboard (←/→ one move, Home/End).
import type { MatchRecord, View } from "../../../src/protocol";
import type { GameRenderer, TableContext } from "../games/renderer";
import { h, replaceContent } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";
import { plural } from "../i18n/plural";
import { humanLog } from "../lib/log-text";
import { markAt, roundMarks } from "./rounds";
import { namesOf, stepLines, stepView } from "./step-view";
import type { Steps } from "./steps";

export interface ReplayPlayer {
  el: HTMLElement;
  go(step: number): void;
  /** ←/→/Home/End; true when the key was used. */
  key(ev: KeyboardEvent): boolean;
}

const nothing = () => undefined;

function position(step: number, last: number): string {
  return step === 0 ? plural(msg.rpStart, last) : fmt(msg.rpMoveOf, { step, last });
}

export function replayPlayer(
  record: MatchRecord,
  steps: Steps,
  renderer: GameRenderer | undefined,
  start: number,
): ReplayPlayer {
  const { def, log, states } = steps;
  const last = states.length - 1;
  const names = namesOf(record);
  const marks = roundMarks(def, states);
  let step = -1;
  let shown: View | null = null;

  // Symbols always; the words only where there is room (replay.css).
  const sym = (t: string) => h("span", { "aria-hidden": "true" }, t);
  const word = (t: string) => h("span", { class: "word", "aria-hidden": "true" }, t);
  const button = (key: string, label: string, content: HTMLElement[], to: () => number) =>
    h(
      "button",
      {
        type: "button",
        class: "quiet",
        "data-key": `replay-${key}`,
        "aria-label": label,
        title: label,
        onclick: () => go(to()),
      },
      ...content,
    );
  const first = button("first", msg.rpFirst, [sym("◀◀")], () => 0);
  const back = button("back", msg.rpBackOne, [sym("◀"), word(msg.rpBack)], () => step - 1);
  const forward = button("forward", msg.rpForwardOne, [word(msg.rpForward), sym("▶")], () => step + 1);
  const end = button("end", msg.rpLast, [sym("▶▶")], () => last);
  const pos = h("span", { class: "replay-pos", "aria-live": "polite" });
  const slider = h("input", {
    type: "range",
    min: 0,
    max: last,
    value: 0,
    class: "replay-slider",
    "aria-label": msg.rpMove,
    "data-key": "replay-slider",
  });
  slider.addEventListener("input", () => go(Number(slider.value)));
  const jump =
    marks.length > 1
      ? h(
          "select",
          {
            class: "replay-jump",
            "aria-label": msg.rpJump,
            "data-key": "replay-jump",
            onchange: (ev: Event) => go(Number((ev.target as HTMLSelectElement).value)),
          },
          ...marks.map((m) => h("option", { value: m.step }, m.label)),
        )
      : null;
  const line = h("p", { class: "replay-line" });
  const table = h("div", { class: "replay-table" });
  const hidden = h("div", { class: "replay-hidden" });
  const broken = steps.broken
    ? h("p", { class: "error" }, fmt(msg.rpBroken, { n: steps.broken.index + 1, why: steps.broken.message }))
    : null;

  const el = h(
    "section",
    { class: "replay", "aria-label": msg.rpMoveByMove },
    h(
      "div",
      { class: "replay-controls", role: "toolbar", "aria-label": msg.rpStepThrough },
      first,
      back,
      pos,
      forward,
      end,
      jump,
    ),
    slider,
    broken,
    line,
    table,
    hidden,
  );

  function go(to: number): void {
    const next = Math.max(0, Math.min(last, Number.isFinite(to) ? Math.trunc(to) : 0));
    if (next === step) return;
    const prevStep = step;
    step = next;
    const state = states[step]!;
    const view = stepView(record, def, state, names, log);
    const ctx: TableContext = {
      view,
      names,
      send: nothing,
      busy: false,
      choice: null,
      choose: nothing,
      // Motion only for a single step forward, as in live play.
      previous: prevStep === step - 1 ? shown : null,
      revealed: def.reveal(state),
    };
    pos.textContent = position(step, last);
    el.dataset.step = String(step);
    slider.value = String(step);
    const had = document.activeElement;
    first.disabled = back.disabled = step === 0;
    forward.disabled = end.disabled = step === last;
    // A pressed button now disabled would drop focus to the page: the way back from that end takes it.
    if (had instanceof HTMLButtonElement && had.disabled) (step === 0 ? forward : back).focus();
    if (jump) jump.value = String(markAt(marks, step)?.step ?? 0);
    const said = stepLines(view).map(humanLog);
    line.textContent = said.join(" ") || (step === 0 ? msg.rpTableSet : "");
    replaceContent(table, renderer ? renderer.table(ctx) : h("p", {}, fmt(msg.cannotDraw, { game: record.game })));
    replaceContent(hidden, renderer?.revealed?.(ctx) ?? null);
    shown = view;
  }

  function key(ev: KeyboardEvent): boolean {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return false;
    const t = ev.target as HTMLElement | null;
    // The slider and the round list move by their own keys.
    if (t && /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)) return false;
    const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last }[ev.key];
    if (to === undefined) return false;
    go(to);
    return true;
  }

  go(start);
  return { el, go, key };
}
