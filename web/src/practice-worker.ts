// The practice table's worker: the game and its bots (./practice/table.ts) off the
// page's thread, so a strong bot's search never holds up a tap. Each game's
// engine and bots load as their own chunk, the first time a table of it starts.
import type { Ask, Reply } from "./practice/messages";
import { loadKit } from "./practice/rules/load";
import { PracticeTable } from "./practice/table";

// Typed by hand: the page bundles share one DOM tsconfig, which has no worker types.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Ask>) => void) | null;
  postMessage(m: Reply): void;
};

let table: PracticeTable | null = null;

async function handle(ask: Ask): Promise<Reply> {
  try {
    if (ask.type === "start") {
      table = new PracticeTable(await loadKit(ask.spec.game), ask.spec);
      return { id: ask.id, answer: { ok: true, view: table.view() } };
    }
    if (!table) return { id: ask.id, failed: "no table yet" };
    if (ask.type === "play") return { id: ask.id, answer: table.play(ask.move) };
    return { id: ask.id, answer: table.botTurn() };
  } catch (e) {
    return { id: ask.id, failed: String(e) };
  }
}

scope.onmessage = (e) => void handle(e.data).then((r) => scope.postMessage(r));
