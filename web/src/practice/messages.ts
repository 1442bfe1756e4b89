// What the practice page and its worker say to each other (../practice-worker.ts).
import type { View } from "../../../src/protocol/view";
import type { Answer, TableSpec } from "./table";

export type Ask =
  | { id: number; type: "start"; spec: TableSpec }
  | { id: number; type: "play"; move: unknown }
  | { id: number; type: "bot" };

export type Reply = { id: number; answer: Answer } | { id: number; failed: string };

export type { Answer, TableSpec, View };
