// The only way state leaves the room: one view per seat (null = spectator), built
// from the game's own view/legal/toAct/result and the log lines that seat may read.
import { gameById, logIn } from "../../engine/registry";
import { logLines } from "../../engine/log";
import { CATALOGS } from "../../words/catalogs";
import { seatName } from "../../words/say";
import { DEFAULT_LANG, type Lang } from "../../words/lang";
import { visibleLog, type Seat } from "../../engine/types";
import type { GameStatus, View } from "../../protocol/view";
import type { Room } from "../ground/model";
import { asyncFields } from "./async-view";
import { withTimes } from "./log-times";
import { withRoomLines } from "./room-log";
import { isAbsent, namesAt, replacementLines } from "../seating/absence";
import { botField, reservedBotSeats } from "../seating/bot-seats";
import { roomText } from "../ground/room-texts";
import { roomResult } from "../play/ending";

export function statusOf(room: Room): GameStatus {
  if (room.meta.finishedAt !== null) return "finished";
  return room.state === null ? "waiting" : "playing";
}

/** The view for a seat (null: a spectator); its game log lines are in `lang` (issue 27). */
export function buildView(room: Room, you: Seat | null, lang: Lang = DEFAULT_LANG): View {
  const { meta, state } = room;
  const status = statusOf(room);
  const def = gameById(meta.game);
  const view: View = {
    id: meta.id,
    game: meta.game,
    status,
    version: state?.version ?? 0,
    seats: room.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      ...botField(meta, s.seat),
      ...(isAbsent(room, s.seat) ? { absent: true as const } : {}),
    })),
    seatsTotal: meta.seatsTotal,
    you,
    toAct: [],
    legal: [],
    state: null,
    log: [],
    commitment: meta.commitment,
    ...asyncFields(room, you),
  };
  // Who opened it from Discord, by display name only: the Discord user id and the table's secret stay in the room.
  if (meta.discord) view.discord = { by: meta.discord.by };
  // Seated players pass the invite on; nobody else (spectators, pages, records) ever sees it.
  if (you !== null && status === "waiting" && meta.invite) view.invite = meta.invite;
  // Seats held for bots asked for at creation are listed as bot seats at once (their
  // names are fixed already); `reservedBots` repeats them for clients that read it.
  const reserved = status === "waiting" ? reservedBotSeats(meta) : [];
  if (reserved.length > 0) {
    view.seats = [...view.seats, ...reserved].sort((a, b) => a.seat - b.seat);
    view.reservedBots = reserved;
  }
  if (state === null || !def) return view;
  // A match the room ended (abandoned, claimed) has nobody left to act.
  view.toAct = meta.abandoned || meta.claimed !== undefined ? [] : def.toAct(state);
  view.legal = you === null || status !== "playing" ? [] : def.legal(state, you);
  view.state = def.view(state, you);
  // The room's own lines (pauses: ./room-log) go among the game's.
  const lines = withRoomLines(visibleLog(logLines(state.log, logIn(lang)), you), meta.roomLog, lang);
  view.log = withTimes(room, withReplacements(room, withNames(lines, room, lang), lang));
  const result = roomResult(room);
  if (result) view.result = result;
  if (meta.abandoned)
    view.log.push({
      n: state.version,
      kind: "abandoned",
      text: roomText(lang, "room.abandoned"),
      ...(meta.finishedAt ? { at: meta.finishedAt } : {}),
    });
  if (status === "finished") {
    // Once the match is over the seeds are public, so anyone can check the shuffle.
    view.serverSeed = meta.serverSeed;
    if (meta.seed) view.seed = meta.seed;
  }
  return view;
}

// Engines know seats, not names: their log lines say "Seat 2" ("Spiller 2" in
// Norwegian), and the room, which holds the names, puts them in. The room's own
// lines say "Seat 2" in any language, so English's word is always read too.
const seatRefs = new Map<Lang, RegExp>();
function seatRef(lang: Lang): RegExp {
  let re = seatRefs.get(lang);
  if (!re) {
    const words = new Set(
      [seatName(0, CATALOGS[DEFAULT_LANG]), seatName(0, CATALOGS[lang])].map((w) => w.replace(/\s*0\s*/, "")),
    );
    re = new RegExp(`\\b(?:${[...words].join("|")}) (\\d+)\\b`, "g");
    seatRefs.set(lang, re);
  }
  return re;
}

export function namedText(text: string, seats: readonly { name: string }[], lang: Lang = DEFAULT_LANG): string {
  return text.replace(seatRef(lang), (m, n: string) => seats[Number(n)]?.name ?? m);
}

/** Each line with the names the seats had when it was written (a seat taken over changes name). */
function withNames<E extends { text: string; n: number }>(log: E[], room: Room, lang: Lang): E[] {
  if (!room.meta.replacements?.length) return log.map((e) => ({ ...e, text: namedText(e.text, room.seats, lang) }));
  return log.map((e) => ({
    ...e,
    text: namedText(
      e.text,
      namesAt(room, e.n).map((name) => ({ name })),
      lang,
    ),
  }));
}

/** The room's own lines for seats taken over, each placed after the lines of the moves before it. */
function withReplacements<E extends { n: number }>(room: Room, log: E[], lang: Lang): E[] {
  const extra = replacementLines(room, lang);
  if (extra.length === 0) return log;
  const out = log.slice();
  for (const line of extra) {
    let i = out.length;
    while (i > 0 && out[i - 1]!.n > line.n) i--;
    out.splice(i, 0, line as unknown as E);
  }
  return out;
}

/** A room's views, each built once per viewer (seat and language) however many ask for it. */
export interface RoomViews {
  /** The view as JSON: the answer to a seat's request. */
  view(seat: Seat | null, lang?: Lang): string;
  /** The same view as a socket's server message, `{"type":"view","view":…}`. */
  message(seat: Seat | null, lang?: Lang): string;
}

const viewsByRoom = new WeakMap<Room, RoomViews>();

/**
 * The one view cache of a room value: a room is replaced on every change, so its cache goes
 * with it. The sockets' messages wrap the very text the mover is answered with, so the
 * mover's view is built once whichever asks first.
 */
export function viewsOf(room: Room): RoomViews {
  let views = viewsByRoom.get(room);
  if (views) return views;
  const texts = new Map<string, string>();
  const view = (seat: Seat | null, lang: Lang = DEFAULT_LANG) => {
    const key = `${seat}/${lang}`;
    let text = texts.get(key);
    if (text === undefined) {
      text = JSON.stringify(buildView(room, seat, lang));
      texts.set(key, text);
    }
    return text;
  };
  // Byte for byte what JSON.stringify({ type: "view", view }) writes.
  views = { view, message: (seat, lang) => `{"type":"view","view":${view(seat, lang)}}` };
  viewsByRoom.set(room, views);
  return views;
}
