// Stakes for the practice table: its engine and its bots, one chunk of the practice worker.
import { strong } from "../../../../src/bots/stakes/strong";
import { easy } from "../../../../src/bots/stakes/policies";
import { stakes } from "../../../../src/engine/stakes";
import type { GameKit } from "../table";

export const kit: GameKit = { def: stakes, easy, strong };
