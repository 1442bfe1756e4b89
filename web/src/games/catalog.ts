// The games offered on the home page. A game appears once its table exists
// (its renderer in ./index.ts); until then its card says it is coming.
export interface CatalogEntry {
  key: string;
  game: string;
  name: string;
  blurb: string;
  seats: { min: number; max: number; default: number };
  ready: boolean;
}

export const CATALOG: CatalogEntry[] = [
  {
    key: "stakes",
    game: "stakes",
    name: "Stakes",
    blurb: "Flip cards toward the target the dice set; bank before you bust. Five rounds, 3–6 players.",
    seats: { min: 3, max: 6, default: 3 },
    ready: true,
  },
  {
    key: "stakes-duel",
    game: "stakes",
    name: "Stakes Duel",
    blurb: "Stakes for two: cold twists and stolen dice. First to 4 round wins.",
    seats: { min: 2, max: 2, default: 2 },
    ready: true,
  },
  {
    key: "dobbelsjanse",
    game: "dobbelsjanse",
    name: "Dobbelsjanse",
    blurb: "Norwegian card game of calculated risk: score early, or wait for the double chance. 3–6 players.",
    seats: { min: 3, max: 6, default: 4 },
    ready: true,
  },
  {
    key: "twelves",
    game: "twelves",
    name: "Twelves",
    blurb: "Tavern dice with d12s: bet, cheat, watch and drink. 2–6 players.",
    seats: { min: 2, max: 6, default: 4 },
    ready: true,
  },
];
