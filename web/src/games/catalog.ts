// The games offered on the home page. A game appears once its table exists
// (its renderer in ./index.ts); until then its card says it is coming.
import * as m from "../i18n/messages";

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
    blurb: m.stakesBlurbShort,
    seats: { min: 3, max: 6, default: 3 },
    ready: true,
  },
  {
    key: "stakes-duel",
    game: "stakes",
    name: m.tDuelName,

    blurb: m.duelBlurb,
    seats: { min: 2, max: 2, default: 2 },
    ready: true,
  },
  {
    key: "dobbelsjanse",
    game: "dobbelsjanse",
    name: "Dobbelsjanse",
    blurb: m.dobbelsjanseBlurb,
    seats: { min: 3, max: 6, default: 4 },
    ready: true,
  },
  {
    key: "twelves",
    game: "twelves",
    name: "Twelves",
    blurb: m.twelvesBlurb,
    seats: { min: 2, max: 6, default: 4 },
    ready: true,
  },
];
