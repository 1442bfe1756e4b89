// Norsk bokmål: arkene og panelene rundt bordet (slutten på kampen, omkamp,
// prat, pause, plasser, lenker) og innstillingene for lange spill.
export const sGameOver = "Spillet er over – {how}";
export const sWinsOnTime = {
  one: "{winners} vinner fordi tiden til {loser} gikk ut",
  other: "{winners} deler seieren fordi tiden til {loser} gikk ut",
};
export const sWinsResigned = {
  one: "{winners} vinner fordi {loser} ga opp",
  other: "{winners} deler seieren fordi {loser} ga opp",
};
export const sWinsRounds = {
  one: "{winners} vinner {top}–{other} i rundeseirer",
  other: "{winners} deler seieren {top}–{other} i rundeseirer",
};
export const sWinsWith = { one: "{winners} vinner med {score}", other: "{winners} deler seieren med {score}" };
export const sWinsClaimed = "{winner} vinner fordi {loser} lot tiden gå ut på de to siste turene sine";
export const sAnd = "{list} og {last}";
export const sYouMark = " (deg)";
export const sReplayMatch = "Spill av kampen";
export const sBackToTable = "Tilbake til bordet";
export const sSeat = "Spiller {n}";

export const sAskedForIt = "{name} ba om den";
export const sAccepted = "{name} sa ja";
export const sDeclined = "{name} sa nei";
export const sNotAnswered = "{name} har ikke svart ennå";
export const sNotAsked = "{name} ga opp og blir ikke spurt";
export const sAnswersSoFar = "Svar så langt";
export const sStartsAtOnce =
  "{game} kan spilles med {coming} spillere, så det nye spillet starter straks, med {names}.";
export const sSeatsStay = {
  one: "{game} trenger {need} spillere, så én plass står ledig ved det nye bordet. Den må fylles med en invitasjon eller en robot før spillet starter.",
  other:
    "{game} trenger {need} spillere, så {n} plasser står ledige ved det nye bordet. De må fylles med invitasjoner eller roboter før spillet starter.",
};
export const sLeftOffered = "{name} foreslo omkampen.";
export const sLeftAccepted = "{names} sa ja.";
export const sLeftDeclined = "{name} sa nei.";
export const sLeftResigned = "{name} ga opp underveis.";
export const sLeftSilent = "{name} svarte ikke.";

export const sYouDeclined = "Du sa nei til omkampen {name} foreslo.";
export const sWatchTheirs = "Se på det nye bordet deres";
export const sStartedWithout = "Omkampen startet uten deg. ";
export const sSeeRematch = "Se omkampbordet";
export const sRematchReady = "Omkampbordet til {name} er klart. ";
export const sWatchIt = "Se på";
export const sOfferRematch = "Foreslå omkamp";
export const sWaitingForNames = " Venter på {names}.";
export const sOffers = "{name} foreslår omkamp.";
export const sPlayAgain = " Spille igjen ved et nytt bord?";
export const sAccept = "Godta";
export const sDecline = "Avslå";
export const sYouOffered = "Du foreslo omkamp.";
export const sYouAccepted = "Du sa ja til omkampen {name} foreslo.";
export const sStartWithout = "Start uten {names}";
export const sSettingUp = "Gjør klar det nye bordet …";
export const sTakingYou = "Sender deg til det nye bordet …";
export const sNewTableReady = {
  one: "Det nye bordet ditt er klart, med én ledig plass.",
  other: "Det nye bordet ditt er klart, med {n} ledige plasser.",
};
export const sBotThatSeat = "La en robot ta plassen:";
export const sBotASeat = "Fyll en plass med en robot:";
export const sEasyBot = "Lett robot";
export const sStrongBot = "Sterk robot";
export const sOrInvite = "Eller inviter noen";
export const sOpenSeatLink = "Den som åpner lenken, tar den ledige plassen.";
export const sGoToNew = "Gå til det nye bordet";
export const sCouldNotOpenNew = "Kunne ikke åpne det nye bordet: {why}";

export const sMessage = "Melding";
export const sSend = "Send";
export const sTableChat = "Bordprat";
export const sNoMessages = "Ingen meldinger ennå.";
/** Another player's chat line, read aloud by the live region. */
export const sSays = "{name} sier: {text}";

