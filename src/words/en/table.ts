// The table as the play page draws it (every game's board, move buttons, seat heads,
// game words, round summaries), also used by the practice page, the embed and replays.
// Prefix t. Game words agree with the server's log (./log-*.ts).

// Shared by every table
export const tCenter = "Center of the table";
export const tBeingSet = "The table is being set.";
export const tToAct = "To act";
export const tYouParen = "{name} (you)";
export const tYouCap = "You";
export const tAnd = " and ";
export const tSeatN = "Seat {n}";
export const tRoundOf = "Round {round} of {rounds}";
export const tRoundN = "Round {n}";
export const tDeck = "Deck: {n}";
export const tRoundOver = "Round {n} is over";
export const tNext = "Next: {line}";
export const tPoints = "Points";
export const tTotalHead = "Total";
export const tScoreWord = "Score";
export const tCancel = "Cancel";
export const tConnected = "Connected";
export const tNotConnected = "Not connected";
export const tYouTag = "you";
export const tResigned = "resigned";
export const tResignedTitle = "This player resigned";
export const tBot = "bot";
export const tCardName = "{rank} of {suit}";
export const tAce = "Ace";
export const tJack = "Jack";
export const tQueen = "Queen";
export const tKing = "King";
export const tSpades = "spades";
export const tHearts = "hearts";
export const tDiamonds = "diamonds";
export const tClubs = "clubs";
export const tBusting = "{card}: the card that busted";
// Round summary sheet
export const tContinue = "Continue";
export const tPlayer = "Player";
export const tThisRound = "This round";
// Screen reader and offline
export const tYourTurnSaid = "Your turn.";
export const tGameOver = "Game over. {text}";
export const tWinsOne = "Game over. {who} wins.";
export const tWinsMany = "Game over. {who} win.";
export const tOffline = "Offline";
export const tOfflineMoves = "You are offline. Moves come back when you are online.";
// Clocks
export const tPerMove = "{time} per move";
export const tTimeoutLoses = " (a timeout loses the match)";
export const tTimeUp = "time is up";
export const tLeft = "{time} left";
export const tDue = " (due {when})";
export const tNeedsClock = "Needs a clock.";
export const tOnlyTwo = "Only in two-player games.";

