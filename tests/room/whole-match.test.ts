// A whole match of each game, played in Node through the room: every seat answered
// with its own view, the live sockets told after each move, the finished match
// recorded once, and each seat's webhook told when its turn came.
import { describe, expect, it } from "vitest";
import type { GameId } from "../../src/engine/types";
import type { View } from "../../src/protocol/view";
import { playOut, seated, setWebhook, subscribe, viewOf, world } from "./support";

const games: { game: GameId; names: string[]; title: string }[] = [
  { game: "stakes", names: ["Ann", "Bob"], title: "Duel (Stakes at two seats)" },
  { game: "stakes", names: ["Ann", "Bob", "Cy"], title: "Stakes" },
  { game: "dobbelsjanse", names: ["Ann", "Bob", "Cy"], title: "Dobbelsjanse" },
  { game: "twelves", names: ["Ann", "Bob"], title: "Twelves" },
];

describe("a whole match through the room", () => {
  for (const { game, names, title } of games)
    it(`${title}: plays to the end, told to every socket and recorded once`, async () => {
      const w = world();
      const t = await seated(w, game, names);
      const sockets = await Promise.all(names.map((_, seat) => w.tables.connect(t.id, t.tokens[seat])));
      const watcher = await w.tables.connect(t.id);
      await setWebhook(t, 1);
      const annsPhone = await subscribe(w, t, 0);

      const start = await viewOf(t, 0);
      expect(start.status).toBe("playing");
      expect(start.seats.map((s) => s.name)).toEqual(names);

      const last = await playOut(t);
      expect(last.status).toBe("finished");
      expect(last.toAct).toEqual([]);
      expect(last.result!.scores).toHaveLength(names.length);
      expect(last.result!.winners.length).toBeGreaterThan(0);
      // Once over, the seeds are public.
      expect(last.serverSeed).toBeTruthy();

      // Every socket holds the final view, its own: a seat's says who it is, the watcher's no one.
      for (const [seat, ws] of sockets.entries()) {
        const final = JSON.parse(ws.sent.at(-1)!) as { type: string; view: View };
        expect(final.type).toBe("view");
        expect(final.view.status).toBe("finished");
        expect(final.view.you).toBe(seat);
        expect(final.view.version).toBe(last.version);
      }
      const seen = JSON.parse(watcher.sent.at(-1)!) as { view: View };
      expect(seen.view.you).toBeNull();
      expect(seen.view.result).toEqual(last.result);

      // The match reaches the records once the alarm has run.
      await w.tables.tick(1000);
      expect(w.tables.records.map((r) => r.id)).toEqual([t.id]);
      expect(w.tables.records[0]!.result).toEqual(last.result);
      // Every move of the match is in its record, the last one (written in the same step) too.
      expect(w.tables.records[0]!.moves).toHaveLength(last.version);

      // Bob's webhook heard of each of his turns, in the json format.
      const heard = w.notices.filter((n) => n.kind === "webhook");
      expect(heard.length).toBeGreaterThan(0);
      for (const n of heard) expect(n.kind === "webhook" && n.body.event).toBe("your_turn");
      // Ann's phone: pushed when her turns came, and once when the match was over, with how it ended.
      const pushed = w.notices.flatMap((n) => (n.kind === "push" && n.endpoint === annsPhone ? [n.payload] : []));
      expect(pushed.filter((p) => p.type === "your_turn").length).toBeGreaterThan(0);
      const over = pushed.filter((p) => p.type === "finished");
      expect(over).toHaveLength(1);
      expect(over[0]!.url).toBe(`https://tablelink.test/g/${t.id}`);
    });
});