export const sDaysHours = "{d} d {h} t";
export const sHoursMinutes = "{h} t {m} min";
export const sMinutes = "{m} min";
export const sPause = "Pause";
export const sPauseTable = "Sett bordet på pause …";
export const sPauseHint =
  "Borte en stund? Alle ved bordet må si ja. Klokkene står stille til pausen er over, og alle beholder tiden de hadde.";
export const sPauseUntil = "Pause til ";
export const sAskPause = "Be om pause";
export const sYouCap = "Du";
export const sYes = "ja";
export const sNo = "nei";
export const sNotAnsweredYet = "har ikke svart ennå";
export const sAcceptPause = "Godta pausen";
export const sEndPause = "Avslutt pausen nå";
export const sWithdraw = "Trekk tilbake forslaget";
export const sCallOff = "Avlys";
export const sPausedUntil = "På pause til {when}. ";
export const sYouAskPause = "Du ber om pause til {when}.";
export const sAsksPause = "{name} ber om pause til {when}.";
export const sAnswers = "Svar";
export const sClockAgain = "Klokka starter igjen om {left}.";
export const sChooseDate = "Velg dato og klokkeslett for pausen.";

export const sResign = "Gi opp …";
export const sResignDuel = "Gi opp og la motstanderen vinne kampen?";
export const sResignMany = "Gi opp? Du forlater dette spillet for godt.";
export const sYesResign = "Ja, gi opp";
export const sKeepPlaying = "Spill videre";
export const sYouResigned = "Du har gitt opp. Trekkene dine gjøres automatisk fra nå av.";

export const sEmbedSummary = "Bygg inn bordet i et blogginnlegg";
export const sOnTablelink = "{game} på Tablelink";
export const sEmbedHint =
  "Lim inn denne HTML-koden på siden din, så ser leserne bordet direkte. De kan bare se på, og ingen skjulte kort vises. Skriptet er valgfritt. Det tilpasser rammen til bordet.";
export const sEmbedHtml = "HTML for innbygging";
export const sCopyHtml = "Kopier HTML";
export const sOembedHint =
  "Blogger som støtter oEmbed (som WordPress og Ghost), kan bygge inn bordet med bare tilskuerlenken.";

export const sSeatLink = "Plasslenke";
export const sWatchTable = "Se på bordet";
export const sSeatLinkBad = "Denne plasslenken gjelder ikke …";
export const sSeatLinkWhy =
  "… for dette bordet. Den kan være kuttet av eller feilskrevet, eller lenken til plassen er byttet ut. Ingen plass ble åpnet.";
export const sSeatLinkAsk =
  "Be spilleren som har plassen, om å kopiere lenken på nytt fra bordet sitt. I mellomtiden kan du se på.";

export const sNoBotAdded = "Ingen robot ble lagt til: {why}";
export const sFillWithBot = "Fyll en plass med en robot";
export const sBotHint = "Kommer ingen flere? En robot tar neste ledige plass og spiller i menneskelig tempo.";
export const sAddEasy = "Legg til en lett robot";
export const sAddStrong = "Legg til en sterk robot";

export const sNotifyOffer = "Varsle meg når det er min tur";
export const sNotNow = "Ikke nå";
export const sAsking = "Spør nettleseren …";
export const sNotifyOnShort = "Varsler er slått på. Denne enheten sier fra når det er din tur.";
export const sPushIos =
  "På iPhone og iPad virker varsler bare i appen. Trykk på «Del» og så «Legg til på Hjem-skjerm», åpne Tablelink derfra og kom tilbake til dette bordet. Webhooken nedenfor virker overalt.";
export const sPushNone =
  "Denne nettleseren kan ikke vise varsler for en lukket side. Webhooken nedenfor virker overalt.";
export const sPushBlocked =
  "Varsler er blokkert for dette nettstedet. Tillat dem i nettleserens innstillinger for nettstedet og last inn på nytt, eller bruk webhooken nedenfor.";
export const sQuietHours = "Stille timer";
export const sQuietHold = " Hold tilbake varsler i disse timene";
export const sFrom = "Fra ";
export const sTo = " til ";
export const sQuietHint =
  "I din tidssone ({zone}). Varslene venter til de stille timene er over. Har du et trekk med frist i de stille timene, får du påminnelsen før de begynner.";
