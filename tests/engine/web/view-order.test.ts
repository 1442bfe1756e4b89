// The play page keeps the later of two views of its table. Within one version a
// pause asked and accepted, a chat line or a rematch answer moves the table on, and
// the answer to the seat's own request can arrive after the live link brought such a
// change: the older view must not undo it (CI saw a pause stay "asked" on the page
// that asked, after the other seat's accept had come over the link).
import { describe, expect, it } from "vitest";
import type { View } from "../../../src/protocol";
import { olderThan } from "../../../web/src/play/view-order";

const line = (text: string) => ({ n: 3, kind: "room", text });
const chat = (text: string, at: string) => ({ seat: 0, name: "Ann", text, at });

function view(over: Partial<View> & Record<string, unknown> = {}): View {
  return {
    id: "table0000000001",
    game: "stakes",
    status: "playing",
    version: 3,
    seats: [],
    you: 0,
    toAct: [0],
    legal: [],
    state: null,
    log: [line("Round 1.")],
    commitment: "",
    chat: [],
    rematch: null,
    rematchOffer: null,
    ...over,
  } as View;
}

describe("the later of two views", () => {
  it("keeps a pause begun over the link against the older answer to this seat's own chat line", () => {
    const said = [chat("Back on Monday", "2026-12-05T10:00:00.000Z")];
    const answer = view({ log: [line("Ann asked for a pause.")], chat: said });
    const paused = view({
      log: [line("Ann asked for a pause."), line("Bob accepted the pause."), line("The table is paused.")],
      chat: said,
    });
    expect(olderThan(answer, paused)).toBe(true);
    expect(olderThan(paused, answer)).toBe(false);
  });

  it("orders chat lines by how many there are", () => {
    const lines = (n: number) =>
      view({ chat: Array.from({ length: n }, (_, i) => chat(`${i}`, "2026-12-05T09:00:00.000Z")) });
    expect(olderThan(lines(4), lines(5))).toBe(true);
    expect(olderThan(lines(5), lines(4))).toBe(false);
  });

  it("orders rematch answers, and never takes an earlier version or another table", () => {
    const offered = view({ rematchOffer: { by: 0, accepted: [0], declined: [], waitingFor: [1] } });
    const answered = view({ rematchOffer: { by: 0, accepted: [0, 1], declined: [], waitingFor: [] } });
    expect(olderThan(offered, answered)).toBe(true);
    expect(olderThan(answered, offered)).toBe(false);
    expect(olderThan(view({ version: 2, log: [] }), view())).toBe(true);
    expect(olderThan(view({ version: 4, log: [] }), view())).toBe(false);
    expect(olderThan(view({ id: "table0000000002" }), view())).toBe(true);
    expect(olderThan(view(), view())).toBe(false);
  });
});
