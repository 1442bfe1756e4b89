// A table's (and its match's) id: a 14-character nanoid. Checked wherever an id comes
// from outside: a route's path, a club report naming a series' next match.
export const GAME_ID = /^[A-Za-z0-9_-]{14}$/;
