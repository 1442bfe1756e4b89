// The Twelves table drawn in Chromium for every view of seeded random playouts
// (2–6 seats, one or two games, a low table limit now and then): every legal
// move of every seat can be made through its buttons and their in-place
// questions, and no button sends a move that is not legal; no seat's block
// shows another seat's faces; nothing throws, the finished match included.
// The engine and the renderer run together in the page, without a service.
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startBrowser } from "./harness";

const PAGE_SCRIPT = `
import { twelves } from "./src/engine/twelves";
import { twelves as renderer } from "./web/src/games/twelves";
import { loadChoices } from "./web/src/games/twelves/moves";

function rng(seed) {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

function viewOf(st, you, names) {
  const over = st.stage === "over";
  return {
    id: "t", game: "twelves", status: over ? "finished" : "playing", version: st.version,
    seats: names.map((name, seat) => ({ seat, name })), seatsTotal: names.length, you,
    toAct: twelves.toAct(st), legal: you === null ? [] : twelves.legal(st, you),
    state: twelves.view(st, you), log: [], commitment: "", result: twelves.result(st) ?? undefined,
  };
}

function ctxOf(view, names, previous, choice, sent, asked) {
  return { view, names, busy: false, choice, previous, send: (m) => sent.add(JSON.stringify(m)), choose: (c) => { if (c !== null) asked.push(c); } };
}

/** Every move the viewer can send by pressing buttons, following each in-place question. */
function reachable(view, names) {
  const sent = new Set();
  const seen = new Set();
  const queue = [null];
  while (queue.length) {
    const choice = queue.shift();
    if (seen.has(choice)) continue;
    seen.add(choice);
    const asked = [];
    const node = renderer.moves(ctxOf(view, names, null, choice, sent, asked));
    if (node) for (const b of node.querySelectorAll("button:not([disabled])")) b.click();
    queue.push(...asked);
  }
  return sent;
}

// The action menu's questions load with the first menu a page draws; here they are loaded
// first, so that every menu is drawn whole when it is asked for.
window.twelvesPlayouts = async (count) => {
  await loadChoices();
  const problems = [];
  let views = 0, checked = 0;
  for (let p = 0; p < count; p++) {
    const seats = 2 + (p % 5);
    const names = Array.from({ length: seats }, (_, i) => "P" + i);
    const opts = twelves.parseOptions({ games: 1 + (p % 2), tableLimit: p % 3 === 0 ? 4 : 64 }, seats);
    let st = twelves.setup({ seats, seed: (p + 1).toString(16).padStart(2, "0").repeat(32), options: opts.value });
    const pick = rng(p + 7);
    const previous = new Map();
    for (let step = 0; ; step++) {
      for (const you of [null, ...names.map((_, s) => s)]) {
        const view = viewOf(st, you, names);
        let node;
        try {
          node = renderer.table(ctxOf(view, names, previous.get(you) ?? null, null, new Set(), []));
        } catch (e) {
          problems.push("playout " + p + " step " + step + " viewer " + you + ": table threw " + e);
          continue;
        }
        views++;
        previous.set(you, view);
        const leaks = node.querySelectorAll("section.seat:not(.mine) .d12:not(.back)").length;
        if (leaks) problems.push("playout " + p + " step " + step + " viewer " + you + ": " + leaks + " faces of others' dice shown");
        if (you === null && node.querySelector(".hand.mine")) problems.push("playout " + p + ": the spectator has a hand");
        if (you === null || view.legal.length === 0) continue;
        const want = new Set(view.legal.map((m) => JSON.stringify(m)));
        const got = reachable(view, names);
        checked++;
        for (const m of want) if (!got.has(m)) problems.push("playout " + p + " step " + step + " seat " + you + ": no button for " + m);
        for (const m of got) if (!want.has(m)) problems.push("playout " + p + " step " + step + " seat " + you + ": a button sends " + m + ", which is not legal");
      }
      if (st.stage === "over" || step > 600 || problems.length > 20) break;
      // Mostly the seat to act; now and then a seat that is out watches.
      const outside = names.map((_, s) => s).filter((s) => !twelves.toAct(st).includes(s) && twelves.legal(st, s).length > 0);
      const seat = outside.length && pick(8) === 0 ? outside[pick(outside.length)] : twelves.toAct(st)[0];
      const legal = twelves.legal(st, seat);
      // Betting: leaving ends games fast, so it is picked less often.
      const stay = legal.filter((m) => m.type !== "leave");
      const from = st.stage === "betting" && stay.length && pick(6) !== 0 ? stay : legal;
      const r = twelves.apply(st, seat, from[pick(from.length)]);
      if (!r.ok) { problems.push("playout " + p + ": legal move refused " + r.error.code); break; }
      st = r.value;
    }
    if (st.stage !== "over") problems.push("playout " + p + " did not finish");
  }
  return { problems, views, checked };
};
`;

let browser: Browser;
let script: string;

beforeAll(async () => {
  const out = await build({
    stdin: { contents: PAGE_SCRIPT, resolveDir: ROOT, sourcefile: "twelves-playouts.ts", loader: "ts" },
    bundle: true,
    write: false,
    format: "iife",
    target: "es2022",
    platform: "browser",
    logLevel: "warning",
  });
  script = out.outputFiles[0]!.text;
  browser = await startBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("Twelves moves and table over random playouts", () => {
  it("offers exactly the legal moves as buttons and never shows another seat's dice", async () => {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><body><div id=moves></div></body></html>");
    await page.addScriptTag({ content: script });
    const r = await page.evaluate(() =>
      (
        window as unknown as {
          twelvesPlayouts(n: number): Promise<{ problems: string[]; views: number; checked: number }>;
        }
      ).twelvesPlayouts(12),
    );
    expect(r.problems).toEqual([]);
    expect(r.checked).toBeGreaterThan(500);
    expect(r.views).toBeGreaterThan(r.checked);
  });
});
