// Bokmål: linjen på bordsiden for et bord som ble åpnet fra Discord (web/src/play/opened-from.ts).
export const openedFromDiscord = "Åpnet fra Discord av {name}";
