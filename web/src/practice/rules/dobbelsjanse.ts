// Dobbelsjanse for the practice table: its engine and its bots, one chunk of the practice worker.
import { strong } from "../../../../src/bots/dobbelsjanse/strong";
import { easy } from "../../../../src/bots/dobbelsjanse/policies";
import { dobbelsjanse } from "../../../../src/engine/dobbelsjanse";
import type { GameKit } from "../table";

export const kit: GameKit = { def: dobbelsjanse, easy, strong };
