// English: the language itself, the page templates (web/html, "{{name}}") and what every page shares.
export const lang = "en";
export const langName = "English";
export const langLabel = "Language";
/** The foot's choices kept on this device (web/src/lib/prefs.ts). */
export const prefsLabel = "Settings on this device";
export const deckFour = "Four-colour deck";
export const chatAloud = "Read chat aloud";

export const loading = "Loading…";
export const connecting = "Connecting…";
export const history = "History";
export const rules = "Rules";
export const newTable = "New table";
export const close = "Close";
export const howToPlay = "How to play";
export const fullLog = "Full log";
export const loadingTable = "Loading the table…";
export const startNewTable = "Start a new table";

export const homeTitle = "Tablelink — play push-your-luck games by link";
export const homeDescription =
  "Start a table of Stakes, Dobbelsjanse or Twelves, send the invite link to your friends and play in the browser. No accounts.";
export const startTable = "Start a table";
export const homeIntro = "Send the invite link, play in the browser. No accounts.";
export const game = "Game";
export const players = "Players";
export const stakesSeats = "3–6 players";
export const duelSeats = "2 players";
export const twelvesSeats = "2–6 players";
export const stakesBlurb = "Flip cards toward the target the dice set; bank before you bust. Five rounds, 3–6 players.";
export const howToPlayStakes = "How to play Stakes";
export const seats3 = "3 players";
export const seats4 = "4 players";
export const seats5 = "5 players";
export const seats6 = "6 players";
export const timePerMove = "Time per move";
export const noClock = "No clock";
export const hour1 = "1 hour";
export const hours12 = "12 hours";
export const day1 = "1 day";
export const days3 = "3 days";
export const days7 = "7 days";
export const timeoutLoses = "A timeout loses the match";
export const needsClock = "Needs a clock.";
/** A series: the same seats play match after match (options.series). */
export const seriesLabel = "Series";
export const singleMatch = "Single match";
export const bestOf3 = "Best of 3";
export const bestOf5 = "Best of 5";
export const bestOf7 = "Best of 7";
export const yourName = "Your name";
export const createTable = "Create table";
export const createOffline = "You are offline: creating a table needs a connection.";

export const embedTitle = "Tablelink table";
export const embedDescription =
  "A live Tablelink card or dice table, shown read-only: follow the game as it is played.";
export const openFullTable = "Open the full table ↗";
export const matchTitle = "Match · Tablelink";
export const match = "Match";
export const historyTitle = "History · Tablelink";
export const finishedMatches = "Finished matches";
export const olderMatches = "Older matches";
export const rulesTitleSuffix = "rules · Tablelink";
export const rulesOfEachGame = "Rules of each game";
export const site = "Site";

export const notFoundTitle = "Not found · Tablelink";
export const nothingHere = "Nothing here";
export const notFoundText =
  "There is no table or page at this address. The link may be mistyped or cut short; ask whoever sent it for a fresh one.";
