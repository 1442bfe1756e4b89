// What a replay of twelves needs, in one chunk: its rules engine and its replay
// renderer. Loaded as one, so the bundler does not split what the two share
// into more small chunks of the match and embed pages (../load.ts).
export { twelvesReplay as replay } from "./replay";
export { twelves as engine } from "../../../../src/engine/twelves";
// Its log's words, in the page's language (the build points the import at it).
export { logTwelves as logWords } from "../../../../src/words/en/log-twelves";
