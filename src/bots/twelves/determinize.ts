// A full Twelves state consistent with one seat's view. Unseen: the other hands'
// faces (drawn uniformly), their hidden marks (taken as none), how many of their
// drinks were water (taken as none), their pending Rig and Intimidate bonus (none),
// every skill roll's value (drawn as a roll of 2d12 less the roller's drinks), and
// which secret action another seat took (drawn among the five).
import { emptyLog } from "../../engine/log";
import { newRandom } from "../../engine/random";
import { newRng } from "../../engine/rng";
import type { ActionMove, ActionType, PlayerState, RollMark, RoundAct, TwelvesState } from "../../engine/twelves/types";
import type { TwelvesActView, TwelvesView } from "../../engine/twelves/view";
import type { Seat } from "../../engine/types";
import type { BotRng } from "../random";

const SECRET_TYPES: ActionType[] = ["cheat", "rig", "hide", "luck", "swap"];
const CATCHABLE = new Set(["cheat", "mystify", "swap", "smash"]);

function actOf(a: TwelvesActView, me: Seat, rng: BotRng): RoundAct {
  const type: ActionType = a.type === "secret" ? rng.pick(SECRET_TYPES) : a.type;
  const act: RoundAct = { seat: a.seat, type, secret: SECRET_TYPES.includes(type) };
  if (a.target !== undefined) act.target = a.target;
  if (a.to !== undefined) act.to = a.to;
  if (a.success !== undefined) act.success = a.success;
  if (a.caught) act.caught = true;
  if (a.out) act.out = true;
  if (a.seat === me && SECRET_TYPES.includes(type)) {
    const { seat: _s, success: _x, caught: _c, out: _o, target: _t, to: _to, ...move } = a;
    act.move = move as ActionMove;
  }
  return act;
}

export function determinize(v: TwelvesView, me: Seat, rng: BotRng): TwelvesState {
  const own = v.players[me]!;
  const acts = v.actions.map((a) => actOf(a, me, rng));
  const myActs = acts.filter((a) => a.seat === me && !a.out).length;
  const hiddenRound = (die: number) =>
    v.actions.some((a) => a.seat === me && a.type === "hide" && a.dice?.includes(die))
      ? v.round
      : Math.max(0, v.round - 1);
  const cursor = Math.max(0, v.order.indexOf(v.turn ?? -1));
  const players: PlayerState[] = v.players.map((p, s) => {
    const mine = s === me;
    const pos = v.order.indexOf(s);
    return {
      status: p.status,
      bet: p.bet,
      hand: mine ? own.hand!.slice() : Array.from({ length: p.handCount }, () => 1 + rng.int(12)),
      hiddenAt: mine ? own.hidden!.map((h, i) => (h ? hiddenRound(i) : null)) : new Array(p.handCount).fill(null),
      alcohol: mine ? (own.alcohol ?? 0) : Math.min(3, p.drinks),
      water: mine ? (own.water ?? 0) : 0,
      drinks: p.drinks,
      bonus: mine ? (own.bonus ?? 0) : 0,
      rig: mine ? (own.rig ?? null) : null,
      doubled: p.doubled,
      acted: v.stage === "actions" && ((pos >= 0 && pos < cursor) || (mine && myActs >= v.pass)),
      drinkTarget: p.drinkTarget,
      outWatchRound: p.outWatched ? v.round : 0,
    };
  });
  const roll = (s: Seat) => Math.max(1 + rng.int(12), 1 + rng.int(12)) - players[s]!.alcohol;
  const watches: RollMark[] = [];
  const intimidates: RollMark[] = [];
  const uses: RollMark[] = [];
  for (const a of acts) {
    if (a.type === "watch") watches.push({ seat: a.seat, type: "watch", value: roll(a.seat) });
    else if (a.type === "intimidate") intimidates.push({ seat: a.seat, type: "intimidate", value: roll(a.seat) });
    else if (CATCHABLE.has(a.type) && !a.caught) uses.push({ seat: a.seat, type: a.type, value: roll(a.seat) });
  }
  return {
    version: 0,
    log: emptyLog(),
    seats: v.players.length,
    games: v.games,
    tableLimit: v.tableLimit,
    random: newRandom(newRng(rng.hexSeed())),
    game: v.game,
    first: v.first,
    round: v.round,
    stage: v.stage,
    pass: v.pass,
    order: v.order.slice(),
    cursor,
    doubledInPass: v.stage === "betting" && v.pass === 1 && v.order.some((s) => v.players[s]!.doubled),
    pool: v.pool,
    net: v.players.map((p) => p.net),
    players,
    acts,
    catches: v.catches.map((c) => ({ ...c })),
    watches,
    intimidates,
    uses,
    removedNow: [],
    history: v.history.map((g) => ({
      ...g,
      winners: g.winners.slice(),
      shares: g.shares.slice(),
      showdown: g.showdown,
    })),
  };
}
