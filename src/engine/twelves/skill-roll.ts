// Skill rolls (Ruling): 2d12, each die −1 per shot of alcohol this game and + the
// pending Intimidate bonus, which this roll spends. A die succeeds at ≥ DL; the
// action roll value is the highest modified die. The roller's log line explains it.
import { rollDie } from "../random";
import type { Seat } from "../types";
import { event } from "./log";
import type { ActionType, TwelvesState } from "./types";
import { mine, rnd } from "./draft";

export const SKILLS: Record<ActionType, { skill: string; dl: number | null }> = {
  cheat: { skill: "Deceive", dl: null },
  rig: { skill: "Tools", dl: 12 },
  drink: { skill: "", dl: null },
  hide: { skill: "Hide Object", dl: 9 },
  luck: { skill: "Luck", dl: 9 },
  mystify: { skill: "Daily Magics", dl: null },
  shove: { skill: "Martial", dl: 6 },
  intimidate: { skill: "Influence with Poise", dl: 9 },
  swap: { skill: "Sleight of Hand", dl: null },
  watch: { skill: "Awareness with Sight", dl: null },
  water: { skill: "Soothe", dl: 9 },
  smash: { skill: "Martial", dl: 9 },
};

export interface SkillRoll {
  value: number;
  successes: number;
}

export function skillRoll(st: TwelvesState, seat: Seat, action: ActionType): SkillRoll {
  const { skill, dl } = SKILLS[action];
  const p = mine(st, seat);
  const random = rnd(st);
  const a = rollDie(random, 12),
    b = rollDie(random, 12);
  const mod = p.bonus - p.alcohol;
  const bonus = p.bonus;
  p.bonus = 0;
  const ma = a + mod,
    mb = b + mod;
  const value = Math.max(ma, mb);
  const successes = dl === null ? 0 : (ma >= dl ? 1 : 0) + (mb >= dl ? 1 : 0);
  // The action rides last, so the line names it as the button does ("Your Watch roll (Awareness with Sight)").
  event(st, "twelves.roll", seat, skill, a, b, p.alcohol, bonus, ma, mb, value, dl ?? -1, successes, action);
  return { value, successes };
}
