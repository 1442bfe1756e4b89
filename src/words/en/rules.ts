// English: the rules pages (/rules/:game: web/src/build/rules-page.ts and
// rules-examples.ts at build time, web/src/rules.ts and practice/rules-offer.ts on
// the page), the history page (web/src/history.ts) and the app manifest's words.
export const rulesDescription = "How to play {game}: {lead}";
export const rulesNavStakes = "Stakes";
export const rulesNavDobbelsjanse = "Dobbelsjanse";
export const rulesNavTwelves = "Twelves";
export const rulesOriginalNb = "The original rules in Norwegian (bokmål)";
export const rulesOriginalFragment = "The old fragment these rules complete";
export const rulesOpenAll = "Open all the rules";
export const rulesFoldAll = "Fold all the rules";

export const rulesTryTitle = "Try it here";
export const rulesTryLead =
  "Play a table against bots right in your browser: nothing to sign up for, and it works offline.";
export const rulesTryLink = "Practice {game} against bots";
export const rulesTryDuel = "Stakes Duel";
export const rulesEmbedTitle = "Put a practice table in your page";
export const rulesEmbedHint =
  "Paste this HTML into a blog post: readers play a table against bots right there. The script is optional; it fits the frame to the table. Blogs that understand oEmbed embed it from the practice link alone.";
export const rulesEmbedLabel = "Practice table embed HTML";
export const rulesCopyHtml = "Copy HTML";

// The drawn examples under How to play.
export const rulesCardName = "{rank} of {suit}";
export const rulesCardWord = "{card}, {word}";
export const rulesSpades = "spades";
export const rulesHearts = "hearts";
export const rulesDiamonds = "diamonds";
export const rulesClubs = "clubs";
export const rulesAce = "Ace";
export const rulesJack = "Jack";
export const rulesQueen = "Queen";
export const rulesKing = "King";
export const rulesDieShowing = "die showing {n}";
export const rulesD12Showing = "d12 showing {n}";
export const rulesExTarget = "Target {n}";
export const rulesExShield = "Shield";
export const rulesExStakes =
  "Ann has 14 and a shield. Bank now for 14, or flip: a 3 makes 17 exactly (+5), and a card that would bust her is thrown away by the shield.";
export const rulesExMiddle = "Middle";
export const rulesExDobbelsjanse =
  "Scoring now is worth 3 + 10 = 13. Another 3, 7 or 9 fails; a King would end the round.";
export const rulesExYourHand = "Your hand";
export const rulesExTwelves = "Five dice: three 7s and two 3s, a full house.";

// The history page.
export const historyLoadFailed = "Could not load the history: {why}";
export const historyNone = "No finished matches yet.";
export const historyReplaced = " (then {names})";
export const historyThenSep = ", then ";

// The app manifest (/manifest.webmanifest; English is web/static/manifest.webmanifest itself).
export const manifestName = "Tablelink";
export const manifestDescription =
  "Your tables of Stakes, Dobbelsjanse and Twelves: play by link, one move a day or all at once.";
