// English: the sheets and panels around the table (the match's end, the rematch,
// chat, pause, seats, links) and the long game's settings.
export const sGameOver = "Game over — {how}";
export const sWinsOnTime = {
  one: "{winners} wins on time: {loser} ran out of time",
  other: "{winners} share the win on time: {loser} ran out of time",
};
export const sWinsResigned = {
  one: "{winners} wins by resignation: {loser} resigned",
  other: "{winners} share the win by resignation: {loser} resigned",
};
export const sWinsRounds = {
  one: "{winners} wins {top}–{other} in round wins",
  other: "{winners} share the win {top}–{other} in round wins",
};
export const sWinsWith = { one: "{winners} wins with {score}", other: "{winners} share the win with {score}" };
export const sWinsClaimed = "{winner} wins: {loser} let their last two turns run out";
export const sAnd = "{list} and {last}";
export const sYouMark = " (you)";
export const sReplayMatch = "Replay the match";
export const sBackToTable = "Back to the table";
export const sSeat = "Seat {n}";

export const sAskedForIt = "{name} asked for it";
export const sAccepted = "{name} accepted";
export const sDeclined = "{name} declined";
export const sNotAnswered = "{name} hasn't answered yet";
export const sNotAsked = "{name} resigned, so is not asked";
export const sAnswersSoFar = "Answers so far";
export const sStartsAtOnce = "{game} can be played by {coming}: the new game starts at once, with {names}.";
export const sSeatsStay = {
  one: "{game} needs {need} players: 1 seat stays open at the new table, to be filled by an invite or a bot before it starts.",
  other:
    "{game} needs {need} players: {n} seats stay open at the new table, to be filled by an invite or a bot before it starts.",
};
export const sLeftOffered = "{name} offered the rematch.";
export const sLeftAccepted = "{names} accepted.";
export const sLeftDeclined = "{name} declined.";
export const sLeftResigned = "{name} resigned during the match.";
export const sLeftSilent = "{name} didn't answer.";

export const sYouDeclined = "You declined {name}'s rematch.";
export const sWatchTheirs = "Watch their new table";
export const sStartedWithout = "The rematch started without you. ";
export const sSeeRematch = "See the rematch table";
export const sRematchReady = "{name}'s rematch table is ready. ";
export const sWatchIt = "Watch it";
export const sOfferRematch = "Offer a rematch";
export const sWaitingForNames = " Waiting for {names}.";
export const sOffers = "{name} offers a rematch.";
export const sPlayAgain = " Play again at a new table?";
export const sAccept = "Accept";
export const sDecline = "Decline";
export const sYouOffered = "You offered a rematch.";
export const sYouAccepted = "You accepted {name}'s rematch.";
export const sStartWithout = "Start without {names}";
export const sSettingUp = "Setting up the new table…";
export const sTakingYou = "Taking you to the new table…";
export const sNewTableReady = {
  one: "Your new table is ready, with one seat open.",
  other: "Your new table is ready, with {n} seats open.",
};
export const sBotThatSeat = "Play that seat with a bot:";
export const sBotASeat = "Fill a seat with a bot:";
export const sEasyBot = "Easy bot";
export const sStrongBot = "Strong bot";
export const sOrInvite = "Or invite someone";
export const sOpenSeatLink = "Whoever opens this link takes the open seat.";
export const sGoToNew = "Go to the new table";
export const sCouldNotOpenNew = "Could not open the new table: {why}";

export const sMessage = "Message";
export const sSend = "Send";
export const sTableChat = "Table chat";
export const sNoMessages = "No messages yet.";
/** Another player's chat line, read aloud by the live region. */
export const sSays = "{name} says: {text}";

export const sDaysHours = "{d}d {h}h";
export const sHoursMinutes = "{h}h {m}m";
export const sMinutes = "{m}m";
export const sPause = "Pause";
export const sPauseTable = "Pause the table…";
export const sPauseHint =
  "Away for a while? Everyone at the table must agree. The clocks stop until then, and each player gets back the time they had.";
export const sPauseUntil = "Pause until ";
export const sAskPause = "Ask for a pause";
export const sYouCap = "You";
export const sYes = "yes";
export const sNo = "no";
export const sNotAnsweredYet = "not answered yet";
export const sAcceptPause = "Accept the pause";
export const sEndPause = "End the pause now";
export const sWithdraw = "Withdraw the offer";
export const sCallOff = "Call it off";
export const sPausedUntil = "Paused until {when}. ";
export const sYouAskPause = "You ask for a pause until {when}.";
export const sAsksPause = "{name} asks for a pause until {when}.";
export const sAnswers = "Answers";
export const sClockAgain = "The clock starts again in {left}.";
export const sChooseDate = "Choose a date and time to pause until.";

