// The club pages (/c/:id and /c/:id/join), and the clubs on the home page.
export const clubTitle = "Club · Tablelink";
export const cOpening = "Opening the club…";
export const cNotFound = "There is no club at this link.";
export const cNotFoundHint = "Check the link you were sent, or start a club of your own.";
export const cPrivateTitle = "This club is private";
export const cPrivateText =
  "Only its members see its tables, standings and matches. To join, ask a member for the club's invite link and open it on this device.";
export const cTokenGone = "The membership this device kept for this club no longer works.";
export const cForget = "Forget this club here";
export const cStartOwn = "Start a club of your own";
export const cCouldNotLoad = "Could not open the club: {why}";
export const cTryAgain = "Try again";
export const cYouAre = "You play here as {name}.";
export const cStandings = "Standings";
export const cNoStandings =
  "No club match has finished yet. Standings appear once two members have played a table to its end together.";
export const cRatingHelp =
  "Rating is a cautious estimate of skill: it rises when you finish above other members and grows more certain the more you play.";
export const cStandingsOf = "Standings in {board}";
export const cPlace = "Place";
export const cPlayer = "Player";
export const cRating = "Rating";
export const cPlayed = "Played";
export const cWins = "Wins";
export const cLeader = "Leader";
export const cYouMark = "(you)";
export const cTables = "Club tables";
export const cNoOpenTables = "No table is open right now. Start one below.";
export const cSeatsFree = { one: "{n} seat free", other: "{n} seats free" };
export const cInPlay = "In play";
export const cWith = "{game} with {names}";
export const cNobodyYet = "{game}, nobody seated yet";
export const cYourSeat = "Go to your seat";
export const cWatch = "Watch";
export const cSeatFailed = "Could not take a seat: {why}";
export const cNewTable = "New table";
export const cNewTableHint = "You take the first seat; the club sees the table and can take the others.";
export const cOpenTable = "Open the table";
export const cTableFailed = "Could not open the table: {why}";
export const cRecent = "Recent matches";
export const cNoMatches = "No club match has finished yet.";
export const cReplayOf = "{board}, {day}";
export const cPlaceName = "{place}. {name}";
export const cInvite = "Invite friends";
export const cInviteText =
  "Anyone with this link can join the club under a name of their own. Share it only with the people you want in the club.";
export const cInviteLink = "Invite link";
export const cInviteQr = "QR code of the club's invite link";
export const cMembers = "Members";
export const cMembersN = { one: "{n} member", other: "{n} members" };
export const cHeadToHead = "Head to head";
export const cHeadToHeadHint = "Open a name to see their head to head against the others.";
export const cHeadToHeadOf = "{name}'s head to head";
export const cOpponent = "Opponent";
export const cWon = "Won";
export const cLost = "Lost";
export const cNoVersus = "No match against another member yet.";
export const cLoadingMember = "Loading…";
export const cJoinTitle = "Join a club";
export const cJoinText =
  "You were invited to a club on Tablelink: a group of friends with their own tables and standings. Pick the name the others will know you by.";
export const cJoinButton = "Join the club";
export const cNoInvite = "This link has no invite in it. Ask a member for the club's whole invite link.";
export const cErrNameTaken = "Someone in this club already goes by that name. Pick another one.";
export const cErrFull = "This club is full: it has 50 members.";
export const cErrBadInvite =
  "This invite link does not work; it may have been copied only in part. Ask a member to send it again.";
export const cErrNotFound = "There is no club at this link.";
export const cErrOther = "Could not join: {why}";
export const cStartClub = "Start a club";
export const cStartClubText =
  "A club keeps a group of friends together: one link for everyone, the club's tables, and standings for each game.";
export const cClubName = "Club name";
export const cCreateClub = "Start the club";
export const cCreateClubFailed = "Could not start the club: {why}";
export const cYourClubs = "Your clubs";
export const cAClub = "A club";
export const cClubsN = { one: "{n} club", other: "{n} clubs" };
export const cTablesAndClubs = "{tables} and {clubs}";
export const cCarryClubsKept = "Your membership of {clubs} will be kept in this browser too.";
export const cYourNameInClub = "Name in the club";
