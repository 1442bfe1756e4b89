// Norsk bokmål: avspillingen av en kamp (/m/:id), innbyggingen, og ordene de
// deler med resultatet ved bordet (enheter, en forlatt kamp).
export const rpAbandoned = "Bordet ble forlatt etter 30 dager uten trekk, så ingen vinner.";
export const rpPoints = { one: "{v} poeng", other: "{v} poeng" };
export const rpRoundWins = { one: "{v} rundeseier", other: "{v} rundeseirer" };
export const rpCoins = { one: "{v} mynt", other: "{v} mynter" };
export const rpAndSep = " og ";
export const rpWon = "{winners} vant";
export const rpTied = "{winners} delte seieren";
export const rpMatchTitle = "{game}-kamp · Tablelink";
export const rpMatchHead = "{game}-kamp";
export const rpResigns = "gir opp";
export const rpFinished = "Ferdigspilt ";
export const rpReplay = "Avspilling";
export const rpReplayHint =
  "Alle kort med forsida opp, slik de lå etter hvert trekk. Taster: ← → ett trekk, Home og End.";
export const rpAllMoves = { one: "Det ene trekket", other: "Alle {n} trekk" };
export const rpNoMatchAddress = "Denne adressen peker ikke til noen kamp.";
export const rpNoMatch = "Det finnes ingen ferdigspilt kamp på denne adressen. Et spill som pågår, ser du ved bordet.";
export const rpRecording = "Lagrer kampen …";

export const rpStart = { one: "Start · {n} trekk", other: "Start · {n} trekk" };
export const rpMoveOf = "Trekk {step} av {last}";
export const rpFirst = "Til start: bordet slik det ble delt ut (Home)";
export const rpBackOne = "Ett trekk tilbake (←)";
export const rpBack = " Tilbake";
export const rpForwardOne = "Ett trekk fram (→)";
export const rpForward = "Fram ";
export const rpLast = "Siste trekk: bordet til slutt (End)";
export const rpMove = "Trekk";
export const rpJump = "Gå til en runde";
export const rpBroken = "Trekk {n} i opptaket kan ikke spilles av ({why}), så avspillingen stopper før det.";
export const rpMoveByMove = "Trekk for trekk";
export const rpStepThrough = "Bla gjennom trekkene";
export const rpTableSet = "Bordet er klart.";
export const rpGameRound = "Spill {game}, runde {round}";
export const rpRound = "Runde {round}";
export const rpCannotReplay = "Denne siden kan ikke spille av {game}-kamper.";
export const rpBadOptions = "Kampen kan ikke spilles av med disse innstillingene: {why}";
export const rpOnly = "(bare for {names}) {text}";
export const rpNone = "ingen";
export const rpHidden = "Skjult på dette tidspunktet";

export const rpFairnessText =
  "Før første kort publiserte serveren forpliktelsen, altså SHA-256 av det hemmelige serverfrøet. Frøet som stokket kortene og slo terningene, er HMAC-SHA-256 av serverfrøet over entropien fra hver plass (eller serverfrøet selv hvis ingen plass sendte noen). Sjekk selv fra en kopi av Tablelink: ";
export const rpCommitment = "Forpliktelse (publisert ved start)";
export const rpServerSeed = "Serverfrø (vist til slutt)";
export const rpEntropy = "Entropi per plass";
export const rpNoEntropy = "ingen: frøet er serverfrøet";
export const rpSeed = "Frøet som styrte spillet";
export const rpVerified = "Bekreftet ✓ – ";
export const rpNotVerified = "Ikke bekreftet ✗ – ";
export const rpCheckedAll = "sjekket her: forpliktelsen, frøet, hvert trekk og resultatet.";
export const rpNoCrypto = "Nettleseren kunne ikke kjøre sjekken (den trenger WebCrypto). Kjør den med npm run verify.";
export const rpChecking = "Sjekker opptaket …";
export const rpFairness = "Rettferdighet";
export const rpCheckNotLoaded = "Sjekken kunne ikke lastes. Kjør den med npm run verify.";

export const rpFinishedState = "Ferdig";
export const rpWaitingMore = {
  one: "Venter på én spiller til. Åpne hele bordet for å sette deg.",
  other: "Venter på {n} spillere til. Åpne hele bordet for å sette deg.",
};
export const rpGameOverAbandoned = "Spillet er over. {why}";
export const rpGameOverScores = {
  one: "Spillet er over. {winners} vinner ({scores} {unit}).",
  other: "Spillet er over. {winners} vinner ({scores} {unit}).",
};
export const rpToPlay = "Venter på {who}.";
export const rpNewTable = "et nytt bord";
export const rpFillingUp = "Bordet fylles opp.";
export const rpWholeMatch = "Hele kampen, trekk for trekk ↗";
export const rpGameOverWins = {
  one: "Spillet er over. {winners} vinner.",
  other: "Spillet er over. {winners} vinner.",
};
export const rpStepEvery = "{ending} Bla gjennom hvert trekk, med skjulte kort synlige.";

// Øvingssiden (/practice/:game).
export const rpPracticeTitle = "Øving · Tablelink";
export const rpPracticeDescription =
  "Spill Stakes, Dobbelsjanse eller Twelves mot roboter i nettleseren. Du trenger verken konto eller nett.";
export const rpPlayer = "Spiller";
export const rpBot = "Robot {name} ({level})";
export const rpEasy = "lett";
export const rpStrong = "sterk";
export const rpGamePractice = "{game}-øving";
export const rpPractice = "Øving";
export const rpPracticeHint = "Et bord mot roboter i denne nettleseren, og ingenting sendes noe sted";
export const rpNoPractice = "Det finnes ikke noe øvingsbord for dette spillet.";
export const rpBadSeats =
  "«{raw}» er ikke et gyldig antall spillere for dette spillet ({min}–{max}). Vi spiller med {used}.";
export const rpBadBot = "«{raw}» er ikke et robotnivå (easy eller strong). Du spiller mot lette roboter.";
export const rpBadGames = "«{raw}» er ikke et gyldig antall spill (1–9). Vi spiller 3.";
export const rpDealing = "Deler ut …";
export const rpThinking = "{name} tenker …";
export const rpPlayAgain = "Spill igjen";
export const rpWithFriends = "Spill dette med venner";
export const rpWithFriendsHint = "Lager et ekte bord med en invitasjonslenke du kan sende.";
export const rpMaking = "Lager bordet …";
export const rpMakeFailed = "Kunne ikke lage bordet: {why}";
export const rpOpenOn = "Åpne på Tablelink ↗";
export const rpOfflineOk = "Du er frakoblet, men øvingsbord virker uten nett.";
export const rpNoWorker = "Siden fikk ikke startet hjelperen sin, så robotene tenker på selve siden.";
export const rpNextInDeck = "Neste i bunken:";
export const rpDeckEmpty = "Bunken er tom.";
export const rpMore = "+{n} til";
export const rpPeeked = "{name} tittet på:";
export const rpHandOf = "Håndkortene til {name}:";
export const rpEmptyHand = "ingen kort";
export const rpDiscard = "Kastehaugen (med forsida ned i spillet):";
export const rpAlcohol = "alkohol {n}";
export const rpWater = "vann {n}";
export const rpIntimidate = "Skremme +{n}";
export const rpRigged = "rigget {n}";
export const rpDieHidden = "{f} skjult";
export const rpNoDice = "ingen terninger";
