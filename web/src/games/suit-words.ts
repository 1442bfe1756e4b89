// A suit sign in a table's text ("Play 4♠", "Failed: 7♠ matched 7♥") is read by a screen
// reader as "black spade suit": each sign is hidden from it and followed by its word in
// hidden text (" spades"), so "Play 4♠" is heard "Play 4 spades"; the screen is unchanged.
// (An image named "spades" would be joined to the rank: "Play 4spades".)
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
        .map((p, i) =>
          i % 2
            ? h(
                "span",
                {},
                h("span", { "aria-hidden": "true" }, p),
                h("span", { class: "sr-only" }, ` ${SUIT_WORD[p]}`),
              )
            : p,
        ),
    );
  return root;
}
