// A card code as people write it ("7H" → "7♥"). Apart from ./card so the log
// text of every game can use it without the card drawing (Twelves has no cards).
export const SUIT_SIGN: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function splitCard(code: string): { rank: string; suit: string } {
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

/** "7♥", for buttons and log lines. */
export function cardShort(code: string): string {
  const { rank, suit } = splitCard(code);
  return `${rank}${SUIT_SIGN[suit] ?? suit}`;
}
