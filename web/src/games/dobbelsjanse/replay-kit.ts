// What a replay of dobbelsjanse needs, in one chunk: its rules engine and its replay
// renderer. Loaded as one, so the bundler does not split what the two share
// into more small chunks of the match and embed pages (../load.ts).
export { dobbelsjanseReplay as replay } from "./replay";
export { dobbelsjanse as engine } from "../../../../src/engine/dobbelsjanse";
// Its log's words, in the page's language (the build points the import at it).
export { logDobbelsjanse as logWords } from "../../../../src/words/en/log-dobbelsjanse";
