// The practice table's own words, in English, kept in one place so they can move
// into the message catalogs (web/src/i18n) as they are.
export const T = {
  you: "Player",
  botName: (i: number, level: string) => `Bot ${["Ada", "Blaise", "Grace", "Alan", "Emmy", "Kurt"][i % 6]} (${level})`,
  title: (game: string) => `${game} · practice`,
  practiceTag: "Practice",
  practiceTagHint: "A table against bots in this browser: nothing is sent anywhere",
  unknownGame: "There is no practice table for this game.",
  badSeats: (raw: string, min: number, max: number, used: number) =>
    `“${raw}” is not a number of players for this game (${min}–${max}): playing with ${used}.`,
  badBot: (raw: string) => `“${raw}” is not a bot level (easy or strong): playing against easy bots.`,
  badGames: (raw: string) => `“${raw}” is not a number of games (1–9): playing 3.`,
  starting: "Dealing…",
  thinking: (name: string) => `${name} is thinking…`,
  yourTurn: "Your turn",
  waitingFor: (who: string) => `Waiting for ${who}…`,
  begun: "The game has begun.",
  playAgain: "Play again",
  withFriends: "Play this with friends",
  withFriendsHint: "Makes a real table with an invite link to send.",
  yourName: "Your name",
  creating: "Making the table…",
  createFailed: (why: string) => `Could not make the table: ${why}`,
  openFull: "Open on Tablelink ↗",
  gameOver: (how: string) => `Game over — ${how}`,
  offlineOk: "You are offline: practice tables work without a connection.",
  noWorker: "This page could not start its helper: the bots think on the page itself.",
};
