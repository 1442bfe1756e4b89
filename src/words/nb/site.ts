// Norsk bokmål: språket selv, sidemalene (web/html, "{{name}}") og det alle sidene deler.
export const lang = "nb";
export const langName = "Norsk";
export const langLabel = "Språk";
/** The foot's choices kept on this device (web/src/lib/prefs.ts). */
export const prefsLabel = "Innstillinger på denne enheten";
export const deckFour = "Kortstokk i fire farger";
export const chatAloud = "Les opp bordpraten";

export const loading = "Laster …";
export const connecting = "Kobler til …";
export const history = "Historikk";
export const rules = "Regler";
export const newTable = "Nytt bord";
export const close = "Lukk";
export const howToPlay = "Slik spiller du";
export const fullLog = "Hele loggen";
export const loadingTable = "Henter bordet …";
export const startNewTable = "Start et nytt bord";

export const homeTitle = "Tablelink – kort- og terningspill via lenke";
export const homeDescription =
  "Start et bord med Stakes, Dobbelsjanse eller Twelves, send invitasjonslenken til vennene dine og spill i nettleseren. Du trenger ingen konto.";
export const startTable = "Start et bord";
export const homeIntro = "Send invitasjonslenken og spill i nettleseren. Du trenger ingen konto.";
export const game = "Spill";
export const players = "Spillere";
export const stakesSeats = "3–6 spillere";
export const duelSeats = "2 spillere";
export const twelvesSeats = "2–6 spillere";
export const stakesBlurb =
  "Snu kort opp mot målet terningene gir, og sikre poengene før du sprekker. Fem runder, 3–6 spillere.";
export const howToPlayStakes = "Slik spiller du Stakes";
export const seats3 = "3 spillere";
export const seats4 = "4 spillere";
export const seats5 = "5 spillere";
export const seats6 = "6 spillere";
export const timePerMove = "Tid per trekk";
export const noClock = "Uten klokke";
export const hour1 = "1 time";
export const hours12 = "12 timer";
export const day1 = "1 døgn";
export const days3 = "3 døgn";
export const days7 = "7 døgn";
export const timeoutLoses = "Går tiden ut, taper du";
export const needsClock = "Krever klokke.";
/** A series: the same seats play match after match (options.series). */
export const seriesLabel = "Serie";
export const singleMatch = "Én kamp";
export const bestOf3 = "Best av 3";
export const bestOf5 = "Best av 5";
export const bestOf7 = "Best av 7";
export const yourName = "Navnet ditt";
export const createTable = "Opprett bord";
export const createOffline = "Du er frakoblet. Du må være på nett for å opprette et bord.";

export const embedTitle = "Tablelink-bord";
export const embedDescription =
  "Et Tablelink-bord med kort eller terninger, bare til å se på. Følg spillet mens det pågår.";
export const openFullTable = "Åpne hele bordet ↗";
export const matchTitle = "Kamp · Tablelink";
export const match = "Kamp";
export const historyTitle = "Historikk · Tablelink";
export const finishedMatches = "Ferdigspilte kamper";
export const olderMatches = "Eldre kamper";
export const rulesTitleSuffix = "– regler · Tablelink";
export const rulesOfEachGame = "Reglene for hvert spill";
export const site = "Nettstedet";

export const notFoundTitle = "Fant ikke siden · Tablelink";
export const nothingHere = "Her er det ingenting";
export const notFoundText =
  "Det finnes ikke noe bord eller noen side på denne adressen. Lenken kan være skrevet feil eller kuttet av. Be avsenderen om en ny lenke.";
