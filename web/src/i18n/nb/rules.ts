// Norsk bokmål: reglesidene (/rules/:game), historikksiden og appmanifestet.
export const rulesDescription = "Slik spiller du {game}: {lead}";
export const rulesNavStakes = "Stakes";
export const rulesNavDobbelsjanse = "Dobbelsjanse";
export const rulesNavTwelves = "Twelves";
export const rulesOriginalNb = "Originalreglene";
export const rulesOriginalFragment = "Det gamle fragmentet disse reglene fullfører (engelsk)";
export const rulesOpenAll = "Åpne alle reglene";
export const rulesFoldAll = "Lukk alle reglene";

export const rulesTryTitle = "Prøv her";
export const rulesTryLead =
  "Spill et bord mot roboter rett i nettleseren: ingen registrering, og det virker uten nett.";
export const rulesTryLink = "Øv på {game} mot roboter";
export const rulesTryDuel = "Stakes Duell";
export const rulesEmbedTitle = "Et øvingsbord på din egen side";
export const rulesEmbedHint =
  "Lim inn denne HTML-koden i et blogginnlegg, så kan leserne spille mot roboter der og da. Skriptet kan du droppe; det tilpasser rammen til bordet. Blogger som forstår oEmbed, bygger det inn fra øvingslenken alene.";
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
  "Ann har 14 og skjold. Sikre nå for 14, eller snu: en 3-er gir akkurat 17 (+5), og et kort som ville fått henne til å sprekke, tar skjoldet.";
export const rulesExMiddle = "På bordet";
export const rulesExDobbelsjanse =
  "Å score nå gir 3 + 10 = 13. En ny 3-er, 7-er eller 9-er feiler; en konge ville gjort slutt på runden.";
export const rulesExYourHand = "Hånden din";
export const rulesExTwelves = "Fem terninger: tre 7-ere og to 3-ere, et hus.";

export const historyLoadFailed = "Kunne ikke hente historikken: {why}";
export const historyNone = "Ingen ferdigspilte partier ennå.";
export const historyReplaced = " (deretter {names})";
export const historyThenSep = ", deretter ";

export const manifestName = "Tablelink";
export const manifestDescription =
  "Dine bord med Stakes, Dobbelsjanse og Twelves: spill over en lenke, ett trekk om dagen eller alt på én gang.";
