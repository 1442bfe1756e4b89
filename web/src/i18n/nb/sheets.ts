// Norsk bokmål: arkene og panelene rundt bordet (slutten på partiet, omkamp,
// prat, pause, plasser, lenker) og innstillingene for lange spill.
export const sGameOver = "Spillet er over – {how}";
export const sWinsOnTime = {
  one: "{winners} vinner på tid: {loser} gikk tom for tid",
  other: "{winners} deler seieren på tid: {loser} gikk tom for tid",
};
export const sWinsResigned = {
  one: "{winners} vinner fordi {loser} ga opp",
  other: "{winners} deler seieren fordi {loser} ga opp",
};
export const sWinsRounds = {
  one: "{winners} vinner {top}–{other} i rundeseire",
  other: "{winners} deler seieren {top}–{other} i rundeseire",
};
export const sWinsWith = { one: "{winners} vinner med {score}", other: "{winners} deler seieren med {score}" };
export const sAnd = "{list} og {last}";
export const sYouMark = " (deg)";
export const sReplayMatch = "Spill av partiet";
export const sBackToTable = "Tilbake til bordet";
export const sSeat = "Plass {n}";

export const sAskedForIt = "{name} ba om den";
export const sAccepted = "{name} sa ja";
export const sDeclined = "{name} sa nei";
export const sNotAnswered = "{name} har ikke svart ennå";
export const sNotAsked = "{name} ga opp og blir ikke spurt";
export const sAnswersSoFar = "Svar så langt";
export const sStartsAtOnce = "{game} kan spilles av {coming}: det nye spillet starter med en gang, med {names}.";
export const sSeatsStay = {
  one: "{game} trenger {need} spillere: én plass står ledig ved det nye bordet og må fylles med en invitasjon eller en robot før det starter.",
  other:
    "{game} trenger {need} spillere: {n} plasser står ledige ved det nye bordet og må fylles med invitasjoner eller roboter før det starter.",
};
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
export const sTakingYou = "Tar deg til det nye bordet …";
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

export const sDaysHours = "{d} d {h} t";
export const sHoursMinutes = "{h} t {m} min";
export const sMinutes = "{m} min";
export const sPause = "Pause";
export const sPauseTable = "Sett bordet på pause …";
export const sPauseHint =
  "Borte en stund? Alle ved bordet må si ja. Klokkene stopper til da, og alle får tilbake tiden de hadde.";
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
export const sClockAgain = "Klokken starter igjen om {left}.";
export const sChooseDate = "Velg dato og klokkeslett for pausen.";

export const sResign = "Gi opp …";
export const sResignDuel = "Gi opp og la motstanderen vinne partiet?";
export const sResignMany = "Gi opp? Du forlater dette spillet for godt.";
export const sYesResign = "Ja, gi opp";
export const sKeepPlaying = "Spill videre";
export const sYouResigned = "Du har gitt opp: trekkene dine spilles for deg.";

export const sEmbedSummary = "Bygg inn bordet i et blogginnlegg";
export const sOnTablelink = "{game} på Tablelink";
export const sEmbedHint =
  "Lim inn denne HTML-koden på siden din: leserne ser bordet direkte, bare til å se på, uten noens skjulte kort. Skriptet er valgfritt; det tilpasser rammen til bordet.";
export const sEmbedHtml = "HTML for innbygging";
export const sCopyHtml = "Kopier HTML";
export const sOembedHint =
  "Blogger som forstår oEmbed (WordPress, Ghost og andre), bygger inn bordet bare fra tilskuerlenken.";

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
export const sNotifyOnShort = "Varsler er på: denne enheten sier fra når det er ditt trekk.";
export const sPushIos =
  "På iPhone og iPad virker varsler bare i appen: trykk Del, så Legg til på Hjem-skjerm, åpne Tablelink derfra og kom tilbake til dette bordet. Webhooken nedenfor virker overalt.";
export const sPushNone =
  "Denne nettleseren kan ikke vise varsler for en lukket side. Webhooken nedenfor virker overalt.";
export const sPushBlocked =
  "Varsler er blokkert for dette nettstedet. Tillat dem i nettleserens innstillinger for nettstedet og last inn på nytt, eller bruk webhooken nedenfor.";
export const sQuietHours = "Stille timer";
export const sQuietHold = " Hold tilbake varsler i disse timene";
export const sFrom = "Fra ";
export const sTo = " til ";
export const sQuietHint =
  "I din tidssone ({zone}). Varslene venter til de stille timene er over; en påminnelse om et trekk som forfaller i dem, kommer før de begynner.";
export const sPushOn = "På: denne enheten får et varsel når det er ditt trekk.";
export const sPushOffer = "Få et varsel på denne enheten når det er ditt trekk, også når siden er lukket.";
export const sOnThisDevice = "På denne enheten";
export const sSaveQuiet = "Lagre stille timer";
export const sTurnOff = "Slå av";
export const sNotifyDevice = "Varsle meg på denne enheten";
export const sPushDenied = "Varsler ble ikke tillatt. Du kan tillate dem senere, eller bruke webhooken nedenfor.";
export const sNoHelper = "Nettleseren ville ikke starte varslingshjelperen. Webhooken nedenfor virker overalt.";
export const sNoPushService =
  "Fikk ikke kontakt med nettleserens varslingstjeneste. Prøv igjen senere, eller bruk webhooken nedenfor.";
