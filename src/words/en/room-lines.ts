// The room's own log lines in English (pauses, a seat handed on, an abandoned or claimed table):
// placeholders as in ../format.ts ({0}, and {@0} for a seat, named when read).
export const roomLines = {
  "room.paused": "The table is paused until {0}: nobody's clock runs.",
  "room.pause.over": "The pause is over: the clock runs again.",
  "room.pause.lapsed": "The pause offer lapsed: not everyone accepted it before {0}.",
  "room.pause.asked": "{@0} asked for a pause until {1}.",
  "room.pause.declined": "{@0} declined the pause.",
  "room.pause.accepted": "{@0} accepted the pause.",
  "room.pause.ended": "{@0} ended the pause: the clock runs again.",
  "room.pause.withdrew": "{@0} withdrew the pause offer.",
  "room.pause.calledOff": "{@0} called off the pause offer.",
  "room.handed": "{0} handed {1}'s seat to {2} from move {3}.",
  "room.tookOver": "{0} took over {1}'s seat from move {2}, invited by {3}.",
  "room.abandoned": "The table was abandoned: nobody moved for 30 days. No one wins.",
  "room.claimed": "{@1} let time play their last two turns, so {@0} claimed the match and wins.",
  "room.series.ending": "{@0} ended the series: this match is its last.",
};
