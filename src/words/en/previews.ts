// What a link preview says about a table or a match (src/http/table-facts.ts), in English.
// The placeholders are filled by say() (../format.ts): {0}…{9} values, {3|one:…|other:…} plurals.
export const previews = {
  "facts.match": "{0} match: {1}",
  "facts.atTable": "{0} at {1}'s table",
  "facts.table": "{0} table",
  "facts.for": "{0} for {1}",
  /** {0} the game for N, {1} who sits, {2} how many sit, {3} how many seats are still open. */
  "facts.waiting":
    "{0}: {1} {2|one:is|other:are} waiting for {3} more {3|one:player|other:players}. Open the link to take a seat.",
  "facts.round": "round {0}",
  "facts.inPlay": "in play",
  "facts.toPlay": ", {0} to play",
  /** {0} the game for N, {1} who plays, {2} the round, {3} who is to play (or nothing). */
  "facts.playing": "{0} with {1}: {2}{3}. Watch it live.",
  "facts.won": "{0} won",
  "facts.tied": "{0} tied for the win",
  "facts.finished": "finished",
  "facts.over": "{0} with {1}: {2}. Replay every move with the cards face up.",
  "facts.duelName": "Stakes Duel",
  "facts.imageAlt": "{0} on Tablelink",
  "facts.newTable": "a new table",
  // The share card's words (src/http/card/draw-card.ts).
  "card.waiting": "Waiting for {0} more {0|one:player|other:players}",
  "card.round": "Round {0}",
  "card.inPlay": "In play",
  "card.toPlay": "{0} · {1} to play",
  "card.abandoned": "Abandoned: nobody moved for 30 days",
  "card.won": "{0} won",
  "card.tied": "{0} tied for the win",
  "card.finished": "Finished",
  "card.openSeat": "open seat",
  // A series' score, on the card and in the preview's description: {0} the score ("2–1"), {1} the series' length.
  "series.score": "{0} in a best of {1}",
  "series.leads": "{0} leads {1} in a best of {2}",
  "series.won": "{0} wins the series {1}",
  "series.shared": "{0} share the series {1}",
  "series.ended": "The series ended {0}",
  // A practice table's link preview and oEmbed title (src/http/site-tags.ts, src/http/practice-oembed.ts).
  "practice.title": "Practice {0} against bots",
  "practice.description": "A table of {0} against bots, in your browser: no account, no connection needed.",
};