export const sPushOnQuiet = "På: varsler kommer når det er ditt trekk, men ikke fra {from} til {to}.";
export const sNotifyMyTurn = "Varsle meg når det er min tur";
export const sNotifySetup = "Varsler kunne ikke settes opp her.";

export const sGuessFormat = "Gjett ut fra adressen";
export const sRemove = "Fjern";
export const sOrWebhook = "Eller en webhook (Discord, Slack, JSON)";
export const sWebhookAddress = "Webhook-adresse";
export const sFormat = "Format";
export const sSave = "Lagre";
export const sNoWebhook = "Ingen webhook: denne siden sier fra mens den er åpen.";
export const sWebhookOff = "Slått av etter {n} mislykkede leveringer til {url}. Lagre den på nytt for å prøve igjen.";
export const sWebhookOn = "På ({format}): {url}";
export const sWebhookRetrying = " – {n} mislykkede leveringer, prøver igjen";

export const sTooFast = "Ro ned: vent noen sekunder før neste melding.";
export const sSeatedOnly = "Bare spillere med plass ved bordet kan gjøre det.";
export const sStillLoading = "Bordet lastes fortsatt.";

export const sAwayTitle = "Borte fra bordet";
export const sAwayResigned = " har gitt opp.";
export const sAwayLapsed = " lot de to siste turene sine gå ut.";
export const sHandOn = " Gi plassen videre så spillet kan fortsette; plassen beholder poengene sine.";
export const sAwayYou =
  "De to siste turene dine gikk ut, så de andre kan gi plassen din til en robot eller en venn. Gjør neste trekk for å beholde den.";
export const sTakeOver = "Overta plassen til {name}";
export const sInvitedPlace = "{name} er borte fra bordet. Du er invitert til å spille videre i stedet.";
export const sInvitedScore =
  "{name} er borte fra bordet. Du er invitert til å spille videre i stedet, med poengsummen {score}.";
export const sGoesOn = " Spillet fortsetter der det står.";
export const sYourName = "Navnet ditt";
export const sTakeSeat = "Ta plassen";
export const sSeatInvite = "Invitasjonslenke til plassen til {name}";
export const sSeatInviteHint = "Den som åpner den, overtar plassen med poengene.";
export const sSeatInviteReady = "Invitasjonslenken til plassen til {name} er klar til å kopieres.";
export const sGiveBot = "Gi den til en robot";
export const sInviteFriend = "Inviter en venn";

export const sTitleTurn = "● Din tur · ";
export const sTitleFinished = "Ferdig · ";
export const sTurnIn = "Din tur i {game}";
export const sTableWaits = "Tablelink: bordet venter på deg.";

// Dine bord (forsiden).
export const sNobodyYet = "ingen har kommet ennå";
export const sWith = "med ";
export const sTheirMove = "{name} skal trekke";
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
export const sOfflineList = "Du er frakoblet: slik så bordene dine ut ved siste oppdatering{when}.";
export const sStaleList = "Fikk ikke oppdatert bordene dine akkurat nå; viser den siste listen{when}.";
export const sListFrom = " {when}";
export const sTableGone = "Dette bordet finnes ikke lenger.";
export const sTokenGone = "Denne plasslenken virker ikke lenger: bordet kjenner ikke igjen nøkkelen.";
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
  one: "Skann denne med kameraet på telefonen, eller send lenken til deg selv: den åpner bordet ditt der. Alle med lenken kan spille plassene dine, så hold den for deg selv.",
  other:
    "Skann denne med kameraet på telefonen, eller send lenken til deg selv: den åpner de {n} bordene dine der. Alle med lenken kan spille plassene dine, så hold den for deg selv.",
};
export const sTooManyQr = "For mange bord for én QR-kode: kopier lenken i stedet.";
export const sLink = "Lenke";
export const sTablesN = { one: "{n} bord", other: "{n} bord" };
export const sCarryAdd = "Legge til {tables} fra den andre enheten din?";
export const sCarryKept = "Plassene dine ved {tables} lagres også i denne nettleseren, så du kan spille dem her.";
export const sAlreadyHere = { one: " {tables} er allerede her.", other: " {tables} er allerede her." };
export const sAllHere = "Alle bordene i lenken står allerede i listen din her.";
export const sAddN = "Legg til {tables}";
export const sOk = "OK";
/** Beside a winner's name in the standings. */
export const sWinnerMark = "★ vinner";
/** How to play: the link to the whole rules page, and what shows if the summary cannot be fetched. */
export const sAllRules = "Alle reglene og spørsmålene";
export const sHowNotLoaded = "Sammendraget kunne ikke lastes.";
