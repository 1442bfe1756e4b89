// Dobbelsjanse's log lines in English: one message per event (../format.ts has the placeholders).
export const logDobbelsjanse = {
  "dobbel.draw": "{name} draws {0}.",
  "dobbel.play": "{name} plays {0} from hand.",
  "dobbel.score": "{name} scores {0}.",
  "dobbel.fail": "{name} fails: {0} matches {1}.",
  "dobbel.face": "First face card of the round: nothing happens.",
  "dobbel.round": "Round {0} begins. {name} starts.",
  "dobbel.hand": "You are dealt {0}.",
  "dobbel.face2": "Second face card: the round ends.",
  "dobbel.double": "Double chance for {name}!",
  "dobbel.double.fail": "The double chance fails: {name} scores nothing.",
  "dobbel.double.score": "{name} scores {0} with the double chance.",
  "dobbel.end": "The eighth face card is drawn: the game is over and nobody scores any more.",
  "dobbel.win": "{@0} wins with {1}.",
  "dobbel.share": "{0} share the win with {1}.",
  "dobbel.and": " and ",
};
