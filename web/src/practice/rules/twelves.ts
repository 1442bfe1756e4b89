// Twelves for the practice table: its engine and its bots, one chunk of the practice worker.
import { strong } from "../../../../src/bots/twelves/strong";
import { easy } from "../../../../src/bots/twelves/policies";
import { twelves } from "../../../../src/engine/twelves";
import type { GameKit } from "../table";

export const kit: GameKit = { def: twelves, easy, strong };
