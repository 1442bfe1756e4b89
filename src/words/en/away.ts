// English: "While you were away" on the table page (web/src/play/while-away.ts).
export const awTitle = "While you were away";
export const awSince = "Since {when}";
export const awMoves = "Moves played: {n}";
export const awRoundsWon = "Rounds you won: {n}";
export const awRoundsLost = "Rounds you lost: {n}";
export const awTimedOut = "Your moves played on timeout: {n}";
export const awPauses = "Pauses: {n}";
export const awChat = "Chat messages: {n}";
export const awSaid = "{name}: “{text}”";