export const sResign = "Resign…";
export const sResignDuel = "Resign and hand the match to your opponent?";
export const sResignMany = "Resign? You leave this game for good.";
export const sYesResign = "Yes, resign";
export const sKeepPlaying = "Keep playing";
export const sYouResigned = "You resigned: your moves are played for you.";

export const sEmbedSummary = "Embed this table in a blog post";
export const sOnTablelink = "{game} on Tablelink";
export const sEmbedHint =
  "Paste this HTML into your page: readers see the table live, read-only, with nobody's hidden cards. The script is optional; it fits the frame to the table.";
export const sEmbedHtml = "Embed HTML";
export const sCopyHtml = "Copy HTML";
export const sOembedHint =
  "Blogs that understand oEmbed (WordPress, Ghost and others) embed the table from its watch link alone.";

export const sSeatLink = "Seat link";
export const sWatchTable = "Watch the table";
export const sSeatLinkBad = "This seat link is not valid…";
export const sSeatLinkWhy =
  "…for this table. It may be cut short or mistyped, or the seat's link was replaced. No seat was opened.";
export const sSeatLinkAsk =
  "Ask the player whose seat it is to copy the link again from their table. Meanwhile you can watch.";

export const sNoBotAdded = "No bot was added: {why}";
export const sFillWithBot = "Fill a seat with a bot";
export const sBotHint = "No one else coming? A bot takes the next empty seat and plays at a person's pace.";
export const sAddEasy = "Add an easy bot";
export const sAddStrong = "Add a strong bot";

export const sNotifyOffer = "Notify me when it's my turn";
export const sNotNow = "Not now";
export const sAsking = "Asking your browser…";
export const sNotifyOnShort = "Notifications are on: this device tells you when it is your move.";
export const sPushIos =
  "On iPhone and iPad, notifications work only in the app: tap Share, then Add to Home Screen, open Tablelink from there and come back to this table. The webhook below works anywhere.";
export const sPushNone = "This browser cannot show notifications for a closed page. The webhook below works anywhere.";
export const sPushBlocked =
  "Notifications are blocked for this site. Allow them in your browser's site settings, then reload, or use the webhook below.";
export const sQuietHours = "Quiet hours";
export const sQuietHold = " Hold notifications during these hours";
export const sFrom = "From ";
export const sTo = " to ";
export const sQuietHint =
  "In your time zone ({zone}). Notifications wait until the quiet hours end; a reminder of a move due during them comes before they start.";
export const sPushOn = "On: this device gets a notification when it is your move.";
export const sPushOffer = "Get a notification on this device when it is your move, even with this page closed.";
export const sOnThisDevice = "On this device";
export const sSaveQuiet = "Save quiet hours";
export const sTurnOff = "Turn off";
export const sNotifyDevice = "Notify me on this device";
export const sPushDenied = "Notifications were not allowed. You can allow them later, or use the webhook below.";
export const sNoHelper = "This browser would not start the notification helper. The webhook below works anywhere.";
export const sNoPushService =
  "Your browser's push service could not be reached. Try again later, or use the webhook below.";
export const sPushOnQuiet = "On: notifications come when it is your move, but not from {from} to {to}.";
export const sNotifyMyTurn = "Notify me on my turn";
export const sNotifySetup = "Notifications could not be set up here.";

export const sGuessFormat = "Guess from the address";
export const sRemove = "Remove";
export const sOrWebhook = "Or a webhook (Discord, Slack, JSON)";
export const sWebhookAddress = "Webhook address";
export const sFormat = "Format";
export const sSave = "Save";
export const sNoWebhook = "No webhook: this page tells you while it is open.";
export const sWebhookOff = "Switched off after {n} failed deliveries to {url}. Save it again to retry.";
export const sWebhookOn = "On ({format}): {url}";
export const sWebhookRetrying = " — {n} failed deliveries, retrying";

export const sTooFast = "Slow down: wait a few seconds before the next message.";
export const sSeatedOnly = "Only seated players can do that.";
export const sStillLoading = "The table is still loading.";

export const sAwayTitle = "Away from the table";
export const sAwayResigned = " resigned.";
export const sAwayLapsed = " let their last two turns run out.";
export const sHandOn = " Hand the seat on so the game goes on; the seat keeps its score.";
export const sAwayYou =
  "Your last two turns ran out, so the others may hand your seat to a bot or a friend. Play your next move to keep it.";
export const sTakeOver = "Take over {name}'s seat";
export const sInvitedPlace = "{name} is away from this table. You are invited to play on in their place.";
export const sInvitedScore =
  "{name} is away from this table. You are invited to play on in their place, with their score of {score}.";
