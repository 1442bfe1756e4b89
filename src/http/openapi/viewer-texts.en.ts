// The words of the API page (/api), in English. Route summaries and field notes
// are the document's own (English, like every code and field name of the API).
export const en = {
  title: "The Tablelink API",
  intro:
    "Every route of the API, grouped by what it is for: what it takes, what it answers and the errors it can send. Programs read the same as an OpenAPI 3.1 document:",
  errorsNote:
    "Every error is {error: {code, message}}: switch on the code, show the message. When several errors apply, the first in this order wins: 400, 404, 401, 409, 422.",
  contents: "Routes",
  token: "Seat token",
  tokenRequired: "Needed (Authorization: Bearer <token>)",
  tokenOptional: "Optional: with it the seat's view, without it the spectator's",
  query: "Query",
  body: "Body",
  answers: "Answers",
  errors: "Error codes",
  devOnly: "Development servers only (ALLOW_FIXTURES); elsewhere 404.",
  socket: "WebSocket messages",
  fromClient: "You send",
  fromServer: "You receive",
  schemas: "Shapes",
  required: "always there",
  optional: "optional",
  moreFields: "Other fields may follow.",
  oneOfThese: "One of these:",
  langLabel: "Language",
  langName: "English",
  areas: {
    Tables: "Tables",
    Play: "Play",
    "Long-running play": "Long-running play",
    Seats: "Seats",
    Notifications: "Notifications",
    "Your tables": "Your tables",
    History: "History",
    "Test fixtures": "Development tools",
    "This document": "This description",
  },
};
