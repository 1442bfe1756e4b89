// Bokmål: «Mens du var borte» på bordsiden (web/src/play/while-away.ts).
export const awTitle = "Mens du var borte";
export const awSince = "Siden {when}";
export const awMoves = "Trekk spilt: {n}";
export const awRoundsWon = "Runder du vant: {n}";
export const awRoundsLost = "Runder du tapte: {n}";
export const awTimedOut = "Trekkene dine som ble spilt da tiden gikk ut: {n}";
export const awPauses = "Pauser: {n}";
export const awChat = "Chatmeldinger: {n}";
export const awSaid = "{name}: «{text}»";
