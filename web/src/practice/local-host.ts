// The practice table on the page's own thread, for where no worker can start
// (./host.ts): each answer waits for a macrotask first, so a tap and a paint go
// before a bot's search.
import { type Answer, broken } from "./messages";
import type { TableHost } from "./host";
import { loadKit } from "./rules/load";
import { PracticeTable } from "./table";

const yieldToPage = () => new Promise<void>((done) => setTimeout(done, 0));

export function localHost(): TableHost {
  let table: PracticeTable | null = null;
  const run = async (f: (t: PracticeTable) => Answer): Promise<Answer> => {
    await yieldToPage();
    if (!table) return broken("The table has not started.");
    try {
      return f(table);
    } catch (e) {
      return broken(String(e));
    }
  };
  return {
    async start(spec) {
      try {
        table = new PracticeTable(await loadKit(spec.game), spec);
        return { ok: true, view: table.view() };
      } catch (e) {
        return broken(String(e));
      }
    },
    play: (move) => run((t) => t.play(move)),
    bot: () => run((t) => t.botTurn()),
  };
}
