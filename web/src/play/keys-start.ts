// The move keys, the skip link's work and the table read aloud (./move-keys) load
// with the first key pressed on the page: a phone or a mouse never needs them, and
// the play page has a weight budget. Every key goes to them once they are there, in
// the order pressed. The Tab that reaches the skip link loads them; before that (a
// screen reader's browse mode sends the page no key), the link is a plain link to
// the move bar, which the browser then focuses (tabindex -1).
import type { View } from "../../../src/protocol";
import type * as Keys from "./move-keys";

/** What the keys read: the view on screen and its seat names. */
export interface KeyedTable {
  view(): View | null;
  names(): string[];
}

/** `table`: where the view is; the play page's own (./page-state) when not given. */
export function startKeys(load: () => Promise<typeof Keys>, table?: KeyedTable): void {
  let keys: Promise<typeof Keys> | undefined;
  const ready = () =>
    (keys ??= load().then((m) => {
      m.startKeys(table);
      return m;
    }));
  addEventListener("keydown", (ev) => void ready().then((m) => m.onKey(ev)));
  // In a frame, the Tab that brings focus to the skip link is pressed on the page around it.
  document.getElementById("skip-move")?.addEventListener("focus", ready);
}
