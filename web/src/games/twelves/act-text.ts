// One line per announced Twelves action, as the viewer may see it (./table lists this round's).
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { ACTION_NAME, place, type TwelvesAct } from "./state";

export type Names = (seat: number) => string;

const dice = (d: number[] | undefined) => ((d ?? []).length > 1 ? tm.tTwoDice : tm.tADie);

const SAID: Record<string, string> = {
  rig: tm.tRigged,
  hide: tm.tHid,
  luck: tm.tLucked,
  swap: tm.tSwapped,
  drink: tm.tDrank,
  mystify: tm.tMystified,
  smash: tm.tSmashed,
  shove: tm.tShoved,
  intimidate: tm.tIntimidated,
  water: tm.tWatered,
};

/** One line per announced action, as the viewer may see it. */
export function actText(a: TwelvesAct, name: Names, you: number | null): string {
  const who = a.seat === you ? tm.tYouCap : name(a.seat);
  const t = a.target === undefined ? "" : a.target === you ? tm.you : name(a.target);
  const r = a.success === undefined ? "" : a.success ? tm.tSuccess : tm.tFailure;
  if (a.type === "secret") return fmt(tm.tActSecret, { who });
  if (a.caught)
    return fmt(a.seat === you ? tm.tCaughtYour : tm.tCaughtOther, {
      name: name(a.seat),
      act: ACTION_NAME[a.type] ?? a.type,
      on: t ? fmt(tm.tOn, { t }) : "",
    });
  const said =
    a.type === "cheat"
      ? a.delta! > 0
        ? tm.tCheatedUp
        : tm.tCheatedDown
      : a.type === "watch"
        ? a.out
          ? tm.tWatchedOut
          : tm.tWatched
        : SAID[a.type];
  if (!said) return `${who}: ${a.type}`;
  return fmt(said, { who, t, r, face: a.face ?? "", dice: dice(a.dice), place: place(a.to ?? 0) });
}
