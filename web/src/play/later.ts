// The play page's parts that a visit shows only later or never: the table drawn offline, the match's end and
// rematch, round summaries, a seat away, the pause panel, notifications (the offer, the
// subscription) and webhooks, chat lines read aloud,
// How to play, the embed snippet, a refused seat link, a series' score and end, the move keys (from the first key pressed). One chunk, loaded the first
// time any of them is needed. With a chunk each, the bundler split what they share
// with the first script into a dozen small chunks, each gzipped on its own: the play
// page's first load was about 4 KB heavier for it (tests/browser/page-weight.test.ts).
export * as absentSeats from "./absent-seats";
export * as embedSnippet from "./embed-snippet-body";
export * as howToPlay from "./how-to-play";
export * as logDays from "./log-days";
export * as moveKeys from "./move-keys";
export * as matchEnd from "./match-end";
export * as offlineView from "./offline-view";
export * as roundSummary from "./round-summary";
export * as seatLink from "./seat-link";
export * as notifyOffer from "../async/notify-offer";
export * as notifyPush from "../async/notify-push";
export * as pausePanel from "../async/pause-panel";
export * as webhookForm from "../async/webhook-form";
export * as whileAway from "./while-away";
export * as chatVoice from "../async/chat-voice";
export * as resignAsk from "../async/resign-ask";
export * as refusals from "./refusals";
export * as openedFrom from "./opened-from";
export * as seriesBar from "./series-bar";
