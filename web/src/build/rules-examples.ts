// The small drawn example under each game's "How to play": cards and dice in the
// same markup (and so the same CSS, web/css/parts/cards.css and twelves.css) that
// the table draws with web/src/parts/card.ts, die.ts and d12.ts. Rendered at build
// time, so the rules pages need no script to show them; their words are the
// page language's (src/words/*/rules.ts).
import { escapeHtml } from "./markdown";
import type { RulesWords } from "./rules-page";

const SUIT_SIGN: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAME: Record<string, keyof RulesWords> = {
  S: "rulesSpades",
  H: "rulesHearts",
  D: "rulesDiamonds",
  C: "rulesClubs",
};
const RANK_NAME: Record<string, keyof RulesWords> = { A: "rulesAce", J: "rulesJack", Q: "rulesQueen", K: "rulesKing" };

/** A message's {slot}s filled in (build time: numbers are plain digits). */
const fill = (msg: string, values: Record<string, string | number>) =>
  msg.replace(/\{(\w+)\}/g, (slot, k: string) => String(values[k] ?? slot));

export function cardHtml(w: RulesWords, code: string, word?: string): string {
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const sign = SUIT_SIGN[suit]!;
  const red = suit === "H" || suit === "D";
  const rankName = RANK_NAME[rank];
  const card = fill(w.rulesCardName, { rank: rankName ? w[rankName] : rank, suit: w[SUIT_NAME[suit]!] });
  const label = word ? fill(w.rulesCardWord, { card, word }) : card;
  const corner = (pos: string) =>
    `<span class="corner ${pos}" aria-hidden="true"><b>${rank}</b><span>${sign}</span></span>`;
  return (
    `<div class="card ${red ? "red" : "black"}${word ? " face" : ""}" role="img" aria-label="${escapeHtml(label)}">` +
    corner("tl") +
    `<span class="mid" aria-hidden="true">${word ? rank : sign}</span>` +
    (word ? `<span class="word" aria-hidden="true">${word}</span>` : "") +
    corner("br") +
    `</div>`
  );
}

const PIPS: Record<number, number[]> = {
  1: [5],
  2: [3, 7],
  3: [3, 5, 7],
  4: [1, 3, 7, 9],
  5: [1, 3, 5, 7, 9],
  6: [1, 3, 4, 6, 7, 9],
};

export function dieHtml(w: RulesWords, value: number): string {
  const pips = PIPS[value]!.map((p) => `<span class="pip p${p}"></span>`).join("");
  return `<span class="die" role="img" aria-label="${escapeHtml(fill(w.rulesDieShowing, { n: value }))}">${pips}</span>`;
}

function ring(r: number, n: number): string {
  return Array.from({ length: n }, (_, k) => {
    const a = ((-90 + (360 / n) * k) * Math.PI) / 180;
    return `${Math.round(r * Math.cos(a) * 10) / 10},${Math.round(r * Math.sin(a) * 10) / 10}`;
  }).join(" ");
}

export function d12Html(w: RulesWords, face: number): string {
  const outer = ring(48, 10).split(" ");
  const inner = ring(29, 5).split(" ");
  const edges = inner
    .map((p, k) => {
      const [x1, y1] = p.split(",");
      const [x2, y2] = outer[2 * k]!.split(",");
      return `<line class="d12-edge" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
    })
    .join("");
  return (
    `<span class="d12" role="img" aria-label="${escapeHtml(fill(w.rulesD12Showing, { n: face }))}"><svg viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">` +
    `<polygon class="d12-body" points="${outer.join(" ")}"/>${edges}<polygon class="d12-face" points="${inner.join(" ")}"/>` +
    `<text class="d12-num${face >= 10 ? " two" : ""}" x="0" y="2" text-anchor="middle" dominant-baseline="central">${face}</text></svg></span>`
  );
}

const row = (label: string, items: string) =>
  `<div class="ex-row"><span class="ex-label">${label}</span><div class="ex-items">${items}</div></div>`;

/** One figure per game: a moment of play and what the player can do next. */
export function examples(w: RulesWords): Record<string, string> {
  const card = (code: string, word?: string) => cardHtml(w, code, word);
  return {
    stakes:
      `<figure class="example">` +
      row(
        escapeHtml(fill(w.rulesExTarget, { n: 17 })),
        `${dieHtml(w, 4)}${dieHtml(w, 3)}<span class="ex-sum">4 + 3 + 10</span>`,
      ) +
      row("Ann: 14", `${card("9S")}${card("5H")}${card("QD", escapeHtml(w.rulesExShield))}`) +
      `<figcaption>${escapeHtml(w.rulesExStakes)}</figcaption></figure>`,
    dobbelsjanse:
      `<figure class="example">` +
      row(escapeHtml(w.rulesExMiddle), `${card("3C")}${card("7H")}${card("QS")}${card("9D")}`) +
      `<figcaption>${escapeHtml(w.rulesExDobbelsjanse)}</figcaption></figure>`,
    twelves:
      `<figure class="example">` +
      row(escapeHtml(w.rulesExYourHand), [7, 7, 7, 3, 3].map((f) => d12Html(w, f)).join("")) +
      `<figcaption>${escapeHtml(w.rulesExTwelves)}</figcaption></figure>`,
  };
}
