// Klubbsidene (/c/:id og /c/:id/join), og klubbene på forsiden.
export const clubTitle = "Klubb · Tablelink";
export const cOpening = "Åpner klubben …";
export const cNotFound = "Det finnes ingen klubb på denne lenken.";
export const cNotFoundHint = "Sjekk lenken du fikk, eller start en egen klubb.";
export const cPrivateTitle = "Denne klubben er privat";
export const cPrivateText =
  "Bare medlemmene ser bordene, tabellen og kampene. Vil du bli med, ber du et medlem om klubbens invitasjonslenke og åpner den på denne enheten.";
export const cTokenGone = "Medlemskapet denne enheten har lagret for klubben, virker ikke lenger.";
export const cForget = "Glem klubben her";
export const cStartOwn = "Start en egen klubb";
export const cCouldNotLoad = "Klarte ikke å åpne klubben: {why}";
export const cTryAgain = "Prøv igjen";
export const cYouAre = "Du spiller her som {name}.";
export const cStandings = "Tabell";
export const cNoStandings =
  "Ingen klubbkamper er ferdigspilt ennå. Tabellen kommer når to medlemmer har spilt et bord ferdig sammen.";
export const cRatingHelp =
  "Ratingen er et forsiktig anslag på hvor god du er: den stiger når du havner foran andre medlemmer, og blir sikrere jo mer du spiller.";
export const cStandingsOf = "Tabell i {board}";
export const cPlace = "Plass";
export const cPlayer = "Spiller";
export const cRating = "Rating";
export const cPlayed = "Spilt";
export const cWins = "Seiere";
export const cLeader = "Leder";
export const cYouMark = "(deg)";
export const cTables = "Klubbens bord";
export const cNoOpenTables = "Ingen bord er åpne nå. Start et nedenfor.";
export const cSeatsFree = { one: "{n} ledig plass", other: "{n} ledige plasser" };
export const cInPlay = "I gang";
export const cWith = "{game} med {names}";
export const cNobodyYet = "{game}, ingen har satt seg ennå";
export const cYourSeat = "Gå til plassen din";
export const cWatch = "Se på";
export const cSeatFailed = "Fikk ikke plass: {why}";
export const cNewTable = "Nytt bord";
export const cNewTableHint = "Du får den første plassen, og klubben ser bordet og kan ta resten.";
export const cOpenTable = "Åpne bordet";
export const cTableFailed = "Klarte ikke å åpne bordet: {why}";
export const cRecent = "Siste kamper";
export const cNoMatches = "Ingen klubbkamper er ferdigspilt ennå.";
export const cReplayOf = "{board}, {day}";
export const cPlaceName = "{place}. {name}";
export const cInvite = "Inviter venner";
export const cInviteText =
  "Alle som har denne lenken, kan bli med i klubben under sitt eget navn. Del den bare med dem du vil ha med.";
export const cInviteLink = "Invitasjonslenke";
export const cInviteQr = "QR-kode for klubbens invitasjonslenke";
export const cMembers = "Medlemmer";
export const cMembersN = { one: "{n} medlem", other: "{n} medlemmer" };
export const cHeadToHead = "Innbyrdes oppgjør";
export const cHeadToHeadHint = "Velg et navn for å se innbyrdes oppgjør mot de andre.";
export const cHeadToHeadOf = "Innbyrdes oppgjør for {name}";
export const cOpponent = "Motstander";
export const cWon = "Vunnet";
export const cLost = "Tapt";
export const cNoVersus = "Ingen kamper mot andre medlemmer ennå.";
export const cLoadingMember = "Henter …";
export const cJoinTitle = "Bli med i en klubb";
export const cJoinText =
  "Du er invitert til en klubb på Tablelink: en vennegjeng med egne bord og egen tabell. Velg navnet de andre skal kjenne deg under.";
export const cJoinButton = "Bli med i klubben";
export const cNoInvite = "Denne lenken mangler invitasjonen. Be et medlem om hele invitasjonslenken til klubben.";
export const cErrNameTaken = "Noen i klubben bruker allerede det navnet. Velg et annet.";
export const cErrFull = "Klubben er full: den har 50 medlemmer.";
export const cErrBadInvite =
  "Denne invitasjonslenken virker ikke, kanskje ble bare en del av den kopiert. Be et medlem sende den på nytt.";
export const cErrNotFound = "Det finnes ingen klubb på denne lenken.";
export const cErrOther = "Klarte ikke å bli med: {why}";
export const cStartClub = "Start en klubb";
export const cStartClubText =
  "En klubb samler en vennegjeng: én lenke for alle, klubbens egne bord og en tabell for hvert spill.";
export const cClubName = "Navn på klubben";
export const cCreateClub = "Start klubben";
export const cCreateClubFailed = "Klarte ikke å starte klubben: {why}";
export const cYourClubs = "Klubbene dine";
export const cAClub = "En klubb";
export const cClubsN = { one: "{n} klubb", other: "{n} klubber" };
export const cTablesAndClubs = "{tables} og {clubs}";
export const cCarryClubsKept = "Medlemskapet ditt i {clubs} blir også lagret i denne nettleseren.";
export const cYourNameInClub = "Navnet ditt i klubben";
