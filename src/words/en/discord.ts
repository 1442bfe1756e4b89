// English: the table page's line for a table opened from Discord (web/src/play/opened-from.ts).
export const openedFromDiscord = "Opened from Discord by {name}";
