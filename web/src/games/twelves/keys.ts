// The keys of Twelves' moves, by move button (data-key). Betting and the actions
// are never offered together, so D is Double while betting and Drink after. An
// action's question (which die, face, seat or place) takes 1, 2, … in the order
// shown; Escape goes back.
export const TWELVES_KEYS: Record<string, string> = {
  match: "M",
  double: "D",
  leave: "L",
  watch: "W",
  "watch-out": "W",
  water: "A",
  drink: "D",
  intimidate: "I",
  smash: "S",
  mystify: "Y",
  shove: "O",
  cheat: "C",
  rig: "G",
  hide: "H",
  luck: "L",
  swap: "P",
  cancel: "Escape",
};
