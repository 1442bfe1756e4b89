// Norsk bokmål: bordsiden (spill, bli med, se på) og det den deler med de andre sidene.
export const live = "Tilkoblet";
export const reconnecting = "Kobler til igjen …";
export const watching = "Ser på";
export const watchingTitle = "Du har ingen plass ved dette bordet, så du ser det samme som alle tilskuere";
export const away = "{name} (borte)";
export const waitingForSeats = "Venter på at spillerne skal sette seg.";
export const gameBegun = "Spillet er i gang.";
export const openingTable = "Åpner bordet …";
export const cannotDraw = "Denne siden kan ikke vise {game}-bord ennå.";
export const yourTurn = "Din tur";
export const waitingFor = "Venter på {who} …";
export const watchingWaiting = "Du ser på. Venter på {who} …";
export const youWatch = "Du ser på.";
export const links = "Lenker";
export const watchLink = "Tilskuerlenke";
export const watchHint = "For tilskuere: viser bordet uten noens skjulte kort.";
export const copy = "Kopier";
export const copied = "Kopiert";
export const selectedCopy = "Merket: trykk Ctrl+C";
export const otherDevice = "Åpne på en annen enhet";
export const notInvite = "Dette er ikke en invitasjon.";
export const ownSeatWarning =
  " Lenken er til din egen plass, og den som åpner den, spiller som deg. Åpne den bare på din egen telefon eller datamaskin.";
export const privateSeatLink = "Den private lenken til plassen din";

export const aFriend = "En venn";
export const invitesYou = "{host} inviterer deg til å spille {game}";
export const seatsLabel = "Plasser: ";
export const seatsTaken = "{taken} av {total} tatt";
export const seatsTakenBy = "{taken} av {total} tatt ({names})";
export const timePerMoveLabel = "Tid per trekk: ";
export const noLimit = "ingen grense, spill i ditt eget tempo";
export const howToPlayGame = "Slik spiller du {game}";
export const takeSeat = "Sett deg";
export const openSeat = "Ledig plass";
export const you = "deg";
export const sitsDown = " · setter seg når bordet er fullt";
export const invitesToTablelink = "{host} inviterer deg til et spill på Tablelink";
export const shareInvite = "Del invitasjonen …";
export const inviteLabel = "Invitasjonslenke: send den til vennene dine";
export const copyInvite = "Kopier invitasjonslenken";
export const inviteQr = "QR-kode for invitasjonslenken";
export const scanQr = "Eller la en venn skanne koden med mobilkameraet.";
export const seatsOfTotal = "{taken} av {total} plasser tatt";
export const inviteMore = {
  one: "Inviter én spiller til. Spillet starter automatisk når alle plassene er tatt.",
  other: "Inviter {n} spillere til. Spillet starter automatisk når alle plassene er tatt.",
};
export const startsByItself = "Spillet starter automatisk når alle plassene er tatt.";

export const staleMove =
  "Trekket ditt ble ikke spilt fordi bordet endret seg før det kom fram (en annen fane eller enhet?). Slik ser bordet ut nå.";
export const alreadyOver = "Spillet er allerede over, så ingenting ble spilt.";
export const seatLinkGone = "Plasslenken i denne nettleseren gjelder ikke lenger, så ingenting ble spilt.";
export const notPlayed = "Ikke spilt: {why}";
export const seatsTakenBeforeYou = "Alle plassene ble tatt like før deg, så du ser på.";
export const inviteInvalid =
  "Denne invitasjonslenken gjelder ikke for dette bordet. Be verten om en ny. I mellomtiden ser du på.";
export const couldNotJoin = "Kunne ikke bli med: {why}";
// Three whole sentences, the middle one only when it was your move.
export const offlineAt = "Du er frakoblet. Slik så bordet ut {when}.";
export const offlineYours = "Da var det din tur.";
export const offlineBack = "Når du er på nett igjen, kommer spillet tilbake, og du kan gjøre trekk.";
export const noConnection = "Fikk ikke kontakt med serveren. Sjekk nettforbindelsen og prøv igjen.";
export const serverAnswered = "Serveren svarte med {status}.";

export const noTableAddress = "Denne adressen peker ikke til noe bord.";
export const noTableHere = "Det finnes ikke noe bord på denne adressen.";
export const seatLinkRefused = "Denne plasslenken gjelder ikke lenger, så du ser på.";
export const seatLinkNotThis = "Denne plasslenken gjelder ikke for dette bordet, så du ser på.";
export const keptSeatInvalid = "Plasslenken denne nettleseren husket for bordet, gjelder ikke lenger. Du ser på.";
export const watchingOwnSeat = "Du ser på. Plassen din finner du via den vanlige lenken til bordet.";
export const openInvite = "For å sette deg må du åpne invitasjonslenken verten delte. I mellomtiden ser du på.";
export const allSeatsTaken = "Alle plassene er tatt, så du ser på.";
export const gameOverWatching = "Dette spillet er over, så du ser på slutten av det.";

export const stakesBlurbShort =
  "Snu kort opp mot målet terningene gir, og sikre poengene før du sprekker. Fem runder, 3–6 spillere.";
export const duelBlurb = "Stakes for to, med kalde vrier og stjålne terninger. Først til 4 rundeseirer.";
export const dobbelsjanseBlurb =
  "Norsk kortspill med kalkulert risiko: ta poeng tidlig, eller vent på dobbelsjansen. 3–6 spillere.";
export const twelvesBlurb = "Terningspill fra kroa, med d12: by, jukse, holde vakt og drikke. 2–6 spillere.";

// Playing by keyboard: the skip link, the move keys, the table read aloud (web/src/play/move-keys.ts).
export const skipToMove = "Hopp til trekket ditt";
export const kNotYourTurn = "Det er ikke din tur ennå: vi venter på {who}.";
export const kWatching = "Du ser på: her har du ingen trekk å gjøre.";
export const kNoGame = "Ingen trekk ennå: bordet fylles opp.";
export const kOver = "Spillet er over.";

// How to play's keys, under the game's summary in the sheet (web/src/play/how-to-play.ts).
export const hKeys = "Taster.";
export const hKeysStakes =
  "F snur, B sikrer, T vrir (deretter 1 eller 2 for terningen; Esc går tilbake), P står over. Etter en knekt beholder K rekkefølgen og S bytter den om; kongens dytt velger du med 1–4, i den rekkefølgen de står. R leser opp bordet: hvem som står for tur, målet og potten, summen og poengene til alle, og kortene dine. Tab, Enter og mellomrom virker overalt, og første Tab hopper rett til trekket ditt.";
export const hKeysDobbelsjanse =
  "D trekker, S tar poengene, og 1, 2, 3 spiller kortene på hånden, i den rekkefølgen de står. R leser opp bordet: hvem som står for tur, kortene i midten, poengene til alle, og hånden din. Tab, Enter og mellomrom virker overalt, og første Tab hopper rett til trekket ditt.";
export const hKeysTwelves =
  "Budrunden: M går med, D dobler, L går ut. Handlinger: W vakt, A vann, D drikk, I skremme, S knus, Y forhekse, O dytt, C juks, G rigg, H skjul, L flaks, P bytt. En handling som spør om terning, side, spiller eller plass, svarer du på med 1, 2, … i den rekkefølgen de står; Esc går tilbake. R leser opp bordet: hvem som står for tur, potten, innsatsen og gevinsten til alle, og terningene dine. Tab, Enter og mellomrom virker overalt, og første Tab hopper rett til trekket ditt.";
