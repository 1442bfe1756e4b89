// What a replay of stakes needs, in one chunk: its rules engine and its replay
// renderer. Loaded as one, so the bundler does not split what the two share
// into more small chunks of the match and embed pages (../load.ts).
export { stakesReplay as replay } from "./replay";
import { stakes } from "../../../../src/engine/stakes";
import { logStakes } from "../../../../src/words/en/log-stakes";
import { logReader } from "../../i18n/log-lang";

// The engine, and its log read in the page's language (the build points the words' import at it).
export const engine = { def: stakes, log: logReader(stakes, logStakes) };