// Stakes
export const tBustsOne = " — {who} busts";
export const tBustsMany = " — {who} bust";
export const tYouSubject = "you";
export const tFlipSpare = "Total {total}, target {target}: {spare} to spare";
export const tNextTotal = "Next is {card}: total {total}";
export const tNextShield = "Next is {card}: your shield discards it";
export const tNextBust = "Next is {card}: {total}, bust!";
export const tFirstFlip = "Your first turn of a round must be a flip";
export const tPeekAsk = "Jack — Peek. Put the top two cards back in which order?";
export const tKeepOrder = "Keep the order";
export const tSwapThem = "Swap them";
export const tOnTop = "{card} on top";
export const tNudgeAsk = "King — Nudge. Turn one center die by 1:";
export const tDieUp = "Die {die} up: {from} → {to}";
export const tDieDown = "Die {die} down: {from} → {to}";
export const tTargetN = "Target {n}";
export const tTwistAsk = "Twist: pay 1 of your {n} leverage dice and reroll which die?";
export const tRerollDie = "Reroll die {die}";
export const tNowN = "Now {n}";
export const tFlipCard = "Flip a card";
export const tNoCardsLeft = "No cards are left to draw";
export const tExactSteal = " — exact! Steal a die";
export const tExactFive = " — exact! +5";
export const tTakesDie = "Takes one leverage die from your opponent";
export const tScoresReclaim = "Scores {n} and reclaims a die from the pot";
export const tLockScore = "Lock {n} as your round score";
export const tBankN = "Bank {n}";
export const tBank = "Bank";
export const tNothingToBank = "Nothing to bank at total 0";
export const tTwist = "Twist";
export const tColdTwist = "Cold twist";
export const tTwistDetail = "Pay 1 leverage die (you have {n}), reroll A or B";
export const tNoLeverage = "You have no leverage dice left";
export const tPass = "Pass";
export const tPassDetail = "Stay banked; your opponent plays on";
export const tDieShows = "Die {name} shows {n}";
export const tFirstTo = "Round {round} · first to {wins} wins";
export const tPot = "Pot";
export const tPotDice = { one: ": {n} die", other: ": {n} dice" };
export const tTarget = "Target";
export const tLive = "Live";
export const tBankedN = "Banked {n}";
export const tBustAtN = "Bust at {n}";
export const tStLive = "live";
export const tStBanked = "banked";
export const tStBust = "bust";
export const tBustWas = "Bust: {total} was over the target {target}";
export const tBustIs = "Bust: {total} is over the target {target}";
export const tBustFell = "Bust: the target fell to {target}, under {total}";
export const tTargetNow = " (the target is {n} now)";
export const tBustedAt = "Busted at {n}";
export const tNoCardsYet = "No cards yet";
export const tLeverageAria = { one: "{n} leverage die", other: "{n} leverage dice" };
export const tNoDice = "no dice";
export const tRoundWinsOf = "Round wins ";
export const tOfN = " of {n}";
export const tScoreSp = "Score ";
export const tRoundsSoFar = " rounds so far:";
export const tSeatTotal = "{who}: {status}, total {total}";
export const tTotalSp = "Total ";
export const tShield = "Shield";
export const tYouPeeked = "You peeked — next in the deck: ";
export const tFacePeek = "Peek";
export const tFaceShield = "Shield";
export const tFaceNudge = "Nudge";
export const tWon = "won";
export const tLost = "lost";
export const tDead = "dead";
export const tPush = "push";
export const tRoundCol = "Round";
export const tRoundWins = "Round wins";
export const tLastRound = "That was the last round.";
export const tFlipsBusts = "{name} flips {card} and busts at {total}";
export const tTargetParen = " (target {n})";
export const tTermTarget =
  "The total to reach without going over: die A + die B + 10. A twist or a King's nudge moves it, and anyone over it busts.";
export const tTermPot =
  "Leverage dice paid in by twists and by pressure at the end of a round. Banking exactly on target wins one back.";
export const tTermLeverage =
  "Leverage dice: pay one to twist, rerolling die A or B to move the target. A banked player may still twist cold to bust the others.";
export const tTermLeverageDuel =
  "Leverage dice: pay one to twist, rerolling die A or B. Banking exactly on target takes one from your opponent; pressure makes the round's loser pay one.";
export const tTermShield =
  "Shield (from a Queen): the next card that would bust this player is discarded instead. One use, gone at round end.";
export const tDuelName = "Stakes Duel";

export * from "./table-dobbel";
export * from "./table-twelves";

// The table read aloud (the R key: web/src/games/*/read.ts), in sentences for the live region.
export const rYourTurn = "Your turn.";
export const rToPlay = "{who} to play.";
export const rOver = "The game is over.";
export const rFilling = "The table is filling up.";
export const rList = "{items}.";
export const rAnd = " and ";
export const rStakesTarget = "Round {round}. Target {target}, dice {a} and {b}. Pot: {pot} dice.";
export const rStakesSeat = "{name}: total {total}, {status}, score {score}";
export const rDuelSeat = "{name}: total {total}, {status}, {score} rounds won";
export const rStakesLive = "in the round";
export const rStakesBanked = "banked";
export const rStakesBust = "bust";
export const rYourRow = "Your cards: {cards}.";
export const rNoCards = "You have no cards yet.";
export const rDobbelTable = "Round {round}. On the table: {cards}.";
export const rDobbelEmpty = "Round {round}. The table is empty.";
export const rDobbelSeat = "{name}: score {score}, {n} cards in hand";
export const rDobbelSeatOut = "{name}: score {score}, out of the round";
export const rYourHand = "Your hand: {cards}.";
export const rTwelvesPot = "Game {game} of {games}. Pot {pool}, highest bet {bet}.";
export const rTwelvesSeat = "{name}: bet {bet}, {net} this match, {n} dice, {status}";
export const rTwelvesIn = "in";
export const rTwelvesOut = "out";
export const rTwelvesRemoved = "removed";
export const rYourDice = "Your dice: {dice}, {total} in all.";
