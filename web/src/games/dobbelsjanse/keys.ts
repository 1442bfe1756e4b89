// The keys of Dobbelsjanse's moves, by move button (data-key). The hand's cards
// take 1, 2, 3 in the order shown.
export const DOBBELSJANSE_KEYS: Record<string, string> = {
  draw: "D",
  score: "S",
};
