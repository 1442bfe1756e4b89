// Dobbelsjanse for the practice table: its engine and its bots, one chunk of the practice worker.
import { strong } from "../../../../src/bots/dobbelsjanse/strong";
import { easy } from "../../../../src/bots/dobbelsjanse/policies";
import { dobbelsjanse } from "../../../../src/engine/dobbelsjanse";
import { logDobbelsjanse } from "../../../../src/words/en/log-dobbelsjanse";
import { logReader } from "../../i18n/log-lang";
import type { GameKit } from "../table";

// The log's words in the page's language (the build points the import at it).
export const kit: GameKit = { def: dobbelsjanse, log: logReader(dobbelsjanse, logDobbelsjanse), easy, strong };
