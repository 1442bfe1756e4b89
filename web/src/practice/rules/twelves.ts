// Twelves for the practice table: its engine and its bots, one chunk of the practice worker.
import { strong } from "../../../../src/bots/twelves/strong";
import { easy } from "../../../../src/bots/twelves/policies";
import { twelves } from "../../../../src/engine/twelves";
import { logTwelves } from "../../../../src/words/en/log-twelves";
import { logReader } from "../../i18n/log-lang";
import type { GameKit } from "../table";

// The log's words in the page's language (the build points the import at it).
export const kit: GameKit = { def: twelves, log: logReader(twelves, logTwelves), easy, strong };
