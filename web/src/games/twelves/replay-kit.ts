// What a replay of twelves needs, in one chunk: its rules engine and its replay
// renderer. Loaded as one, so the bundler does not split what the two share
// into more small chunks of the match and embed pages (../load.ts).
export { twelvesReplay as replay } from "./replay";
import { twelves } from "../../../../src/engine/twelves";
import { logTwelves } from "../../../../src/words/en/log-twelves";
import { logReader } from "../../i18n/log-lang";

// The engine, and its log read in the page's language (the build points the words' import at it).
export const engine = { def: twelves, log: logReader(twelves, logTwelves) };
