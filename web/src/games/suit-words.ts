// A suit sign in a table's text ("Play 4♠", "Failed: 7♠ matched 7♥") is read by a screen
// reader as "black spade suit": each sign becomes an image named by its word, as in the log
// (../lib/log-text logNodes), with a space before the word so that a button's name reads
// "Play 4 spades", not "Play 4spades". The text on screen is unchanged.
import { h } from "../lib/dom";
import { SUIT_WORD } from "../lib/log-text";

export function suitsAsWords<T extends Node>(root: T): T {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const signed: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (/[♠♥♦♣]/.test(n.nodeValue ?? "") && !n.parentElement?.closest("[role=img],[aria-hidden=true]"))
      signed.push(n as Text);
  for (const t of signed)
    t.replaceWith(
      ...t
        .nodeValue!.split(/([♠♥♦♣])/)
        .map((p, i) => (i % 2 ? h("span", { role: "img", "aria-label": ` ${SUIT_WORD[p]}` }, p) : p)),
    );
  return root;
}
