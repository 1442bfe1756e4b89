// What a replay of dobbelsjanse needs, in one chunk: its rules engine and its replay
// renderer. Loaded as one, so the bundler does not split what the two share
// into more small chunks of the match and embed pages (../load.ts).
export { dobbelsjanseReplay as replay } from "./replay";
import { dobbelsjanse } from "../../../../src/engine/dobbelsjanse";
import { logDobbelsjanse } from "../../../../src/words/en/log-dobbelsjanse";
import { logReader } from "../../i18n/log-lang";

// The engine, and its log read in the page's language (the build points the words' import at it).
export const engine = { def: dobbelsjanse, log: logReader(dobbelsjanse, logDobbelsjanse) };