export const sPushOn = "På: denne enheten får et varsel når det er din tur.";
export const sPushOffer = "Få et varsel på denne enheten når det er din tur, også når siden er lukket.";
export const sOnThisDevice = "På denne enheten";
export const sSaveQuiet = "Lagre stille timer";
export const sTurnOff = "Slå av";
export const sNotifyDevice = "Varsle meg på denne enheten";
export const sPushDenied = "Varsler ble ikke tillatt. Du kan tillate dem senere, eller bruke webhooken nedenfor.";
export const sNoHelper = "Nettleseren ville ikke starte varslingshjelperen. Webhooken nedenfor virker overalt.";
export const sNoPushService =
  "Fikk ikke kontakt med nettleserens varslingstjeneste. Prøv igjen senere, eller bruk webhooken nedenfor.";
export const sPushOnQuiet = "På: varsler kommer når det er din tur, men ikke fra {from} til {to}.";
export const sNotifyMyTurn = "Varsle meg når det er min tur";
export const sNotifySetup = "Varsler kunne ikke settes opp her.";

export const sGuessFormat = "Gjett ut fra adressen";
export const sRemove = "Fjern";
export const sOrWebhook = "Eller en webhook (Discord, Slack, JSON)";
export const sWebhookAddress = "Webhook-adresse";
export const sFormat = "Format";
export const sSave = "Lagre";
export const sNoWebhook = "Ingen webhook. Denne siden sier fra så lenge den er åpen.";
export const sWebhookOff = "Slått av etter {n} mislykkede leveringer til {url}. Lagre den på nytt for å prøve igjen.";
export const sWebhookOn = "På ({format}): {url}";
export const sWebhookRetrying = " – {n} mislykkede leveringer, prøver igjen";

export const sTooFast = "Ikke så fort! Vent noen sekunder før du sender neste melding.";
export const sSeatedOnly = "Bare spillere med plass ved bordet kan gjøre det.";
export const sStillLoading = "Bordet lastes fortsatt.";

export const sAwayTitle = "Borte fra bordet";
export const sAwayResigned = " har gitt opp.";
export const sAwayLapsed = " lot tiden gå ut på de to siste turene sine.";
export const sHandOn = " Gi plassen videre, så spillet kan fortsette. Poengene følger plassen.";
export const sAwayYou =
  "Tiden gikk ut på de to siste turene dine, så de andre kan gi plassen din til en robot eller en venn. Gjør neste trekk for å beholde den.";
export const sTakeOver = "Overta plassen til {name}";
export const sInvitedPlace = "{name} er borte fra bordet. Du er invitert til å ta over plassen og spille videre.";
export const sInvitedScore =
  "{name} er borte fra bordet. Du er invitert til å ta over plassen og spille videre med poengsummen {score}.";
export const sGoesOn = " Spillet fortsetter der det står.";
export const sYourName = "Navnet ditt";
export const sTakeSeat = "Ta plassen";
export const sSeatInvite = "Invitasjonslenke for plassen til {name}";
export const sSeatInviteHint = "Den som åpner lenken, overtar plassen og poengene.";
export const sSeatInviteReady = "Invitasjonslenken for plassen til {name} er klar til å kopieres.";
export const sAwayYouDuel =
  "Tiden gikk ut på de to siste turene dine, så {name} kan avslutte kampen nå og ta seieren. Gjør neste trekk for å spille videre.";
export const sClaimOffer = " Du kan avslutte kampen nå og ta seieren, eller vente på spilleren.";
export const sClaim = "Krev seieren";
export const sClaimSure = "Vil du avslutte kampen nå og vinne den? {name} kan ikke spille videre etterpå.";
export const sYesClaim = "Ja, krev seieren";
export const sKeepWaiting = "Vent videre";
export const sGiveBot = "Gi den til en robot";
export const sInviteFriend = "Inviter en venn";

export const sTitleTurn = "● Din tur · ";
export const sTitleFinished = "Ferdig · ";
export const sTurnIn = "Din tur i {game}";
export const sTableWaits = "Tablelink: bordet venter på deg.";

