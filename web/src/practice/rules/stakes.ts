// Stakes for the practice table: its engine and its bots, one chunk of the practice worker.
import { strong } from "../../../../src/bots/stakes/strong";
import { easy } from "../../../../src/bots/stakes/policies";
import { stakes } from "../../../../src/engine/stakes";
import { logStakes } from "../../../../src/words/en/log-stakes";
import { logReader } from "../../i18n/log-lang";
import type { GameKit } from "../table";

// The log's words in the page's language (the build points the import at it).
export const kit: GameKit = { def: stakes, log: logReader(stakes, logStakes), easy, strong };
