// The message files the Worker writes from in this language (../catalogs.ts):
// the same list in every language's folder.
export { logShared } from "./log";
export { logStakes } from "./log-stakes";
export { logDobbelsjanse } from "./log-dobbelsjanse";
export { logTwelves } from "./log-twelves";
export { roomLines } from "./room-lines";
export { pushes } from "./pushes";
export { previews } from "./previews";