// Dine bord (forsiden).
export const sNobodyYet = "ingen har kommet ennå";
export const sWith = "med ";
export const sTheirMove = "Turen til {name}";
export const sJustNow = "akkurat nå";
export const sMinAgo = "for {n} min siden";
export const sHoursAgo = "for {n} t siden";
export const sDaysAgo = { one: "for {n} dag siden", other: "for {n} dager siden" };
export const sPausedTill = "På pause til {when}";
export const sTimeUp = "tiden er ute";
export const sTimeLeft = "{time} igjen";
export const sCreated = "opprettet";
export const sEnded = "avsluttet";
export const sStarted = "startet";
export const sLastMove = "siste trekk";
export const sFinishedN = "Ferdige ({n})";
export const sSeriesYou = "Best av {n} · du {you}–{them}";
export const sOfflineList = "Du er frakoblet. Slik så bordene dine ut ved siste oppdatering{when}.";
export const sStaleList = "Fikk ikke oppdatert bordene dine akkurat nå. Dette er listen fra siste oppdatering{when}.";
export const sListFrom = " ({when})";
export const sTableGone = "Dette bordet finnes ikke lenger.";
export const sTokenGone = "Denne plasslenken virker ikke lenger. Bordet kjenner ikke igjen nøkkelen i den.";
export const sTookOverSeat = "{name} tok over plassen din {day}";
export const sSeatHandedOn = "Plassen din er gitt videre til en spiller som er invitert i ditt sted.";
export const sBrokenLink = "Ødelagt lenke";
export const sTableId = "bord {id}";
export const sBrokenTo = "ødelagt lenke til bord {id}";
export const sRemoveFrom = "Fjern {title} fra listen";
export const sRemoved = "Fjernet fra listen. ";
export const sUndo = "Angre";

// «Åpne på telefonen»: Dine bord over på en annen enhet.
export const sCarryOpen = "Åpne på telefonen";
export const sCarryQr = "QR-kode for lenken som åpner de {n} bordene dine på en annen enhet";
export const sCarryScan = {
  one: "Skann koden med kameraet på telefonen, eller send lenken til deg selv. Den åpner bordet ditt der. Alle som har lenken, kan spille på plassene dine, så ikke del den med andre.",
  other:
    "Skann koden med kameraet på telefonen, eller send lenken til deg selv. Den åpner de {n} bordene dine der. Alle som har lenken, kan spille på plassene dine, så ikke del den med andre.",
};
export const sTooManyQr = "For mange bord til én QR-kode. Kopier lenken i stedet.";
export const sLink = "Lenke";
export const sTablesN = { one: "{n} bord", other: "{n} bord" };
export const sCarryAdd = "Legge til {tables} fra den andre enheten din?";
export const sCarryKept = "Plassene dine ved {tables} lagres også i denne nettleseren, så du kan spille her også.";
export const sAlreadyHere = { one: " {tables} er allerede her.", other: " {tables} er allerede her." };
export const sAllHere = "Alle bordene i lenken står allerede i listen din her.";
export const sAddN = "Legg til {tables}";
export const sOk = "OK";
/** Beside a winner's name in the standings. */
export const sWinnerMark = "★ vinner";
/** How to play: the link to the whole rules page, and what shows if the summary cannot be fetched. */
export const sAllRules = "Alle reglene og spørsmålene";
export const sHowNotLoaded = "Sammendraget kunne ikke lastes.";

/** A series (web/src/play/series-bar.ts and the result sheet): {n} a match's number, {best} the series' length, {score} "2–1". */
export const sSeriesMatch = "Kamp {n} · best av {best}";
export const sSeriesLeads = {
  one: "{leaders} leder serien {score} · best av {best}",
  other: "{leaders} deler ledelsen {score} · best av {best}",
};
export const sSeriesLevel = "Serien står {score} · best av {best}";
export const sSeriesWon = { one: "{winners} vinner serien {score}", other: "{winners} deler serien {score}" };
export const sSeriesEnded = "Serien endte {score}";
export const sNextMatchOn = "Kamp {n} har startet, med de samme plassene.";
export const sNextMatchSoon = "Kamp {n} starter …";
export const sPlayMatch = "Spill kamp {n}";
export const sWatchMatch = "Se kamp {n}";
export const sEndSeries = "Avslutt serien etter denne kampen …";
export const sEndSeriesAsk = "Gjøre dette til seriens siste kamp?";
export const sYesEndSeries = "Ja, avslutt etter denne kampen";
export const sKeepSeries = "Fortsett serien";
export const sSeriesEnding = "Serien avsluttes med denne kampen.";
