// English: the match replay page (/m/:id), the embed, and the words they share
// with the table's result (units, an abandoned match).
export const rpAbandoned = "Abandoned: nobody moved for 30 days, so no one wins.";
export const rpPoints = { one: "{v} point", other: "{v} points" };
export const rpRoundWins = { one: "{v} round win", other: "{v} round wins" };
export const rpCoins = { one: "{v} coin", other: "{v} coins" };
export const rpAndSep = " and ";
export const rpWon = "{winners} won";
export const rpTied = "{winners} tied for the win";
export const rpMatchTitle = "{game} match · Tablelink";
export const rpMatchHead = "{game} match";
export const rpResigns = "resigns";
export const rpFinished = "Finished ";
export const rpReplay = "Replay";
export const rpReplayHint = "Every card face up, as it was after each move. Keys: ← → one move, Home and End.";
export const rpAllMoves = { one: "The 1 move", other: "All {n} moves" };
export const rpNoMatchAddress = "This address does not name a match.";
export const rpNoMatch = "No finished match at this address (a game still being played shows at its table).";
export const rpRecording = "Recording the match…";

export const rpStart = { one: "Start · {n} move", other: "Start · {n} moves" };
export const rpMoveOf = "Move {step} of {last}";
export const rpFirst = "First: the table as dealt (Home)";
export const rpBackOne = "Back one move (←)";
export const rpBack = " Back";
export const rpForwardOne = "Forward one move (→)";
export const rpForward = "Forward ";
export const rpLast = "Last move: the final table (End)";
export const rpMove = "Move";
export const rpJump = "Jump to a round";
export const rpBroken = "Move {n} of the record does not replay ({why}); the replay stops before it.";
export const rpMoveByMove = "Move by move";
export const rpStepThrough = "Step through the moves";
export const rpTableSet = "The table is set.";
export const rpGameRound = "Game {game}, round {round}";
export const rpRound = "Round {round}";
export const rpCannotReplay = "This page cannot replay {game} matches.";
export const rpBadOptions = "The match's options do not replay: {why}";
export const rpOnly = "({names} only) {text}";
export const rpNone = "none";
export const rpHidden = "Hidden at this point";

export const rpFairnessText =
  "Before the first card the server published the commitment, the SHA-256 of its secret server seed; the seed that shuffled and rolled is HMAC-SHA-256 of the server seed over every seat's entropy (the server seed itself when no seat sent any). Check it yourself from a checkout of Tablelink: ";
export const rpCommitment = "Commitment (published at creation)";
export const rpServerSeed = "Server seed (revealed at the end)";
export const rpEntropy = "Entropy per seat";
export const rpNoEntropy = "none: the seed is the server seed";
export const rpSeed = "Seed that drove the game";
export const rpVerified = "Verified ✓ — ";
export const rpNotVerified = "Not verified ✗ — ";
export const rpCheckedAll = "checked here with the engine: the commitment, the seed, every move and the result.";
export const rpNoCrypto = "This browser could not run the check (it needs WebCrypto); run it with npm run verify.";
export const rpChecking = "Checking the record…";
export const rpFairness = "Fairness";
export const rpCheckNotLoaded = "The check could not be loaded; run it with npm run verify.";

export const rpFinishedState = "Finished";
export const rpWaitingMore = {
  one: "Waiting for {n} more player: take a seat at the full table.",
  other: "Waiting for {n} more players: take a seat at the full table.",
};
export const rpGameOverAbandoned = "Game over. {why}";
export const rpGameOverScores = {
  one: "Game over: {winners} wins ({scores} {unit}).",
  other: "Game over: {winners} win ({scores} {unit}).",
};
export const rpToPlay = "{who} to play.";
export const rpNewTable = "a new table";
export const rpFillingUp = "The table is filling up.";
export const rpWholeMatch = "The whole match, move by move ↗";
export const rpGameOverWins = { one: "Game over: {winners} wins.", other: "Game over: {winners} win." };
export const rpStepEvery = "{ending} Step through every move, hidden cards face up.";

// The practice page (/practice/:game).
export const rpPracticeTitle = "Practice · Tablelink";
export const rpPracticeDescription =
  "A table of Stakes, Dobbelsjanse or Twelves against bots, in your browser: no account, no connection needed.";
export const rpPlayer = "Player";
export const rpBot = "Bot {name} ({level})";
export const rpEasy = "easy";
export const rpStrong = "strong";
export const rpGamePractice = "{game} practice";
export const rpPractice = "Practice";
export const rpPracticeHint = "A table against bots in this browser: nothing is sent anywhere";
export const rpNoPractice = "There is no practice table for this game.";
export const rpBadSeats = "“{raw}” is not a number of players for this game ({min}–{max}): playing with {used}.";
export const rpBadBot = "“{raw}” is not a bot level (easy or strong): playing against easy bots.";
export const rpBadGames = "“{raw}” is not a number of games (1–9): playing 3.";
export const rpDealing = "Dealing…";
export const rpThinking = "{name} is thinking…";
export const rpPlayAgain = "Play again";
export const rpWithFriends = "Play this with friends";
export const rpWithFriendsHint = "Makes a real table with an invite link to send.";
export const rpMaking = "Making the table…";
export const rpMakeFailed = "Could not make the table: {why}";
export const rpOpenOn = "Open on Tablelink ↗";
export const rpOfflineOk = "You are offline: practice tables work without a connection.";
export const rpNoWorker = "This page could not start its helper: the bots think on the page itself.";
export const rpNextInDeck = "Next in the deck:";
export const rpDeckEmpty = "The deck is empty.";
export const rpMore = "+{n} more";
export const rpPeeked = "{name} peeked:";
export const rpHandOf = "{name}'s hand:";
export const rpEmptyHand = "empty";
export const rpDiscard = "Discard pile (face down in play):";
export const rpAlcohol = "alcohol {n}";
export const rpWater = "water {n}";
export const rpIntimidate = "Intimidate +{n}";
export const rpRigged = "rigged {n}";
export const rpDieHidden = "{f} hidden";
export const rpNoDice = "no dice";
