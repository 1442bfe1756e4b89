// The small drawn example under each game's "How to play": cards and dice in the
// same markup (and so the same CSS, web/css/parts/cards.css and twelves.css) that
// the table draws with web/src/parts/card.ts, die.ts and d12.ts. Rendered at build
// time, so the rules pages need no script to show them.
import { escapeHtml } from "./markdown";

const SUIT_SIGN: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAME: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_NAME: Record<string, string> = { A: "Ace", J: "Jack", Q: "Queen", K: "King" };

export function cardHtml(code: string, word?: string): string {
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const sign = SUIT_SIGN[suit]!;
  const red = suit === "H" || suit === "D";
  const label = `${RANK_NAME[rank] ?? rank} of ${SUIT_NAME[suit]}${word ? `, ${word}` : ""}`;
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

export function dieHtml(value: number): string {
  const pips = PIPS[value]!.map((p) => `<span class="pip p${p}"></span>`).join("");
  return `<span class="die" role="img" aria-label="die showing ${value}">${pips}</span>`;
}

function ring(r: number, n: number): string {
  return Array.from({ length: n }, (_, k) => {
    const a = ((-90 + (360 / n) * k) * Math.PI) / 180;
    return `${Math.round(r * Math.cos(a) * 10) / 10},${Math.round(r * Math.sin(a) * 10) / 10}`;
  }).join(" ");
}

export function d12Html(face: number): string {
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
    `<span class="d12" role="img" aria-label="d12 showing ${face}"><svg viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">` +
    `<polygon class="d12-body" points="${outer.join(" ")}"/>${edges}<polygon class="d12-face" points="${inner.join(" ")}"/>` +
    `<text class="d12-num${face >= 10 ? " two" : ""}" x="0" y="2" text-anchor="middle" dominant-baseline="central">${face}</text></svg></span>`
  );
}

const row = (label: string, items: string) =>
  `<div class="ex-row"><span class="ex-label">${label}</span><div class="ex-items">${items}</div></div>`;

/** One figure per game: a moment of play and what the player can do next. */
export const EXAMPLES: Record<string, string> = {
  stakes:
    `<figure class="example">` +
    row("Target 17", `${dieHtml(4)}${dieHtml(3)}<span class="ex-sum">4 + 3 + 10</span>`) +
    row("Ann: 14", `${cardHtml("9S")}${cardHtml("5H")}${cardHtml("QD", "Shield")}`) +
    `<figcaption>Ann has 14 and a shield. Bank now for 14, or flip: a 3 makes 17 exactly (+5), and a card that would bust her is thrown away by the shield.</figcaption></figure>`,
  dobbelsjanse:
    `<figure class="example">` +
    row("Middle", `${cardHtml("3C")}${cardHtml("7H")}${cardHtml("QS")}${cardHtml("9D")}`) +
    `<figcaption>Scoring now is worth 3 + 10 = 13. Another 3, 7 or 9 fails; a King would end the round.</figcaption></figure>`,
  twelves:
    `<figure class="example">` +
    row("Your hand", [7, 7, 7, 3, 3].map(d12Html).join("")) +
    `<figcaption>Five dice: three 7s and two 3s, a full house.</figcaption></figure>`,
};
