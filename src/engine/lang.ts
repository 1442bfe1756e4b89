// The languages, for the engine's own code and those above it that have always found them
// here; they live with the words (src/words/lang.ts), the layer below the engine.
export { DEFAULT_LANG, LANGS, type Lang } from "../words/lang";
