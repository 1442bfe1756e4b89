// Shared by the Dobbelsjanse round audits (audit-rounds, audit-double-chance,
// audit-double-chance-hand): shorthands for the view's seat flags and the case shape.
import type { ViewStep } from "./audit-views";

export const T = true,
  F = false;
export const IN3 = [null, null, null];
export const IN4 = [null, null, null, null];

export interface Case {
  name: string;
  seats: number;
  deck: string[];
  steps: ViewStep[];
  /** Public log lines from the first move on. */
  log?: string[];
}
