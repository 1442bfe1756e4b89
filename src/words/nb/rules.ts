// Norsk bokmål: reglesidene (/rules/:game), historikksiden og appmanifestet.
export const rulesDescription = "Slik spiller du {game}: {lead}";
export const rulesNavStakes = "Stakes";
export const rulesNavDobbelsjanse = "Dobbelsjanse";
export const rulesNavTwelves = "Twelves";
export const rulesOriginalNb = "Originalreglene";
export const rulesOriginalFragment = "Det gamle fragmentet disse reglene fyller ut (på engelsk)";
export const rulesOpenAll = "Åpne alle reglene";
export const rulesFoldAll = "Lukk alle reglene";

export const rulesTryTitle = "Prøv selv";
export const rulesTryLead =
  "Spill mot roboter rett i nettleseren. Du trenger ikke registrere deg, og det virker uten nett.";
export const rulesTryLink = "Øv på {game} mot roboter";
export const rulesTryDuel = "Stakes Duell";
export const rulesEmbedTitle = "Et øvingsbord på din egen side";
export const rulesEmbedHint =
  "Lim inn denne HTML-koden i et blogginnlegg, så kan leserne spille mot roboter rett i innlegget. Skriptet er valgfritt. Det tilpasser rammen til bordet. Blogger som støtter oEmbed, kan bygge det inn med bare øvingslenken.";
export const rulesEmbedLabel = "HTML for å bygge inn øvingsbordet";
export const rulesCopyHtml = "Kopier HTML";

export const rulesCardName = "{suit} {rank}";
export const rulesCardWord = "{card}, {word}";
export const rulesSpades = "spar";
export const rulesHearts = "hjerter";
export const rulesDiamonds = "ruter";
export const rulesClubs = "kløver";
export const rulesAce = "ess";
export const rulesJack = "knekt";
export const rulesQueen = "dame";
export const rulesKing = "konge";
export const rulesDieShowing = "terning som viser {n}";
export const rulesD12Showing = "d12 som viser {n}";
export const rulesExTarget = "Mål {n}";
export const rulesExShield = "Skjold";
export const rulesExStakes =
  "Ann har 14 og skjold. Hun kan sikre 14 nå eller snu. En 3-er gir akkurat 17 (+5), og skjoldet tar et kort som ville fått henne til å sprekke.";
export const rulesExMiddle = "På bordet";
export const rulesExDobbelsjanse =
  "Scorer du nå, får du 3 + 10 = 13. En 3-er, 7-er eller 9-er til feiler, og en konge gjør slutt på runden.";
export const rulesExYourHand = "Hånda di";
export const rulesExTwelves = "Fem terninger: tre 7-ere og to 3-ere, et hus.";

export const historyLoadFailed = "Kunne ikke hente historikken: {why}";
export const historyNone = "Ingen ferdigspilte kamper ennå.";
export const historyReplaced = " (deretter {names})";
export const historyThenSep = ", deretter ";

export const manifestName = "Tablelink";
export const manifestDescription =
  "Dine bord med Stakes, Dobbelsjanse og Twelves. Spill via lenke, ett trekk om dagen eller alt på én gang.";