export const sGoesOn = " The game goes on from where it stands.";
export const sYourName = "Your name";
export const sTakeSeat = "Take the seat";
export const sSeatInvite = "Invite link for {name}'s seat";
export const sSeatInviteHint = "Whoever opens it takes the seat over, with its score.";
export const sSeatInviteReady = "Invite link for {name}'s seat ready to copy.";
export const sAwayYouDuel =
  "Your last two turns ran out, so {name} may end the match now and take the win. Play your next move to keep playing.";
export const sClaimOffer = " You may end the match now and take the win, or wait for them.";
export const sClaim = "Claim the win";
export const sClaimSure = "End the match now and win it? {name} cannot play on after that.";
export const sYesClaim = "Yes, claim the win";
export const sKeepWaiting = "Keep waiting";
export const sGiveBot = "Give it to a bot";
export const sInviteFriend = "Invite a friend";

export const sTitleTurn = "● Your turn · ";
export const sTitleFinished = "Finished · ";
export const sTurnIn = "Your turn in {game}";
export const sTableWaits = "Tablelink: the table is waiting for you.";

// Your tables (the home page).
export const sNobodyYet = "nobody has joined yet";
export const sWith = "with ";
export const sTheirMove = "{name}'s move";
export const sJustNow = "just now";
export const sMinAgo = "{n} min ago";
export const sHoursAgo = "{n} h ago";
export const sDaysAgo = { one: "{n} day ago", other: "{n} days ago" };
export const sPausedTill = "Paused until {when}";
export const sTimeUp = "time is up";
export const sTimeLeft = "{time} left";
export const sCreated = "created";
export const sEnded = "ended";
export const sStarted = "started";
export const sLastMove = "last move";
export const sFinishedN = "Finished ({n})";
/** A series match in Your tables: your match wins, then the most any other seat has. */
export const sSeriesYou = "Best of {n} · you {you}–{them}";
export const sOfflineList = "You are offline: these are your tables as of the last refresh{when}.";
export const sStaleList = "Could not refresh your tables just now; showing the last list{when}.";
export const sListFrom = " from {when}";
export const sTableGone = "This table no longer exists.";
export const sTokenGone = "This seat link no longer works: the table does not know its token.";
export const sTookOverSeat = "{name} took over your seat on {day}";
export const sSeatHandedOn = "Your seat was handed on to a player invited in your place.";
export const sBrokenLink = "Broken link";
export const sTableId = "table {id}";
export const sBrokenTo = "broken link to table {id}";
export const sRemoveFrom = "Remove {title} from this list";
export const sRemoved = "Removed from this list. ";
export const sUndo = "Undo";

// "Open on my phone": carrying Your tables to another device.
export const sCarryOpen = "Open on my phone";
export const sCarryQr = "QR code of the link that opens your {n} tables on another device";
export const sCarryScan = {
  one: "Scan this with your phone's camera, or send yourself the link: it opens your table there. Anyone with this link can play your seats, so keep it to yourself.",
  other:
    "Scan this with your phone's camera, or send yourself the link: it opens your {n} tables there. Anyone with this link can play your seats, so keep it to yourself.",
};
export const sTooManyQr = "Too many tables for one QR code: copy the link instead.";
export const sLink = "Link";
export const sTablesN = { one: "{n} table", other: "{n} tables" };
export const sCarryAdd = "Add {tables} from your other device?";
export const sCarryKept = "Your seats at {tables} will be kept in this browser too, so you can play them here.";
export const sAlreadyHere = { one: " {tables} is already here.", other: " {tables} are already here." };
export const sAllHere = "Every table in this link is already in your list here.";
export const sAddN = "Add {tables}";
export const sOk = "OK";
/** Beside a winner's name in the standings. */
export const sWinnerMark = "★ winner";
/** How to play: the link to the whole rules page, and what shows if the summary cannot be fetched. */
export const sAllRules = "All the rules and questions";
export const sHowNotLoaded = "The summary could not be loaded.";

/** A series (web/src/play/series-bar.ts and the result sheet): {n} a match's number, {best} the series' length, {score} "2–1". */
export const sSeriesMatch = "Match {n} · best of {best}";
export const sSeriesLeads = {
  one: "{leaders} leads the series {score} · best of {best}",
  other: "{leaders} share the lead {score} · best of {best}",
};
export const sSeriesLevel = "The series is level {score} · best of {best}";
export const sSeriesWon = { one: "{winners} wins the series {score}", other: "{winners} share the series {score}" };
export const sSeriesEnded = "The series ended {score}";
export const sNextMatchOn = "Match {n} has started, with the same seats.";
export const sNextMatchSoon = "Match {n} is starting…";
export const sPlayMatch = "Play match {n}";
export const sWatchMatch = "Watch match {n}";
export const sEndSeries = "End the series after this match…";
export const sEndSeriesAsk = "Make this match the series' last?";
export const sYesEndSeries = "Yes, end after this match";
export const sKeepSeries = "Keep the series going";
export const sSeriesEnding = "The series ends with this match.";
