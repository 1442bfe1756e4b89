// English: the table page (play, join, watch) and what it shares with the other pages.
export const live = "Live";
export const reconnecting = "Reconnecting…";
export const watching = "Watching";
export const watchingTitle = "You have no seat at this table: you see what every spectator sees";
export const away = "{name} (away)";
export const waitingForSeats = "Waiting for players to take their seats.";
export const gameBegun = "The game has begun.";
export const openingTable = "Opening the table…";
export const cannotDraw = "This page cannot draw {game} tables yet.";
export const yourTurn = "Your turn";
export const waitingFor = "Waiting for {who}…";
export const watchingWaiting = "You are watching. Waiting for {who}…";
export const youWatch = "You are watching.";
export const links = "Links";
export const watchLink = "Watch link";
export const watchHint = "For spectators: shows the table without anyone's hidden cards.";
export const copy = "Copy";
export const copied = "Copied";
export const selectedCopy = "Selected: press Ctrl+C";
export const otherDevice = "Open on another device";
export const notInvite = "This is not an invite.";
export const ownSeatWarning =
  " It is your own seat: whoever opens it plays as you. Open it only on your own phone or computer.";
export const privateSeatLink = "Your private seat link";

export const aFriend = "A friend";
export const invitesYou = "{host} invites you to play {game}";
export const seatsLabel = "Seats: ";
export const seatsTaken = "{taken} of {total} taken";
export const seatsTakenBy = "{taken} of {total} taken ({names})";
export const timePerMoveLabel = "Time per move: ";
export const noLimit = "no limit, play at your own pace";
export const howToPlayGame = "How to play {game}";
export const takeSeat = "Take a seat";
export const openSeat = "Open seat";
export const you = "you";
export const sitsDown = " · sits down when the table is full";
export const invitesToTablelink = "{host} invites you to a game on Tablelink";
export const shareInvite = "Share invite…";
export const inviteLabel = "Invite link: send it to your friends";
export const copyInvite = "Copy invite link";
export const inviteQr = "QR code of the invite link";
export const scanQr = "Or let a friend scan this with their phone's camera.";
export const seatsOfTotal = "{taken} of {total} seats taken";
export const inviteMore = {
  one: "Invite one more player: the game starts by itself when the last seat is taken.",
  other: "Invite {n} more players: the game starts by itself when the last seat is taken.",
};
export const startsByItself = "The game starts by itself when the last seat is taken.";

export const staleMove =
  "Your move was not played: the table changed before it arrived (another tab or device?). This is the table as it is now.";
export const alreadyOver = "The game is already over; nothing was played.";
export const seatLinkGone = "This browser's seat link is not valid any more; nothing was played.";
export const notPlayed = "Not played: {why}";
export const seatsTakenBeforeYou = "All seats were taken just before you: you are watching.";
export const inviteInvalid =
  "This invite link is not valid for this table: ask the host for a new one. Meanwhile you are watching.";
export const couldNotJoin = "Could not join: {why}";
// Three whole sentences, the middle one only when it was your move.
export const offlineAt = "You are offline: this is the table as it was at {when}.";
export const offlineYours = "It was your move then.";
export const offlineBack = "It shows the game again, and you can move, once you are back online.";
export const noConnection = "Could not reach the server. Check your connection and try again.";
export const serverAnswered = "The server answered {status}.";

export const noTableAddress = "This address does not name a table.";
export const noTableHere = "There is no table at this address.";
export const seatLinkRefused = "This seat link is no longer valid: you are watching.";
export const seatLinkNotThis = "This seat link is not valid for this table: you are watching.";
export const keptSeatInvalid =
  "The seat link this browser kept for this table is not valid any more: you are watching.";
export const watchingOwnSeat = "You are watching. Your own seat is at the table's normal link.";
export const openInvite = "To take a seat, open the invite link the host shared. Meanwhile you are watching.";
export const allSeatsTaken = "All seats are taken: you are watching.";
export const gameOverWatching = "This game is over: you are watching its final table.";

export const stakesBlurbShort =
  "Flip cards toward the target the dice set; bank before you bust. Five rounds, 3–6 players.";
export const duelBlurb = "Stakes for two: cold twists and stolen dice. First to 4 round wins.";
export const dobbelsjanseBlurb =
  "Norwegian card game of calculated risk: score early, or wait for the double chance. 3–6 players.";
export const twelvesBlurb = "Tavern dice with d12s: bet, cheat, watch and drink. 2–6 players.";

// Playing by keyboard: the skip link, the move keys, the table read aloud (web/src/play/move-keys.ts).
export const skipToMove = "Skip to your move";
export const kNotYourTurn = "Not your turn yet: waiting for {who}.";
export const kWatching = "You are watching: there are no moves for you here.";
export const kNoGame = "No moves yet: the table is filling up.";
export const kOver = "The game is over.";

// How to play's keys, under the game's summary in the sheet (web/src/play/how-to-play.ts).
export const hKeys = "Keys.";
export const hKeysStakes =
  "F flip, B bank, T twist (then 1 or 2 for the die; Esc goes back), P pass. After a Jack, K keeps the order and S swaps; a King's nudge takes 1–4, in the order shown. R reads the table aloud: whose turn, the target and pot, everyone's total and score, and your cards. Tab, Enter and Space work everywhere too, and the first Tab skips to your move.";
export const hKeysDobbelsjanse =
  "D draws, S scores, and 1, 2, 3 play the cards of your hand, in the order shown. R reads the table aloud: whose turn, the cards in the middle, everyone's score, and your hand. Tab, Enter and Space work everywhere too, and the first Tab skips to your move.";
export const hKeysTwelves =
  "Betting: M match, D double, L leave. Actions: W watch, A water, D drink, I intimidate, S smash, Y mystify, O shove, C cheat, G rig, H hide, L luck, P swap. An action that asks which die, face, player or place takes 1, 2, … in the order shown; Esc goes back. R reads the table aloud: whose turn, the pot, everyone's bet and winnings, and your dice. Tab, Enter and Space work everywhere too, and the first Tab skips to your move.";
