// Ordene på API-siden (/api) på bokmål: the same keys as ../en/api-page.ts.
import type { en } from "../en/api-page";

export const nb: typeof en = {
  title: "Tablelink-API-et",
  intro:
    "Alle rutene i API-et, sortert etter hva de brukes til: hva de tar imot, hva de svarer og hvilke feil de kan gi. Programmer leser det samme som et OpenAPI 3.1-dokument:",
  errorsNote:
    "Alle feil er {error: {code, message}}: styr etter koden, vis meldingen. Gjelder flere feil samtidig, vinner den første i denne rekkefølgen: 400, 404, 401, 409, 422.",
  contents: "Ruter",
  token: "Plassnøkkel",
  tokenRequired: "Påkrevd (Authorization: Bearer <nøkkel>)",
  tokenOptional: "Valgfri: med den får du plassens visning, uten den tilskuerens",
  tokenMember: "Nøkkelen til et klubbmedlem (Authorization: Bearer <nøkkel>)",
  query: "Spørreparametre",
  body: "Innhold",
  answers: "Svar",
  errors: "Feilkoder",
  devOnly: "Bare på utviklingsservere (ALLOW_FIXTURES); ellers 404.",
  socket: "WebSocket-meldinger",
  fromClient: "Du sender",
  fromServer: "Du mottar",
  schemas: "Formater",
  required: "alltid med",
  optional: "valgfritt",
  moreFields: "Flere felt kan komme i tillegg.",
  oneOfThese: "Ett av disse:",
  langLabel: "Språk",
  langName: "Norsk bokmål",
  areas: {
    Tables: "Bord",
    Play: "Spill",
    "Long-running play": "Spill over lang tid",
    Seats: "Plasser",
    Notifications: "Varsler",
    "Your tables": "Bordene dine",
    Clubs: "Klubber",
    History: "Historikk",
    "Test fixtures": "Utviklingsverktøy",
    "This document": "Denne beskrivelsen",
  },
};
