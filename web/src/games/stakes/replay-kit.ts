// What a replay of stakes needs, in one chunk: its rules engine and its replay
// renderer. Loaded as one, so the bundler does not split what the two share
// into more small chunks of the match and embed pages (../load.ts).
export { stakesReplay as replay } from "./replay";
export { stakes as engine } from "../../../../src/engine/stakes";
// Its log's words, in the page's language (the build points the import at it).
export { logStakes as logWords } from "../../../../src/words/en/log-stakes";
