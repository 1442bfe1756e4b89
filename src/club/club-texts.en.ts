// Club push texts in English (placeholders as in src/engine/log-texts.ts).
export const en = {
  "club.opened": "{0} opened a {1} table in {2}",
  "club.duel": "Stakes Duel",
};
