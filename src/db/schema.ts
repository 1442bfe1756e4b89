// D1 holds finished matches only (live games live in their Durable Object). The
// summary columns serve the history list; `record` is the full replayable record.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const matches = sqliteTable(
  "matches",
  {
    id: text("id").primaryKey(),
    game: text("game").notNull(),
    seats: integer("seats").notNull(),
    /** JSON: [{seat, name}] */
    players: text("players").notNull(),
    /** JSON: {winners, scores} */
    result: text("result").notNull(),
    createdAt: text("created_at").notNull(),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at").notNull(),
    /** JSON: the whole MatchRecord */
    record: text("record").notNull(),
  },
  (t) => [
    index("matches_finished").on(t.finishedAt, t.id),
    index("matches_game_finished").on(t.game, t.finishedAt, t.id),
  ],
);
