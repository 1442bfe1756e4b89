// The move keys, the skip link's work and the table read aloud (./move-keys) load
// with the first key pressed on the page: a phone or a mouse never needs them, and
// the play page has a weight budget. Keys pressed while they load are handled once
// they are there, in order; the skip link waits for them the same way.
import type { View } from "../../../src/protocol";
import type * as Keys from "./move-keys";

/** What the keys read: the view on screen and its seat names. */
export interface KeyedTable {
  view(): View | null;
  names(): string[];
}

export function startKeys(table: KeyedTable, load: () => Promise<typeof Keys>): void {
  let keys: Promise<typeof Keys> | null = null;
  const ready = () =>
    (keys ??= load().then((m) => {
      m.startKeys(table);
      document.removeEventListener("keydown", early);
      return m;
    }));
  const early = (ev: KeyboardEvent) => void ready().then((m) => m.onKey(ev, table));
  document.addEventListener("keydown", early);
  document.getElementById("skip-move")?.addEventListener("click", (ev) => {
    ev.preventDefault();
    void ready().then((m) => m.skip(table));
  });
}
