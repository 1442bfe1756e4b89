// Which of two views of the play page's table is the later one. Views come from the
// live link and from the answers to this seat's own requests, and an answer can
// arrive after the link brought a later change.
import type { View } from "../../../src/protocol";
import { asyncOf } from "../async/fields";

/**
 * How far the table has come within one version. Pause offers and answers, chat lines and
 * rematch answers leave the version as it is, and the reply to this seat's own request can
 * arrive after the live link brought a later change: that older view must not undo it. Each
 * part only grows while the version stays, and any two views of one table are two moments of
 * one history, so the later one has come further in all of them together.
 */
function stepsWithin(v: View): number {
  const a = asyncOf(v);
  const o = a.rematchOffer;
  // The room's own lines (a pause asked, answered, begun, ended) join the log. Chat keeps its last
  // 100 lines, so past that its count no longer tells which view is later.
  return v.log.length + a.chat.length + (o ? 1 + o.accepted.length + o.declined.length : 0) + (a.rematch ? 1 : 0);
}

/** Whether `v` is another table's view, or an older view of the table `cur` shows: the page keeps `cur`. */
export function olderThan(v: View, cur: View): boolean {
  if (v.id !== cur.id || v.version < cur.version) return true;
  return v.version === cur.version && stepsWithin(v) < stepsWithin(cur);
}
