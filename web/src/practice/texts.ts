// The practice table's own words, from the message catalogs (src/words), in
// the page's language; what fills a slot is given by name.
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";

export const T = {
  you: m.rpPlayer,
  and: m.rpAndSep,
  botName: (i: number, level: string) =>
    fmt(m.rpBot, {
      name: ["Ada", "Blaise", "Grace", "Alan", "Emmy", "Kurt"][i % 6]!,
      level: level === "strong" ? m.rpStrong : level === "easy" ? m.rpEasy : level,
    }),
  title: (game: string) => fmt(m.rpGamePractice, { game }),
  practiceTag: m.rpPractice,
  practiceTagHint: m.rpPracticeHint,
  unknownGame: m.rpNoPractice,
  badSeats: (raw: string, min: number, max: number, used: number) => fmt(m.rpBadSeats, { raw, min, max, used }),
  badBot: (raw: string) => fmt(m.rpBadBot, { raw }),
  badGames: (raw: string) => fmt(m.rpBadGames, { raw }),
  starting: m.rpDealing,
  thinking: (name: string) => fmt(m.rpThinking, { name }),
  yourTurn: m.yourTurn,
  waitingFor: (who: string) => fmt(m.waitingFor, { who }),
  begun: m.gameBegun,
  playAgain: m.rpPlayAgain,
  withFriends: m.rpWithFriends,
  withFriendsHint: m.rpWithFriendsHint,
  yourName: m.sYourName,
  creating: m.rpMaking,
  createFailed: (why: string) => fmt(m.rpMakeFailed, { why }),
  openFull: m.rpOpenOn,
  gameOver: (how: string) => fmt(m.sGameOver, { how }),
  offlineOk: m.rpOfflineOk,
  noWorker: m.rpNoWorker,
};
