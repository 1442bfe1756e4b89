// What the practice page and its worker say to each other (../practice-worker.ts).
import type { View } from "../../../src/protocol/view";
import type { Answer, TableSpec } from "./table";

export type Ask =
  | { id: number; type: "start"; spec: TableSpec }
  | { id: number; type: "play"; move: unknown }
  | { id: number; type: "bot" };

export type Reply = { id: number; answer: Answer } | { id: number; failed: string };

export type { Answer, TableSpec, View };

/** The table itself failed (no table, the worker stopped): worded as the service words its own failure. */
export const broken = (message: string): Answer => ({ ok: false, code: "server/internal", message });
